import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Every timeline row has this height (in px, gap included), so the window is simple arithmetic. */
export const ROW_HEIGHT = 76;
/** Rows drawn beyond each edge of the visible part, so fast scrolling never shows a blank. */
const OVERSCAN = 8;
/** Before the list has been measured (and in tests without layout), this many rows are drawn. */
const UNMEASURED_ROWS = 40;

/**
 * The rows to draw, `[first, last)`, for a scroll box showing `height` px from `top`: the rows
 * in view and OVERSCAN more beyond each edge, none past the ends of the list. Before the list
 * has been measured (`height` 0), the first UNMEASURED_ROWS rows and the margin below them.
 *
 * @example rowWindow(0, 600, 1000) // { first: 0, last: 16 }: 8 rows in view, 8 below
 */
export function rowWindow(top: number, height: number, count: number) {
  const visible = height > 0 ? Math.ceil(height / ROW_HEIGHT) : UNMEASURED_ROWS;
  const start = Math.floor(top / ROW_HEIGHT);
  return {
    first: Math.max(0, start - OVERSCAN),
    last: Math.min(count, start + visible + OVERSCAN),
  };
}

/** A row whose sequence has rooms: its lanes (room-lanes.tsx) sit below the row's line. */
export const ROOMS_ROW_HEIGHT = 232;

/**
 * Where each row starts, in px, and the list's height last (`count + 1` numbers), for a list
 * where the rows in `tall` are ROOMS_ROW_HEIGHT high. Undefined when no row is tall, so the
 * common agenda keeps the plain arithmetic.
 */
export function rowOffsets(count: number, tall: ReadonlySet<number>): number[] | undefined {
  if (tall.size === 0) return undefined;
  const offsets = [0];
  for (let i = 0; i < count; i++)
    offsets.push((offsets[i] ?? 0) + (tall.has(i) ? ROOMS_ROW_HEIGHT : ROW_HEIGHT));
  return offsets;
}

/** `rowWindow` over rows of different heights: the first row whose bottom is below `top`. */
export function rowWindowAt(top: number, height: number, offsets: readonly number[]) {
  const count = offsets.length - 1;
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((offsets[middle + 1] ?? 0) <= top) low = middle + 1;
    else high = middle;
  }
  let end = low;
  const bottom = top + (height > 0 ? height : UNMEASURED_ROWS * ROW_HEIGHT);
  while (end < count && (offsets[end] ?? 0) < bottom) end++;
  return { first: Math.max(0, low - OVERSCAN), last: Math.min(count, end + OVERSCAN) };
}

/**
 * Only the rows in view (plus a margin) are rendered: at 1,000 sequences a keystroke that moves
 * every start time re-renders a few dozen rows, not a thousand.
 */
export function useVirtualRows(count: number, offsets?: readonly number[]) {
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 0 });

  const measure = useCallback(() => {
    const element = scroller.current;
    if (element) setView({ top: element.scrollTop, height: element.clientHeight });
  }, []);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [measure]);

  const { first, last } = offsets
    ? rowWindowAt(view.top, view.height, offsets)
    : rowWindow(view.top, view.height, count);
  const offsetsRef = useRef(offsets);
  useLayoutEffect(() => {
    offsetsRef.current = offsets;
  }, [offsets]);

  /** Brings row `index` into view when it is not (cursor sync from the text). */
  const reveal = useCallback((index: number) => {
    const element = scroller.current;
    if (!element || index < 0) return;
    const known = offsetsRef.current;
    const top = known ? (known[index] ?? 0) : index * ROW_HEIGHT;
    const bottom = known ? (known[index + 1] ?? top) : top + ROW_HEIGHT;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (bottom > element.scrollTop + element.clientHeight)
      element.scrollTop = bottom - element.clientHeight;
  }, []);

  return { scroller, first, last, reveal };
}
