import { useEffect, useState } from 'react';

const EVENTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * True while someone moved the mouse, touched or typed in the last `quietMs` (and for that
 * long after the page opened), so a screen's controls show only when someone reaches for them.
 */
export function useRecentActivity(quietMs = 3000): boolean {
  const [active, setActive] = useState(true);
  useEffect(() => {
    let timer = setTimeout(() => setActive(false), quietMs);
    const wake = () => {
      setActive(true);
      clearTimeout(timer);
      timer = setTimeout(() => setActive(false), quietMs);
    };
    for (const type of EVENTS) window.addEventListener(type, wake, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of EVENTS) window.removeEventListener(type, wake);
    };
  }, [quietMs]);
  return active;
}
