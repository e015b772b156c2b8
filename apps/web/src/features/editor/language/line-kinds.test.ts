import { describe, expect, it } from 'vitest';
import { classifyLines, lineKind } from './line-kinds.ts';

describe('line kinds', () => {
  it.each([
    ['# Welcome', 'sequence', 'sequence'],
    ['  /# Energizer', 'sequence', 'optional'],
    ['## Room A', 'sequence', 'room'],
    ['  ### Read the brief', 'sequence', 'room-step'],
    ['\\## not a room', 'sequence', 'escaped'],
    [': 15', 'sequence', 'duration'],
    [': 15', 'header', 'note'],
    ['@ Alice, Bob', 'sequence', 'speakers'],
    ['@ Alice', 'header', 'note'],
    ['> For everyone', 'sequence', 'description'],
    ['> The goal', 'header', 'objective'],
    ['// hidden', 'sequence', 'comment'],
    ['\\# not a title', 'sequence', 'escaped'],
    ['Bring markers', 'sequence', 'note'],
    ['   ', 'sequence', 'blank'],
    ['/ not a prefix', 'sequence', 'note'],
  ] as const)('%j in the %s reads as %s', (line, context, kind) => {
    expect(lineKind(line, context)).toBe(kind);
  });

  it('finds the meeting title as the first plain header line, never a : or @ line', () => {
    expect(
      classifyLines([': 5', '', '@ x', 'Retro', 'More notes', '# A', ': 10', 'Retro again']),
    ).toEqual(['note', 'blank', 'note', 'meeting-title', 'note', 'sequence', 'duration', 'note']);
  });

  it('keeps rooms and steps inside their sequence', () => {
    expect(
      classifyLines(['Retro', '# Groups', ': 20', '## A', '@ Ann', '### Read', ': 5']),
    ).toEqual([
      'meeting-title',
      'sequence',
      'duration',
      'room',
      'speakers',
      'room-step',
      'duration',
    ]);
  });

  it('has no meeting title when the text starts with a sequence', () => {
    expect(classifyLines(['# A', 'note'])).toEqual(['sequence', 'note']);
  });
});
