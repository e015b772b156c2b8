import { describe, expect, it } from 'vitest';
import type { Diagnostic, DiagnosticCode } from '../types.ts';
import { DIAGNOSTIC_MESSAGES } from './diagnostics.ts';
import { parseAgenda } from './parse.ts';

function d(line: number, code: DiagnosticCode): Diagnostic {
  return { line, code, message: DIAGNOSTIC_MESSAGES[code] };
}

// DESIGN §3 rule 7, one row per situation, with the full sorted list it must give.
const cases: { rule: string; text: string; expected: Diagnostic[] }[] = [
  { rule: 'a clean agenda has none', text: 'T\n# A\n: 5\n/# B\n:1h', expected: [] },
  {
    rule: 'the header is never an error',
    text: 'T\n: abc\n: 5\n: 6\n#',
    expected: [d(5, 'empty-title'), d(5, 'missing-duration')],
  },
  {
    rule: 'missing-duration on the title line',
    text: 'T\n\n# A\nnote',
    expected: [d(3, 'missing-duration')],
  },
  {
    rule: 'an escaped : is not a duration line',
    text: '# A\n\\: 5',
    expected: [d(1, 'missing-duration')],
  },
  {
    rule: 'invalid-duration on each invalid line',
    text: '# A\n: abc',
    expected: [d(2, 'invalid-duration')],
  },
  { rule: 'an empty : is invalid', text: '# A\n:', expected: [d(2, 'invalid-duration')] },
  {
    rule: 'all-invalid durations give only invalid-duration (and duplicates)',
    text: '# A\n: -5\n: 1h90',
    expected: [d(2, 'invalid-duration'), d(3, 'invalid-duration'), d(3, 'duplicate-duration')],
  },
  {
    rule: 'duplicate-duration on every : line after the first, valid or not',
    text: '# A\n: 5\n: 6\n: x\n: 7',
    expected: [
      d(3, 'duplicate-duration'),
      d(4, 'invalid-duration'),
      d(4, 'duplicate-duration'),
      d(5, 'duplicate-duration'),
    ],
  },
  {
    rule: 'duplicates are counted per sequence',
    text: '# A\n: 5\n# B\n: 5\n: 5',
    expected: [d(5, 'duplicate-duration')],
  },
  {
    rule: 'empty-title on # and /#',
    text: '#  \n: 5\n/#\t\n: 5',
    expected: [d(1, 'empty-title'), d(3, 'empty-title')],
  },
  {
    rule: 'sorted by line across sequences',
    text: '#\n# B\n: x\n/#\n',
    expected: [
      d(1, 'empty-title'),
      d(1, 'missing-duration'),
      d(3, 'invalid-duration'),
      d(4, 'empty-title'),
      d(4, 'missing-duration'),
    ],
  },
  {
    rule: 'line numbers count \\r\\n and \\r as one break',
    text: 'T\r\n\r# A\r\n: x',
    expected: [d(4, 'invalid-duration')],
  },
  {
    rule: 'a byte-order mark does not shift lines',
    text: '\ufeff# A\n: x',
    expected: [d(2, 'invalid-duration')],
  },
];

describe('parseAgenda diagnostics', () => {
  it.each(cases)('$rule', ({ text, expected }) => {
    expect(parseAgenda(text).diagnostics).toStrictEqual(expected);
  });

  it('has an English message for every code', () => {
    expect(Object.keys(DIAGNOSTIC_MESSAGES).sort()).toStrictEqual([
      'duplicate-duration',
      'empty-room-name',
      'empty-step-title',
      'empty-title',
      'invalid-duration',
      'missing-duration',
      'missing-step-duration',
      'room-in-optional-sequence',
      'room-longer-than-sequence',
      'room-outside-sequence',
      'step-outside-room',
      'steps-longer-than-room',
    ]);
    for (const message of Object.values(DIAGNOSTIC_MESSAGES))
      expect(message).toMatch(/^[A-Z].+\.$/);
  });
});
