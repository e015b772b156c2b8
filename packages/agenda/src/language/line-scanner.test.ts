import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agendaLikeText, trickyText } from '../testing/arbitraries.ts';
import { LineScanner } from './line-scanner.ts';

function lines(text: string): string[] {
  const scanner = new LineScanner(text);
  const out: string[] = [];
  while (scanner.advance()) out.push(text.slice(scanner.start, scanner.end));
  return out;
}

describe('LineScanner', () => {
  it.each<[string, string[]]>([
    ['', ['']],
    ['a', ['a']],
    ['a\n', ['a', '']],
    ['a\r\nb', ['a', 'b']],
    ['a\rb\nc\r\n\r\rd', ['a', 'b', 'c', '', '', 'd']],
    ['\n\r', ['', '', '']],
    ['\r\n\n\r\r\n', ['', '', '', '', '']],
  ])('cuts %j', (text, expected) => {
    expect(lines(text)).toStrictEqual(expected);
  });

  it('agrees with split(/\\r\\n|\\r|\\n/) on any text', () => {
    fc.assert(
      fc.property(fc.oneof(agendaLikeText, trickyText), (text) => {
        expect(lines(text)).toStrictEqual(text.split(/\r\n|\r|\n/));
      }),
      { numRuns: 1000 },
    );
  });
});
