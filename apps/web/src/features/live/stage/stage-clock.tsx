import { IconPlayerPauseFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RunStateBody, StageWarnings } from '@ordo/contract';
import { Countdown } from '../components/countdown.tsx';
import { formatClock } from '../components/format-clock.ts';
import type { RunView } from '../components/run-view.ts';
import { countdownFontSize } from './fit-countdown.ts';
import classes from './stage.module.css';

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const DAY_AND_CLOCK: Intl.DateTimeFormatOptions = {
  ...CLOCK,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
};
/** Further ahead than this, the stage says the day and time rather than counting down. */
const COUNTDOWN_MAX_MS = 24 * 3_600_000;

/** `HH:MM` of `epochMs` in `timeZone` (the meeting's; the device's when unknown or invalid). */
export function timeOfDay(
  epochMs: number,
  language: string,
  timeZone: string | null,
  options: Intl.DateTimeFormatOptions = CLOCK,
): string {
  const locale = language.startsWith('fr') ? 'fr-FR' : 'en-GB';
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: timeZone ?? undefined }).format(
      epochMs,
    );
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(epochMs);
  }
}

/**
 * Before the start: "Starts in 12:34" while the meeting's start time is less than a day ahead
 * (its day and time further ahead, in the meeting's zone), "Starting soon" once it passed (or
 * when the meeting has no start time).
 */
export function StartsIn({
  startsAt,
  now,
  showSeconds,
  timeZone,
  className,
}: {
  startsAt: number | null;
  now: number;
  showSeconds: boolean;
  timeZone: string | null;
  className?: string;
}) {
  const { t, i18n } = useTranslation('live');
  const left = startsAt === null ? 0 : startsAt - now;
  if (startsAt !== null && left > COUNTDOWN_MAX_MS) {
    const when = timeOfDay(startsAt, i18n.language, timeZone, DAY_AND_CLOCK);
    return (
      <h1 className={className} data-testid="stage-idle">
        {t('stage.startsOn', { when })}
      </h1>
    );
  }
  const ahead = left >= 1000;
  const time = ahead ? formatClock(left, showSeconds) : '';
  return (
    <h1
      className={className}
      data-testid="stage-idle"
      aria-label={ahead ? t('stage.startsInAria', { time }) : undefined}
    >
      {ahead ? t('stage.startsIn', { time }) : t('stage.startingSoon')}
    </h1>
  );
}

type ClockLayoutProps = {
  state: RunStateBody | null;
  view: RunView | null;
  now: number;
  ended: boolean;
  showSeconds: boolean;
  warnings: StageWarnings | null;
  startsAt: number | null;
  timeZone: string | null;
  /** A message takes a row under the countdown: the digits give it room. */
  shrink: boolean;
};

/**
 * The clock-only layout (`?layout=clock`): the time left alone, as big as the screen allows;
 * before the start and after the end, the time of day (with "Starts in…" under it before).
 */
export function ClockLayout(props: ClockLayoutProps) {
  const { t, i18n } = useTranslation('live');
  const { state, view, now, showSeconds } = props;
  const active = !props.ended && (state?.status === 'running' || state?.status === 'paused');
  if (active && state && view) {
    const height = 62 - (props.shrink ? 18 : 0);
    return (
      <>
        {state.status === 'paused' && (
          <div className={classes.pill} data-testid="stage-paused">
            <IconPlayerPauseFilled size="0.9em" aria-hidden="true" />
            {t('stage.paused')}
          </div>
        )}
        <Countdown
          className={classes.countdown}
          style={{ fontSize: countdownFontSize(view.remainingMs, showSeconds, 150, height) }}
          remainingMs={view.remainingMs}
          targetMs={view.targetMs}
          warnings={props.warnings}
          showSeconds={showSeconds}
        />
      </>
    );
  }
  const clock = timeOfDay(now, i18n.language, props.timeZone);
  return (
    <>
      <div
        className={classes.timeOfDay}
        role="timer"
        aria-label={`${t('stage.timeOfDay')} ${clock}`}
        data-testid="stage-time-of-day"
      >
        {clock}
      </div>
      {state?.status === 'idle' && !props.ended && (
        <StartsIn
          timeZone={props.timeZone}
          startsAt={props.startsAt}
          now={now}
          showSeconds={showSeconds}
          className={classes.subtitle}
        />
      )}
    </>
  );
}
