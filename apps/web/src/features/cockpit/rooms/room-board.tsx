import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconInfoCircle, IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { recallRemainingMs } from '@ordo/agenda';
import type { LiveCommandAck, RunCommandInput, RunStateBody, StageWarnings } from '@ordo/contract';
import { useCreateControlToken } from '../../../api/live.ts';
import { formatClock } from '../../live/components/format-clock.ts';
import { RecallModal } from './recall-modal.tsx';
import { RoomCard, type LiveRoom, type RoomDialog } from './room-card.tsx';
import { RoomLinksModal } from './room-links-modal.tsx';
import { RoomMessageModal } from './room-message-modal.tsx';
import classes from './room-board.module.css';

type RoomBoardProps = {
  uuid: string;
  state: RunStateBody;
  rooms: readonly LiveRoom[];
  /** Server time of this render (the cockpit's 200 ms tick). */
  now: number;
  warnings?: StageWarnings | null;
  run: (command: RunCommandInput) => Promise<LiveCommandAck>;
};

type Open = { dialog: RoomDialog; room: LiveRoom } | { dialog: 'messageAll' | 'recall' } | null;

/**
 * The breakout rooms of the current sequence at a glance (DESIGN §9 "Rooms"): each room's step
 * and time left with its own controls and links, a message to all, and the call back to plenary.
 * The plenary clock above keeps running; once every room is done the plenary waits for Next.
 */
export function RoomBoard({ uuid, state, rooms, now, warnings, run }: RoomBoardProps) {
  const { t } = useTranslation('cockpit');
  const [open, setOpen] = useState<Open>(null);
  const [remoteUrls, setRemoteUrls] = useState<ReadonlyMap<number, string>>(new Map());
  const createToken = useCreateControlToken(uuid);
  const recallLeft = recallRemainingMs(state.recall, now);
  const allDone = rooms.every((room) => room.status === 'done');
  const next = state.sequences.find((s) => s.index > state.currentIndex && !s.skipped);

  const openRoom = (dialog: RoomDialog, room: LiveRoom) => {
    setOpen({ dialog, room });
    // A room's remote link is made once per visit: the server shows a token only when made.
    if (dialog === 'remote' && !remoteUrls.has(room.index)) {
      const name = room.name || t('rooms.untitled', { number: room.index + 1 });
      createToken.mutate(
        { name, room: room.index },
        {
          onSuccess: (created) =>
            setRemoteUrls((urls) => new Map(urls).set(room.index, created.url)),
        },
      );
    }
  };
  const close = () => setOpen(null);
  const openedRoom = open && 'room' in open ? open.room : null;
  // The dialog follows the room as new states arrive (its message, its name).
  const liveRoom = openedRoom ? (rooms[openedRoom.index] ?? openedRoom) : null;

  return (
    <Card
      withBorder
      data-testid="room-board"
      component="section"
      aria-labelledby="room-board-title"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5" id="room-board-title">
            {t('rooms.title', { count: rooms.length })}
          </Title>
          <Group gap="xs">
            <Button
              variant="default"
              size="compact-md"
              leftSection={<IconMessages size={16} aria-hidden />}
              onClick={() => setOpen({ dialog: 'messageAll' })}
            >
              {t('rooms.messageAll')}
            </Button>
            <Button
              color="orange.9"
              size="compact-md"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              disabled={allDone}
              onClick={() => setOpen({ dialog: 'recall' })}
            >
              {t('rooms.recall')}
            </Button>
          </Group>
        </Group>
        {recallLeft !== null && recallLeft > 0 && !allDone && (
          <Alert color="orange" variant="light" data-testid="room-recall" role="status">
            <Text fw={700} className={classes.recall}>
              {t('rooms.recallRunning', { time: formatClock(recallLeft) })}
            </Text>
          </Alert>
        )}
        {allDone && (
          <Alert
            variant="light"
            icon={<IconInfoCircle size={18} aria-hidden />}
            data-testid="rooms-done"
            role="status"
          >
            {next
              ? t('rooms.allDone', { title: next.title || t('sequences.untitled') })
              : t('rooms.allDoneLast')}
          </Alert>
        )}
        {state.message && (
          <Text size="sm" data-testid="room-board-message">
            <Text span size="xs" c="dimmed" fw={600}>
              {t('rooms.messageAllShown')}
            </Text>{' '}
            {state.message.text}
          </Text>
        )}
        <div className={classes.grid}>
          {rooms.map((room) => (
            <RoomCard
              key={room.index}
              room={room}
              recall={state.recall}
              now={now}
              warnings={warnings}
              run={run}
              onOpen={openRoom}
            />
          ))}
        </div>
      </Stack>
      <RoomMessageModal
        key={open?.dialog === 'message' ? `room-${liveRoom?.index}` : 'all'}
        opened={open?.dialog === 'message' || open?.dialog === 'messageAll'}
        room={open?.dialog === 'message' ? liveRoom : null}
        current={state.message}
        onClose={close}
        run={run}
      />
      <RecallModal opened={open?.dialog === 'recall'} onClose={close} run={run} />
      {liveRoom && (open?.dialog === 'remote' || open?.dialog === 'stage') && (
        <RoomLinksModal
          opened
          kind={open.dialog}
          uuid={uuid}
          room={liveRoom}
          remoteUrl={remoteUrls.get(liveRoom.index) ?? null}
          remoteFailed={createToken.isError}
          onClose={close}
        />
      )}
    </Card>
  );
}
