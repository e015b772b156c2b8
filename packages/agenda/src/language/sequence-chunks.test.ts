import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agendaLikeText, trickyText } from '../testing/arbitraries.ts';
import { nextSequenceChunks, sequenceChunks, type TextEdit } from './sequence-chunks.ts';

/** The edit as `parseIncrementally` measures it: the common prefix and suffix of two texts. */
function editBetween(old: string, body: string): TextEdit {
  let prefix = 0;
  const length = Math.min(old.length, body.length);
  while (prefix < length && old[prefix] === body[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < length - prefix &&
    old[old.length - 1 - suffix] === body[body.length - 1 - suffix]
  )
    suffix++;
  return { prefix, suffixStart: body.length - suffix, delta: body.length - old.length };
}

function expectNextChunks(old: string, body: string) {
  const next = nextSequenceChunks(body, sequenceChunks(old), editBetween(old, body));
  expect(next).toStrictEqual(sequenceChunks(body));
}

describe('nextSequenceChunks', () => {
  it.each<[string, string]>([
    ['T\n# A\n: 5\n# B\n: 5', 'T\n# A\n: 55\n# B\n: 5'],
    ['T\n# A\n: 5\n# B\n: 5', 'T\n# A\n: 5\n\n# B\n: 5'],
    ['# A\n# B\n# C', '# A\n B\n# C'],
    ['# A\n# B\n# C', '# A\n# B# C'],
    ['# A\n# B\n# C', '# A\n# B\n# C\n'],
    ['Title\n# A', '# A'],
    ['# A', 'Title\n# A'],
    ['# A\r# B', '# A\r\n# B'],
    ['# A\r\n# B', '# A\r# B'],
    ['# A\r\n# B', '# A\rx\n# B'],
    ['# A\n\n# B', '# A\n'],
    ['# A\n: 5', ''],
    ['', '# A'],
    ['x\n/# A\n/# B', 'x\n/# A\n// B'],
  ])('%j → %j reads as a full scan', (old, body) => {
    expectNextChunks(old, body);
  });

  it('agrees with a full scan after any edit', () => {
    fc.assert(
      fc.property(
        fc.oneof(agendaLikeText, trickyText),
        fc.nat(),
        fc.nat({ max: 12 }),
        fc.oneof(trickyText, agendaLikeText, fc.constantFrom('\n', '\r', '#', '/', '/#', ' ')),
        (old, at, removed, inserted) => {
          const cut = old.length === 0 ? 0 : at % (old.length + 1);
          expectNextChunks(old, old.slice(0, cut) + inserted + old.slice(cut + removed));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
