import { useCallback, useEffect, useRef, useState } from 'react';

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

/**
 * Only the rows in view (plus a margin) are rendered: at 1,000 sequences a keystroke that moves
 * every start time re-renders a few dozen rows, not a thousand.
 */
export function useVirtualRows(count: number) {
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

  const { first, last } = rowWindow(view.top, view.height, count);

  /** Brings row `index` into view when it is not (cursor sync from the text). */
  const reveal = useCallback((index: number) => {
    const element = scroller.current;
    if (!element || index < 0) return;
    const top = index * ROW_HEIGHT;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + ROW_HEIGHT > element.scrollTop + element.clientHeight)
      element.scrollTop = top + ROW_HEIGHT - element.clientHeight;
  }, []);

  return { scroller, first, last, reveal };
}
