import { useRef, type TouchEvent } from 'react';

/** A horizontal move this long (px), clearly more sideways than vertical, is a swipe. */
const MIN_SWIPE_PX = 60;

/**
 * Touch handlers for an element: a swipe to the left calls `onLeft` (next sequence, like
 * turning a page), to the right `onRight`. Vertical scrolling stays untouched.
 */
export function useSwipe(onLeft: () => void, onRight: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current =
        event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < MIN_SWIPE_PX || Math.abs(dy) > Math.abs(dx) / 2) return;
      if (dx < 0) onLeft();
      else onRight();
    },
  };
}
