import { lazy, Suspense, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { IconEyeOff, IconListDetails, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LiveCommandAck, RunCommandInput, RunStateBody, StageWarnings } from '@ordo/contract';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import type { LiveStatus } from '../connection/live-connection.ts';
import { useServerTick } from '../connection/use-server-clock.ts';
import { runCountdowns } from '../components/countdowns.ts';
import { ConnectionBadge } from '../components/connection-badge.tsx';
import { Countdown } from '../components/countdown.tsx';
import { LiveShell } from '../components/live-shell.tsx';
import { meetingClock, type MeetingClock } from '../components/meeting-clock.ts';
import { runView } from '../components/run-view.ts';
import { SequenceTitle } from '../components/sequence-title.tsx';
import type { TimeDialogKind } from '../components/time-dialog.tsx';
import { RemoteControls } from './remote-controls.tsx';
import { useRemoteCommand } from './use-remote-command.ts';
import classes from './remote.module.css';

// The message sheet (a drawer, its focus trap and scroll lock) loads the first time it opens:
// most remotes only ever press next, pause and +1 minute.
const MessageSheet = lazy(async () => ({
  default: (await import('./message-sheet.tsx')).MessageSheet,
}));
// The agenda (skip and bring back) too: it is opened now and then, not at every sequence.
const AgendaSheet = lazy(async () => ({
  default: (await import('./agenda-sheet.tsx')).AgendaSheet,
}));
// And "Set time left" / "End at": a modal (its scroll lock is 14 KB) that every participant's
// page would otherwise load, since the remote is bundled with them.
const TimeDialog = lazy(async () => ({
  default: (await import('../components/time-dialog.tsx')).TimeDialog,
}));

type RemoteScreenProps = {
  status: LiveStatus;
  state: RunStateBody | null;
  serverNow: () => number;
  send: (command: RunCommandInput) => Promise<LiveCommandAck>;
  /** The clock times are read on: the meeting's when it has clock times, else the phone's. */
  clock?: MeetingClock;
  /** The meeting's amber and red thresholds when known; null: the default rule. */
  warnings?: StageWarnings | null;
};

/** The phone remote drawn from a live snapshot: what runs now, big buttons, stage message, blackout. */
export function RemoteScreen({
  status,
  state,
  serverNow,
  send,
  clock = meetingClock(null),
  warnings = null,
}: RemoteScreenProps) {
  const { t } = useTranslation('live');
  const now = useServerTick(serverNow, (at) => runCountdowns(state, at));
  const { run, pending } = useRemoteCommand(send);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetWanted, setSheetWanted] = useState(false);
  if (sheetOpen && !sheetWanted) setSheetWanted(true);
  const [agendaOpen, setAgendaOpen] = useState(false);
  const [agendaWanted, setAgendaWanted] = useState(false);
  if (agendaOpen && !agendaWanted) setAgendaWanted(true);
  const [timeDialog, setTimeDialog] = useState<TimeDialogKind | null>(null);
  const online = status === 'live';
  const view = state ? runView(state, now, warnings) : null;
  const active = state?.status === 'running' || state?.status === 'paused';
  // A dialog about the current sequence closes with the run, and does not come back with the
  // next; a dropped connection leaves it open (sending then says why it cannot).
  if (!active && timeDialog !== null) setTimeDialog(null);
  const [timeWanted, setTimeWanted] = useState(false);
  if (timeDialog !== null && !timeWanted) setTimeWanted(true);
  const first = state?.sequences.find((sequence) => !sequence.skipped);
  const position =
    state && active
      ? t('sequence.position', { current: state.currentIndex + 1, total: state.sequences.length })
      : null;

  return (
    <LiveShell label={t('remote.label')} testId="remote">
      <div className={classes.remote}>
        <div className={classes.header}>
          <ConnectionBadge status={status} />
          <LanguageSwitcher compact />
          {/* Where the run stands doubles as the way into the agenda (skip, bring back). */}
          <Button
            size="sm"
            variant="default"
            leftSection={<IconListDetails size={18} aria-hidden="true" />}
            disabled={!state}
            onClick={() => setAgendaOpen(true)}
            aria-haspopup="dialog"
            aria-label={position ? t('remote.agenda.openAt', { position }) : undefined}
            data-testid="remote-agenda-open"
          >
            {position ? (
              <span data-testid="remote-position">{position}</span>
            ) : (
              t('remote.agenda.open')
            )}
          </Button>
        </div>
        <div className={classes.now}>
          {!state || !view ? (
            <Text c="dimmed" role="status">
              {t('remote.connecting')}
            </Text>
          ) : active ? (
            <>
              <h1 className={classes.title} data-testid="current-title">
                <SequenceTitle title={view.current?.title ?? ''} />
              </h1>
              <Countdown
                className={classes.countdown}
                remainingMs={view.remainingMs}
                targetMs={view.targetMs}
                warnings={warnings}
              />
              {state.status === 'paused' && (
                <Text fw={700} tt="uppercase" data-testid="remote-paused">
                  {t('stage.paused')}
                </Text>
              )}
              <Text c="dimmed" size="sm" data-testid="remote-next-up">
                {view.next
                  ? t('remote.nextUp', { title: view.next.title || t('sequence.untitled') })
                  : t('stage.lastSequence')}
              </Text>
            </>
          ) : (
            <>
              <h1 className={classes.title} data-testid="remote-status">
                {state.status === 'idle' ? t('remote.idle') : t('remote.finished')}
              </h1>
              {state.status === 'idle' && first && (
                <Text c="dimmed" size="sm" data-testid="remote-next-up">
                  {t('stage.first', { title: first.title || t('sequence.untitled') })}
                </Text>
              )}
            </>
          )}
          {state?.message && (
            <Text size="sm" data-testid="remote-message" style={{ overflowWrap: 'anywhere' }}>
              {t('remote.messageShown', { text: state.message.text })}
            </Text>
          )}
        </div>
        <RemoteControls
          state={state}
          online={online}
          pending={pending}
          onCommand={(command) => void run(command)}
          onTimeDialog={setTimeDialog}
        />
        <div className={classes.footer}>
          <Button
            h={56}
            px="sm"
            variant="light"
            leftSection={<IconMessage size={20} aria-hidden="true" />}
            disabled={!online}
            onClick={() => setSheetOpen(true)}
            data-testid="remote-message-open"
          >
            {t('remote.message')}
          </Button>
          <Button
            h={56}
            px="sm"
            variant={state?.blackout ? 'filled' : 'default'}
            color={state?.blackout ? 'dark' : undefined}
            leftSection={<IconEyeOff size={20} aria-hidden="true" />}
            aria-pressed={state?.blackout ?? false}
            disabled={!online || !state}
            loading={pending === 'blackout'}
            onClick={() => void run({ type: 'blackout', on: !state?.blackout })}
            data-testid="remote-blackout"
          >
            {t('remote.blackout')}
          </Button>
        </div>
      </div>
      {agendaWanted && (
        <Suspense fallback={null}>
          <AgendaSheet
            opened={agendaOpen}
            onClose={() => setAgendaOpen(false)}
            state={state}
            serverNow={now}
            clock={clock}
            online={online}
            onCommand={run}
          />
        </Suspense>
      )}
      {sheetWanted && (
        <Suspense fallback={null}>
          <MessageSheet
            opened={sheetOpen}
            onClose={() => setSheetOpen(false)}
            current={state?.message ?? null}
            onCommand={run}
          />
        </Suspense>
      )}
      {timeWanted && (
        <Suspense fallback={null}>
          <TimeDialog
            kind={timeDialog}
            onClose={() => setTimeDialog(null)}
            serverNow={serverNow}
            clock={clock}
            remainingMs={view?.remainingMs ?? 0}
            onCommand={run}
          />
        </Suspense>
      )}
    </LiveShell>
  );
}
