import { lazy, Suspense, useCallback, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { IconAlertTriangle, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LiveCommandAck, RunCommandInput, RunStateBody, StageWarnings } from '@ordo/contract';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import type { LiveStatus } from '../connection/live-connection.ts';
import { useServerTick } from '../connection/use-server-clock.ts';
import { roomCountdowns } from '../components/countdowns.ts';
import { ConnectionBadge } from '../components/connection-badge.tsx';
import { Countdown } from '../components/countdown.tsx';
import { LiveShell } from '../components/live-shell.tsx';
import { roomNameOf, roomsSequence, roomView } from '../components/room-view.ts';
import { SequenceTitle } from '../components/sequence-title.tsx';
import { RoomControls } from './room-controls.tsx';
import { RoomSteps } from './room-steps.tsx';
import { useRemoteCommand } from './use-remote-command.ts';
import classes from './remote.module.css';

const MessageSheet = lazy(async () => ({
  default: (await import('./message-sheet.tsx')).MessageSheet,
}));

type RoomRemoteScreenProps = {
  status: LiveStatus;
  state: RunStateBody | null;
  /** The room this remote drives (`?room=N`): every command goes out with it. */
  room: number;
  serverNow: () => number;
  send: (command: RunCommandInput) => Promise<LiveCommandAck>;
  warnings?: StageWarnings | null;
};

/**
 * A breakout room host's phone remote (`/m/{uuid}/remote?room=N#t=…`, DESIGN §9 "Rooms"): the
 * room's step, time left and steps, and big buttons that drive that room only. Outside the
 * room's sequence it says which sequence the room starts with, and waits; a token made for
 * another room gets 403 CONTROL_TOKEN_SCOPE, said plainly and kept on screen.
 */
export function RoomRemoteScreen({
  status,
  state,
  room,
  serverNow,
  send,
  warnings = null,
}: RoomRemoteScreenProps) {
  const { t } = useTranslation('live');
  const now = useServerTick(serverNow, (at) => roomCountdowns(state, room, at));
  const [wrongRoom, setWrongRoom] = useState(false);
  const scoped = useCallback(
    async (command: RunCommandInput): Promise<LiveCommandAck> => {
      const ack = await send(command);
      if (!ack.ok && ack.error.code === 'CONTROL_TOKEN_SCOPE') setWrongRoom(true);
      return ack;
    },
    [send],
  );
  const { run, pending } = useRemoteCommand(scoped);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetWanted, setSheetWanted] = useState(false);
  if (sheetOpen && !sheetWanted) setSheetWanted(true);
  const online = status === 'live';
  const view = state ? roomView(state, room, now, warnings) : null;
  const name = state ? roomNameOf(state, room) : null;
  const inRoom = view !== null && view.stage !== 'plenary' && view.stage !== 'invalid';
  // Every command of this screen is for its room: the server refuses any other from its token.
  const command = (input: RunCommandInput) => run({ ...input, room } as RunCommandInput);

  return (
    <LiveShell label={t('rooms.remoteLabel', { name: name ?? '' })} testId="room-remote">
      <div className={classes.remote} data-room-stage={view?.stage}>
        <div className={classes.header}>
          <ConnectionBadge status={status} />
          <LanguageSwitcher compact />
          <Text fw={700} className={classes.roomName} data-testid="room-remote-name">
            {name ?? t('rooms.roomNumber', { number: room + 1 })}
          </Text>
        </div>
        {wrongRoom && (
          // Plain elements drawn as the kit's light red alert: Mantine's Alert was only in
          // this screen of the participants' build (issue 28's weight budget).
          <div role="alert" className={classes.scopeAlert} data-testid="room-remote-scope">
            <IconAlertTriangle size={20} aria-hidden="true" className={classes.scopeIcon} />
            <div>
              <p className={classes.scopeTitle}>{t('rooms.wrongRoomTitle')}</p>
              <p className={classes.scopeBody}>{t('errors.CONTROL_TOKEN_SCOPE')}</p>
            </div>
          </div>
        )}
        <div className={classes.now}>
          {!state || !view ? (
            <Text c="dimmed" role="status">
              {t('remote.connecting')}
            </Text>
          ) : view.stage === 'invalid' ? (
            <h1 className={classes.title} data-testid="remote-status">
              {t('rooms.remoteNoSuchRoom')}
            </h1>
          ) : view.stage === 'plenary' ? (
            <Waiting state={state} />
          ) : view.stage === 'done' ? (
            <h1 className={classes.title} data-testid="remote-status">
              {t('rooms.backToPlenary')}
            </h1>
          ) : (
            <>
              {view.stage === 'recall' && (
                <Text fw={700} size="lg" data-testid="room-remote-recall">
                  {t('rooms.backInPlenaryIn')}
                </Text>
              )}
              {view.stage === 'active' && (
                <h1 className={classes.title} data-testid="current-title">
                  <SequenceTitle title={view.step?.title ?? ''} />
                </h1>
              )}
              <Countdown
                className={classes.countdown}
                remainingMs={view.remainingMs}
                targetMs={view.targetMs}
                warnings={view.stage === 'active' ? warnings : null}
              />
              {view.stage === 'recall' && view.step && (
                <Text fw={600} data-testid="current-title">
                  <SequenceTitle title={view.step.title} />
                </Text>
              )}
              {view.phase === 'paused' && (
                <Text fw={700} tt="uppercase" data-testid="remote-paused">
                  {t('stage.paused')}
                </Text>
              )}
            </>
          )}
          {inRoom && view.room?.message && (
            <Text size="sm" data-testid="remote-message" style={{ overflowWrap: 'anywhere' }}>
              {t('rooms.messageShown', { text: view.room.message.text })}
            </Text>
          )}
          {state?.message && (
            <Text
              size="sm"
              data-testid="remote-plenary-message"
              style={{ overflowWrap: 'anywhere' }}
            >
              {t('rooms.plenaryMessage', { text: state.message.text })}
            </Text>
          )}
        </div>
        {inRoom && view.room && <RoomSteps room={view.room} />}
        <RoomControls
          view={view}
          online={online}
          pending={pending}
          onCommand={(input) => void command(input)}
        />
        <Button
          h={56}
          variant="light"
          leftSection={<IconMessage size={20} aria-hidden="true" />}
          disabled={!online || !inRoom}
          onClick={() => setSheetOpen(true)}
          data-testid="remote-message-open"
        >
          {t('rooms.messageRoom')}
        </Button>
      </div>
      {sheetWanted && (
        <Suspense fallback={null}>
          <MessageSheet
            opened={sheetOpen}
            onClose={() => setSheetOpen(false)}
            current={view?.room?.message ?? null}
            onCommand={command}
            title={t('rooms.messageRoom')}
            sendLabel={t('rooms.showInRoom')}
          />
        </Suspense>
      )}
    </LiveShell>
  );
}

/** Outside the room's sequence: which sequence the room starts with, or that it is over. */
function Waiting({ state }: { state: RunStateBody }) {
  const { t } = useTranslation('live');
  const sequence = roomsSequence(state);
  if (state.status === 'finished' || !sequence) {
    return (
      <h1 className={classes.title} data-testid="remote-status">
        {state.status === 'finished' ? t('remote.finished') : t('rooms.noMoreRooms')}
      </h1>
    );
  }
  return (
    <>
      <h1 className={classes.title} data-testid="remote-status">
        {t('rooms.startsWith', { title: sequence.title || t('sequence.untitled') })}
      </h1>
      <Text c="dimmed" size="sm">
        {t('rooms.waiting')}
      </Text>
    </>
  );
}
