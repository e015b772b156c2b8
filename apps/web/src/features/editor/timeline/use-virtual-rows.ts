import { useCallback, useEffect, useRef, useState } from 'react';

/** Every timeline row has this height (in px, gap included), so the window is simple arithmetic. */
export const ROW_HEIGHT = 76;
/** Rows drawn beyond each edge of the visible part, so fast scrolling never shows a blank. */
const OVERSCAN = 8;
/** Before the list has been measured (and in tests without layout), this many rows are drawn. */
const UNMEASURED_ROWS = 40;

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

  const visible = view.height > 0 ? Math.ceil(view.height / ROW_HEIGHT) : UNMEASURED_ROWS;
  const first = Math.max(0, Math.floor(view.top / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(count, first + visible + 2 * OVERSCAN);

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
