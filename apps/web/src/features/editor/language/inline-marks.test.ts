import { describe, expect, it } from 'vitest';
import { inlineMarks } from './inline-marks.ts';

function styled(text: string) {
  return inlineMarks(text).map((mark) => [mark.kind, text.slice(mark.contentFrom, mark.contentTo)]);
}

describe('inline markdown marks', () => {
  it.each([
    ['a **bold** word', [['strong', 'bold']]],
    [
      '*it* and _it_',
      [
        ['emphasis', 'it'],
        ['emphasis', 'it'],
      ],
    ],
    ['~~gone~~', [['strike', 'gone']]],
    ['++under++', [['underline', 'under']]],
    ['==marked==', [['highlight', 'marked']]],
    ['see [the board](https://x.example/a_b_c)', [['link', 'the board']]],
    ['![logo](https://x.example/l.png)', [['image', 'logo']]],
    ['2 * 3 * 4', []],
    ['snake_case_name', []],
    ['** not bold **', []],
  ])('%j', (text, expected) => {
    expect(styled(text)).toEqual(expected);
  });

  it('keeps the markers outside the styled text', () => {
    expect(inlineMarks('x **y**')).toEqual([
      { kind: 'strong', from: 2, to: 7, contentFrom: 4, contentTo: 5 },
    ]);
  });
});
