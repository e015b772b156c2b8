import { IconPlayerPauseFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RunStateBody, StageWarnings } from '@ordo/contract';
import type { LiveStatus } from '../connection/live-connection.ts';
import { useServerTick } from '../connection/use-server-clock.ts';
import { roomCountdowns } from '../components/countdowns.ts';
import { Countdown } from '../components/countdown.tsx';
import { LiveShell } from '../components/live-shell.tsx';
import { roomView, type RoomView } from '../components/room-view.ts';
import { SequenceTitle } from '../components/sequence-title.tsx';
import { StageMessage } from '../components/stage-message.tsx';
import { NextAndProgress } from './next-and-progress.tsx';
import { countdownFontSize } from './fit-countdown.ts';
import { StageControls } from './stage-controls.tsx';
import type { StageOptions } from './stage-options.ts';
import { useStageScheme } from './use-stage-scheme.ts';
import classes from './stage.module.css';
import roomClasses from './room-stage.module.css';

type RoomStageScreenProps = {
  status: LiveStatus;
  /** A state whose current sequence has rooms (`state.rooms`), with room `room` among them. */
  state: RunStateBody;
  room: number;
  serverNow: () => number;
  showSeconds?: boolean;
  theme?: StageOptions['theme'];
  warnings?: StageWarnings | null;
};

/**
 * A breakout room's stage (`/m/{uuid}/live?room=N`, DESIGN §9 "Rooms"), in the plenary
 * stage's look: the room's name, its step and the step's countdown in the same tones and
 * sizes, the next step, the room's message and the plenary's. A recall takes the screen over
 * ("Back in plenary in 1:45"); a room that is done says "Back to plenary".
 */
export function RoomStageScreen({
  status,
  state,
  room,
  serverNow,
  showSeconds = true,
  theme = null,
  warnings = null,
}: RoomStageScreenProps) {
  const { t } = useTranslation('live');
  const [scheme, toggleScheme] = useStageScheme(theme);
  const now = useServerTick(serverNow, (at) => roomCountdowns(state, room, at));
  const view = roomView(state, room, now, warnings);
  const ended = status === 'ended';
  const roomMessage = ended ? null : (view.room?.message ?? null);
  const plenaryMessage = ended ? null : state.message;
  const hasMessage = roomMessage !== null || plenaryMessage !== null;
  const sequence = state.sequences[state.currentIndex];

  return (
    <LiveShell
      label={t('rooms.stageLabel', { name: view.room?.name ?? '' })}
      className={classes.stage}
      testId="stage"
      data-scheme={scheme}
      data-phase={ended ? 'finished' : view.phase}
      data-room-stage={view.stage}
      data-message={hasMessage ? '' : undefined}
    >
      <div className={classes.top}>
        <div className={classes.position} data-testid="stage-room-name">
          {view.room?.name ?? ''}
          {sequence && (
            <span className={roomClasses.sequence}>
              {' · '}
              <SequenceTitle title={sequence.title} />
            </span>
          )}
        </div>
        <StageControls status={status} scheme={scheme} onToggleScheme={toggleScheme} />
      </div>
      <div className={classes.center}>
        {ended ? (
          <h1 className={classes.big} data-testid="stage-status">
            {t('stage.thankYou')}
          </h1>
        ) : (
          <RoomCenter
            view={view}
            showSeconds={showSeconds}
            shrink={hasMessage}
            warnings={warnings}
          />
        )}
      </div>
      {hasMessage && (
        <div className={`${classes.message} ${roomClasses.messages}`}>
          {roomMessage && (
            <div data-testid="room-message">
              <StageMessage message={roomMessage} />
            </div>
          )}
          {plenaryMessage && (
            <div data-testid="plenary-message">
              <StageMessage message={plenaryMessage} />
            </div>
          )}
        </div>
      )}
      <div className={classes.bottom}>
        {!ended && view.stage === 'active' && <NextStep view={view} />}
      </div>
    </LiveShell>
  );
}

function RoomCenter({
  view,
  showSeconds,
  shrink,
  warnings,
}: {
  view: RoomView;
  showSeconds: boolean;
  /** A message takes a row under the countdown: the digits give it room. */
  shrink: boolean;
  warnings: StageWarnings | null;
}) {
  const { t } = useTranslation('live');
  if (view.stage === 'done') {
    return (
      <>
        <h1 className={classes.big} data-testid="stage-status">
          {t('rooms.backToPlenary')}
        </h1>
        <p className={classes.subtitle}>{t('rooms.roomDone')}</p>
      </>
    );
  }
  if (view.stage === 'recall') {
    const height = 34 - (shrink ? 10 : 0);
    return (
      <>
        <h1 className={classes.title} data-testid="stage-recall">
          {t('rooms.backInPlenaryIn')}
        </h1>
        <Countdown
          className={classes.countdown}
          style={{ fontSize: countdownFontSize(view.remainingMs, showSeconds, 130, height) }}
          remainingMs={view.remainingMs}
          targetMs={view.targetMs}
          showSeconds={showSeconds}
        />
        {view.step && (
          <p className={classes.subtitle} data-testid="current-title">
            <SequenceTitle title={view.step.title} />
          </p>
        )}
      </>
    );
  }
  const paused = view.phase === 'paused';
  const height = (paused ? 34 : 40) - (shrink ? 12 : 0);
  const hosts = view.room?.hosts ?? [];
  return (
    <>
      <h1 className={classes.title} data-testid="current-title">
        <SequenceTitle title={view.step?.title ?? view.room?.name ?? ''} />
      </h1>
      {hosts.length > 0 && (
        <div className={classes.speakers} data-testid="current-speakers">
          {t('rooms.host', { names: hosts.join(', '), count: hosts.length })}
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

function NextStep({ view }: { view: RoomView }) {
  const { t } = useTranslation('live');
  return (
    <NextAndProgress
      next={
        view.next
          ? t('rooms.nextStep', { title: view.next.title || t('sequence.untitled') })
          : t('rooms.lastStep')
      }
      label={t('rooms.progress')}
      remainingMs={view.remainingMs}
      targetMs={view.targetMs}
    />
  );
}
