import { Loader } from '@mantine/core';
import { IconPlayerPauseFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RunStateBody, StageWarnings } from '@ordo/contract';
import type { LiveStatus } from '../connection/live-connection.ts';
import { useServerTick } from '../connection/use-server-clock.ts';
import { runCountdowns } from '../components/countdowns.ts';
import { Countdown } from '../components/countdown.tsx';
import { LiveShell } from '../components/live-shell.tsx';
import { runView, type RunView } from '../components/run-view.ts';
import { SequenceTitle } from '../components/sequence-title.tsx';
import { StageMessage } from '../components/stage-message.tsx';
import { NextAndProgress } from './next-and-progress.tsx';
import { ClockLayout, StartsIn } from './stage-clock.tsx';
import { countdownFontSize } from './fit-countdown.ts';
import { StageControls } from './stage-controls.tsx';
import type { StageOptions } from './stage-options.ts';
import { useStageScheme } from './use-stage-scheme.ts';
import classes from './stage.module.css';
import roomClasses from './room-stage.module.css';

type StageScreenProps = {
  status: LiveStatus;
  state: RunStateBody | null;
  serverNow: () => number;
  /** The meeting's title for the idle and finished screens; null when unknown. */
  meetingTitle: string | null;
  showSeconds?: boolean;
  /** `full` (default) or `clock`: the time left alone (`?layout=` in the stage's address). */
  layout?: StageOptions['layout'];
  /** The scheme asked in the address; null keeps this browser's last choice. */
  theme?: StageOptions['theme'];
  /** The meeting's amber and red thresholds; null: the default rule. */
  warnings?: StageWarnings | null;
  /** The meeting's planned start (epoch ms), for "Starts in…" before the run; null if none. */
  startsAt?: number | null;
  /** The meeting's time zone, for the time of day of the clock layout. */
  timeZone?: string | null;
  /**
   * A room's stage showing the plenary (before or after the rooms, or a room the address gets
   * wrong): a small label with its name, or a plain notice (`room-note.ts`).
   */
  note?: { text: string; tone: 'label' | 'notice' } | null;
};

/**
 * The stage screen drawn from a live snapshot: huge countdown, current title and speakers,
 * what comes next, a colour per phase, the stage message in a row of its own under the
 * countdown (which shrinks to make room, never covered), and a black screen (nothing else)
 * during a blackout.
 */
export function StageScreen({
  status,
  state,
  serverNow,
  meetingTitle,
  showSeconds = true,
  layout = 'full',
  theme = null,
  warnings = null,
  startsAt = null,
  timeZone = null,
  note = null,
}: StageScreenProps) {
  const { t } = useTranslation('live');
  const [scheme, toggleScheme] = useStageScheme(theme);
  const now = useServerTick(serverNow, (at) => runCountdowns(state, at));
  const view = state ? runView(state, now, warnings) : null;
  const ended = status === 'ended';
  const message = ended ? null : (state?.message ?? null);

  if (state?.blackout && !ended) {
    return (
      <LiveShell
        label={t('stage.label')}
        className={classes.stage}
        data-blackout=""
        data-testid="stage"
      >
        <p className={classes.hidden} data-testid="stage-blackout">
          {t('stage.blackout')}
        </p>
      </LiveShell>
    );
  }

  return (
    <LiveShell
      label={t('stage.label')}
      className={classes.stage}
      testId="stage"
      data-scheme={scheme}
      data-phase={ended ? 'finished' : (view?.phase ?? 'idle')}
      data-message={message ? '' : undefined}
      data-layout={layout}
    >
      <div className={classes.top}>
        <div className={classes.position} data-testid="stage-position">
          {layout === 'full' &&
          state &&
          view?.current &&
          (state.status === 'running' || state.status === 'paused')
            ? t('sequence.position', {
                current: state.currentIndex + 1,
                total: state.sequences.length,
              })
            : ''}
          {note && (
            <span
              className={roomClasses.note}
              data-tone={note.tone}
              data-testid="stage-room-note"
              role={note.tone === 'notice' ? 'status' : undefined}
            >
              {note.text}
            </span>
          )}
        </div>
        <StageControls status={status} scheme={scheme} onToggleScheme={toggleScheme} />
      </div>
      <div className={classes.center}>
        {layout === 'clock' ? (
          <ClockLayout
            state={state}
            view={view}
            now={now}
            ended={ended}
            showSeconds={showSeconds}
            warnings={warnings}
            startsAt={startsAt}
            timeZone={timeZone}
            shrink={message !== null}
          />
        ) : ended ? (
          <Farewell title={t('stage.thankYou')} subtitle={t('stage.ended')} />
        ) : !state || !view ? (
          <>
            <Loader color="gray" aria-hidden="true" />
            <p className={classes.subtitle} role="status">
              {t('stage.connecting')}
            </p>
          </>
        ) : state.status === 'finished' ? (
          <Farewell title={t('stage.thankYou')} subtitle={meetingTitle} />
        ) : state.status === 'idle' ? (
          <>
            <StartsIn
              timeZone={timeZone}
              startsAt={startsAt}
              now={now}
              showSeconds={showSeconds}
              className={classes.big}
            />
            {meetingTitle && (
              <p className={classes.subtitle} data-testid="stage-meeting-title">
                <SequenceTitle title={meetingTitle} />
              </p>
            )}
          </>
        ) : (
          <Current
            state={state}
            view={view}
            showSeconds={showSeconds}
            shrink={message !== null}
            warnings={warnings}
          />
        )}
      </div>
      {message && (
        <div className={classes.message}>
          <StageMessage message={message} />
        </div>
      )}
      <div className={classes.bottom}>
        {layout === 'full' && state && !ended && <Upcoming state={state} view={view} />}
      </div>
    </LiveShell>
  );
}

function Farewell({ title, subtitle }: { title: string; subtitle: string | null }) {
  return (
    <>
      <h1 className={classes.big} data-testid="stage-status">
        {title}
      </h1>
      {subtitle && (
        <p className={classes.subtitle} data-testid="stage-meeting-title">
          <SequenceTitle title={subtitle} />
        </p>
      )}
    </>
  );
}

function Current({
  state,
  view,
  showSeconds,
  shrink,
  warnings,
}: {
  state: RunStateBody;
  view: RunView;
  showSeconds: boolean;
  warnings: StageWarnings | null;
  /** A message takes a row under the countdown: the digits give it room. */
  shrink: boolean;
}) {
  const { t } = useTranslation('live');
  const paused = state.status === 'paused';
  const height = (paused ? 34 : 40) - (shrink ? 12 : 0);
  return (
    <>
      <h1 className={classes.title} data-testid="current-title">
        <SequenceTitle title={view.current?.title ?? ''} />
      </h1>
      {view.current && view.current.speakers.length > 0 && (
        <div className={classes.speakers} data-testid="current-speakers">
          {t('sequence.with', { names: view.current.speakers.join(', ') })}
        </div>
      )}
      {paused && (
        <div className={classes.pill} data-testid="stage-paused">
          <IconPlayerPauseFilled size="0.9em" aria-hidden="true" />
          {t('stage.paused')}
        </div>
      )}
      <Countdown
        className={classes.countdown}
        style={{ fontSize: countdownFontSize(view.remainingMs, showSeconds, 130, height) }}
        remainingMs={view.remainingMs}
        targetMs={view.targetMs}
        warnings={warnings}
        showSeconds={showSeconds}
      />
    </>
  );
}

function Upcoming({ state, view }: { state: RunStateBody; view: RunView | null }) {
  const { t } = useTranslation('live');
  if (!view || state.status === 'finished') return null;
  const first = state.sequences.find((sequence) => !sequence.skipped);
  if (state.status === 'idle') {
    return first ? (
      <div className={classes.next} data-testid="stage-next">
        {t('stage.first', { title: first.title || t('sequence.untitled') })}
      </div>
    ) : (
      <div className={classes.next}>{t('stage.noSequences')}</div>
    );
  }
  return (
    <NextAndProgress
      next={
        view.next
          ? t('stage.next', { title: view.next.title || t('sequence.untitled') })
          : t('stage.lastSequence')
      }
      label={t('stage.progress')}
      remainingMs={view.remainingMs}
      targetMs={view.targetMs}
    />
  );
}
