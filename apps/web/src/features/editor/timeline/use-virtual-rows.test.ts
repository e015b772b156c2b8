import { describe, expect, it } from 'vitest';
import { ROW_HEIGHT, rowWindow } from './use-virtual-rows.ts';

describe('rowWindow', () => {
  // 600 px show 8 rows of 76 px; 8 more are drawn beyond each edge that has rows.
  it.each([
    ['at the top', 0, 1000, { first: 0, last: 16 }],
    ['scrolled to row 100', 100 * ROW_HEIGHT, 1000, { first: 92, last: 116 }],
    ['half a row further', 100.5 * ROW_HEIGHT, 1000, { first: 92, last: 116 }],
    ['at the bottom', 992 * ROW_HEIGHT, 1000, { first: 984, last: 1000 }],
    ['a short agenda', 0, 10, { first: 0, last: 10 }],
  ])('%s', (_, top, count, expected) => {
    expect(rowWindow(top, 600, count)).toEqual(expected);
  });

  it('draws the first rows before the list is measured', () => {
    expect(rowWindow(0, 0, 1000)).toEqual({ first: 0, last: 48 });
  });
});
