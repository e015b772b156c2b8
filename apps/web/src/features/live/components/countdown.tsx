import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { StageWarnings } from '@ordo/contract';
import { countdownSeconds, formatClock } from './format-clock.ts';
import { countdownTone } from './run-view.ts';
import classes from './countdown.module.css';

type CountdownProps = {
  /** What is left of the current sequence; negative is overtime. */
  remainingMs: number;
  /** The sequence's target (planned plus added), for thresholds in percent. */
  targetMs: number;
  /** The meeting's amber and red thresholds; null or absent: the default rule. */
  warnings?: StageWarnings | null;
  /** False shows whole minutes only. Default true. */
  showSeconds?: boolean;
  className?: string;
  style?: CSSProperties;
};

/**
 * The countdown every live screen shows: `mm:ss` (`h:mm:ss` past an hour), a minus sign and an
 * "overtime" label past zero, amber and red from the meeting's thresholds (by default amber in
 * the last 20 % or 2 minutes), red in overtime.
 * Its size comes from the parent's font size.
 */
export function Countdown({
  remainingMs,
  targetMs,
  warnings,
  showSeconds = true,
  className,
  style,
}: CountdownProps) {
  const { t } = useTranslation('live');
  const tone = countdownTone(remainingMs, targetMs, warnings);
  const text = formatClock(remainingMs, showSeconds).replace('-', '\u2212');
  const overtime = countdownSeconds(remainingMs) < 0;
  return (
    <div
      className={className ? `${classes.countdown} ${className}` : classes.countdown}
      style={style}
      data-testid="countdown"
      data-tone={tone}
      role="timer"
      aria-label={
        overtime ? t('countdown.overtimeAria', { time: text }) : t('countdown.aria', { time: text })
      }
    >
      <span className={classes.digits} aria-hidden="true">
        {text}
      </span>
      {overtime && (
        <span className={classes.label} aria-hidden="true">
          {t('countdown.overtime')}
        </span>
      )}
    </div>
  );
}
