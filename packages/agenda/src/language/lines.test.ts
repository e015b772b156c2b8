import { describe, expect, it } from 'vitest';
import { escapeLine, indentEnd, linePrefix, needsEscape, readLine } from './lines.ts';
import type { ReadLine } from './lines.ts';

const reads: [string, ReadLine][] = [
  ['# A', { kind: 'sequence', value: ' A' }],
  [' \t# # A', { kind: 'sequence', value: ' # A' }],
  [' \t## A', { kind: 'room', value: ' A' }],
  ['### S', { kind: 'step', value: ' S' }],
  ['#### S', { kind: 'step', value: '# S' }],
  ['/# B', { kind: 'optional', value: ' B' }],
  ['  // c', { kind: 'comment', value: ' c' }],
  ['///', { kind: 'comment', value: '/' }],
  ['/x', { kind: 'text', value: '/x' }],
  [':5', { kind: 'duration', value: '5' }],
  ['@ a, b', { kind: 'speakers', value: ' a, b' }],
  ['\t> d', { kind: 'description', value: ' d' }],
  ['\\# x', { kind: 'text', value: '# x' }],
  ['   \\# x', { kind: 'text', value: '   # x' }],
  ['\\', { kind: 'text', value: '' }],
  ['\u00a0# x', { kind: 'text', value: '\u00a0# x' }],
  ['', { kind: 'text', value: '' }],
  ['plain', { kind: 'text', value: 'plain' }],
];

describe('readLine', () => {
  it.each(reads)('reads %j', (line, expected) => {
    expect(readLine(line)).toStrictEqual(expected);
  });

  it('finds the indentation of spaces and tabs only', () => {
    expect([indentEnd(''), indentEnd(' \t x'), indentEnd('\u00a0x')]).toStrictEqual([0, 3, 0]);
  });
});

// [line, escape in a sequence, escape in the header]
const escapes: [string, string, string][] = [
  ['# x', '\\# x', '\\# x'],
  ['/# x', '\\/# x', '\\/# x'],
  ['// x', '\\// x', '\\// x'],
  ['> x', '\\> x', '\\> x'],
  ['\\x', '\\\\x', '\\\\x'],
  [': 5', '\\: 5', ': 5'],
  ['@ a', '\\@ a', '@ a'],
  ['  # x', '  \\# x', '  \\# x'],
  ['/x', '/x', '/x'],
  ['plain # text', 'plain # text', 'plain # text'],
  ['', '', ''],
];

describe('escapeLine', () => {
  it.each(escapes)('escapes %j', (line, inSequence, inHeader) => {
    expect([escapeLine(line, true), escapeLine(line, false)]).toStrictEqual([inSequence, inHeader]);
    expect(needsEscape(line, true)).toBe(inSequence !== line);
    const read = readLine(escapeLine(line, true));
    expect(read).toStrictEqual({ kind: 'text', value: line });
  });
});

describe('linePrefix', () => {
  it.each([
    ['# Welcome', { indent: 0, prefix: '#' }],
    ['  /# Break', { indent: 2, prefix: '/#' }],
    ['\t// hidden', { indent: 1, prefix: '//' }],
    [': 15', { indent: 0, prefix: ':' }],
    ['@ Alice', { indent: 0, prefix: '@' }],
    ['> public', { indent: 0, prefix: '>' }],
    ['\\# literal', { indent: 0, prefix: '\\' }],
    ['/ not a comment', { indent: 0, prefix: '' }],
    ['plain note', { indent: 0, prefix: '' }],
    ['   ', { indent: 3, prefix: '' }],
  ])('%j → %j', (line, expected) => {
    expect(linePrefix(line)).toEqual(expected);
  });
});
