import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconDoorEnter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PublicMeetingRoom } from '@ordo/contract';
import { ServerHtml } from '../../components/server-html.tsx';
import { useServerTick } from '../live/connection/use-server-clock.ts';
import { roomCountdowns, runCountdowns } from '../live/components/countdowns.ts';
import { Countdown } from '../live/components/countdown.tsx';
import { roomView } from '../live/components/room-view.ts';
import { SequenceTitle } from '../live/components/sequence-title.tsx';
import type { PublicRun } from './use-public-run.ts';
import classes from './public-room-panel.module.css';

type PublicRoomPanelProps = {
  run: PublicRun;
  /** The rooms of the current sequence as the public agenda describes them. */
  rooms: readonly PublicMeetingRoom[];
  textLanguage: string;
  /** The room this participant follows in the current sequence, or null to choose one. */
  followed: number | null;
  onChoose: (room: number | null) => void;
};

/**
 * On the participant page while the run is on a sequence with rooms (DESIGN §9 "Rooms"): the
 * rooms to choose from (name, host, public text), then the chosen room's step, time left and
 * messages. A recall ("Back in plenary in 1:45") shows whatever the choice.
 */
export function PublicRoomPanel({
  run,
  rooms,
  textLanguage,
  followed,
  onChoose,
}: PublicRoomPanelProps) {
  const { t } = useTranslation('live');
  const now = useServerTick(run.serverNow, (at) =>
    followed === null ? runCountdowns(run.state, at) : roomCountdowns(run.state, followed, at),
  );
  const view = followed === null ? null : roomView(run.state, followed, now, run.warnings);
  const recall = run.state.recall;
  const recallLeft = recall ? Math.max(0, recall.endsAt - now) : null;
  const described = followed === null ? null : rooms[followed];

  return (
    <Paper withBorder p="md" className={classes.panel} data-testid="public-room-panel">
      <Stack gap="sm">
        {recallLeft !== null && recall && (
          <div className={classes.recall} role="status" data-testid="public-recall">
            {recallLeft > 0 ? (
              <>
                <Text fw={700}>{t('rooms.backInPlenaryIn')}</Text>
                <Countdown
                  className={classes.recallCountdown}
                  remainingMs={recallLeft}
                  targetMs={Math.max(1, recall.endsAt - recall.sentAt)}
                />
              </>
            ) : (
              <Text fw={700}>{t('rooms.backToPlenary')}</Text>
            )}
          </div>
        )}
        {followed === null || !view || !described ? (
          <RoomChoices rooms={rooms} textLanguage={textLanguage} onChoose={onChoose} />
        ) : (
          <>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div className={classes.grow}>
                <Text size="sm" c="dimmed">
                  {t('rooms.yourRoom')}
                </Text>
                <Title order={2} size="h3" lang={textLanguage} data-testid="public-room-name">
                  <ServerHtml html={described.nameHtml} />
                </Title>
                {described.hosts.length > 0 && (
                  <Text size="sm">
                    {t('rooms.host', {
                      names: described.hosts.join(', '),
                      count: described.hosts.length,
                    })}
                  </Text>
                )}
              </div>
              <Button
                variant="default"
                size="sm"
                leftSection={<IconArrowsExchange size={16} aria-hidden="true" />}
                onClick={() => onChoose(null)}
                data-testid="public-room-change"
              >
                {t('rooms.change')}
              </Button>
            </Group>
            {view.stage === 'done' ? (
              <Text fw={700} data-testid="public-room-step">
                {t('rooms.backToPlenary')}
              </Text>
            ) : (
              view.stage !== 'recall' && (
                <Group gap="md" align="center" wrap="wrap">
                  <Text fw={700} lang={textLanguage} data-testid="public-room-step">
                    <SequenceTitle title={view.step?.title ?? ''} />
                  </Text>
                  <Countdown
                    className={classes.countdown}
                    remainingMs={view.remainingMs}
                    targetMs={view.targetMs}
                    warnings={run.warnings}
                  />
                  {view.phase === 'paused' && (
                    <Text size="sm" fw={700} tt="uppercase">
                      {t('stage.paused')}
                    </Text>
                  )}
                </Group>
              )
            )}
            {view.room?.message && (
              <Text className={classes.message} role="status" data-testid="public-room-message">
                {view.room.message.text}
              </Text>
            )}
          </>
        )}
        {run.state.message && (
          <Text className={classes.message} data-testid="public-plenary-message">
            {t('rooms.plenaryMessage', { text: run.state.message.text })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function RoomChoices({
  rooms,
  textLanguage,
  onChoose,
}: {
  rooms: readonly PublicMeetingRoom[];
  textLanguage: string;
  onChoose: (room: number) => void;
}) {
  const { t } = useTranslation('live');
  return (
    <>
      <Title order={2} size="h3">
        {t('rooms.chooseTitle')}
      </Title>
      <ul className={classes.choices} aria-label={t('rooms.chooseTitle')}>
        {rooms.map((room) => (
          <li key={room.index} className={classes.choice} data-testid="public-room-choice">
            <Text fw={700} lang={textLanguage}>
              <ServerHtml html={room.nameHtml} />
            </Text>
            {room.hosts.length > 0 && (
              <Text size="sm">
                {t('rooms.host', { names: room.hosts.join(', '), count: room.hosts.length })}
              </Text>
            )}
            {room.description && (
              <div lang={textLanguage} className={classes.description}>
                <ServerHtml component="div" html={room.descriptionHtml} />
              </div>
            )}
            <Button
              size="sm"
              leftSection={<IconDoorEnter size={16} aria-hidden="true" />}
              onClick={() => onChoose(room.index)}
              aria-label={t('rooms.joinNamed', { name: room.name })}
            >
              {t('rooms.join')}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
