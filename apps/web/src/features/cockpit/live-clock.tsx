import { useTranslation } from 'react-i18next';
import type { StageWarnings } from '@ordo/contract';
import { Countdown } from '../live/components/countdown.tsx';
import { formatClock } from '../live/components/format-clock.ts';
import { countdownTone } from '../live/components/run-view.ts';
import countdownClasses from '../live/components/countdown.module.css';

type LiveClockProps = {
  remainingMs: number;
  targetMs: number;
  showSeconds: boolean;
  countUp: boolean;
  /** The meeting's amber and red thresholds; null or absent: the default rule. */
  warnings?: StageWarnings | null;
};

/**
 * The cockpit's big clock: the shared countdown, or, counting up, the time spent in the same
 * look and with the same warning and overtime colours.
 */
export function LiveClock({
  remainingMs,
  targetMs,
  showSeconds,
  countUp,
  warnings,
}: LiveClockProps) {
  const { t } = useTranslation('cockpit');
  if (!countUp) {
    return (
      <Countdown
        remainingMs={remainingMs}
        targetMs={targetMs}
        warnings={warnings}
        showSeconds={showSeconds}
      />
    );
  }
  const spent = formatClock(Math.max(0, targetMs - remainingMs), showSeconds);
  const target = formatClock(targetMs, showSeconds);
  return (
    <div
      className={countdownClasses.countdown}
      data-tone={countdownTone(remainingMs, targetMs, warnings)}
      data-testid="countdown"
      data-direction="up"
      role="timer"
      aria-label={t('live.spentAria', { spent, target })}
    >
      <span className={countdownClasses.digits} aria-hidden="true">
        {spent}
      </span>
      <span className={countdownClasses.label} aria-hidden="true">
        {t('live.spentOf', { target })}
      </span>
    </div>
  );
}
