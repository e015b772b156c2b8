import { formatClock } from '../components/format-clock.ts';

/**
 * The countdown's font size on a stage: as wide as `widthVw` shares among its characters allow
 * (never fewer than four, so "5:00" and "12:00" keep one size), at most `heightVh` tall, so it
 * always fits the screen, whatever the layout around it.
 *
 * @example countdownFontSize(300_000, false, 130, 40) // 'min(32.5vw, 40vh)'
 */
export function countdownFontSize(
  remainingMs: number,
  showSeconds: boolean,
  widthVw: number,
  heightVh: number,
): string {
  const chars = Math.max(4, formatClock(remainingMs, showSeconds).length);
  return `min(${(widthVw / chars).toFixed(1)}vw, ${heightVh}vh)`;
}
