import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { landOnTime, projectRun, type Sequence } from '@ordo/agenda';
import type {
  Device,
  LiveCommandAck,
  RunCommandInput,
  RunStateBody,
  StageWarnings,
} from '@ordo/contract';
import { MarkdownText } from '../editor/markdown-text.tsx';
import type { MeetingClock } from '../live/components/meeting-clock.ts';
import { runView } from '../live/components/run-view.ts';
import type { TimeDialogKind } from '../live/components/time-dialog.tsx';
import { toggleSkip } from '../live/components/skip-toggle.tsx';
import { useServerTick } from '../live/connection/index.ts';
import { runCountdowns } from '../live/components/countdowns.ts';
import type { CockpitPrefs } from './cockpit-prefs.ts';
import { ControlOptions } from './control-options.tsx';
import { DevicesPanel } from './devices-panel.tsx';
import { LandOnTime } from './land-on-time.tsx';
import { LiveClock } from './live-clock.tsx';
import { LiveControls } from './live-controls.tsx';
import { notesOf } from './notes-of.ts';
import { PlanStatus } from './plan-status.tsx';
import { RoomBoard } from './rooms/room-board.tsx';
import { SequenceStrip } from './sequence-strip.tsx';
import { StageControls } from './stage-controls.tsx';
import { useSwipe } from './use-swipe.ts';
import classes from './cockpit.module.css';

type CockpitLiveProps = {
  uuid: string;
  state: RunStateBody;
  devices: readonly Device[];
  /** The id this cockpit is listed under among `devices`. */
  deviceId: string | null;
  serverNow: () => number;
  run: (command: RunCommandInput) => Promise<LiveCommandAck>;
  prefs: CockpitPrefs;
  onPrefsChange: (patch: Partial<CockpitPrefs>) => void;
  wakeLock: { supported: boolean; active: boolean };
  /** The meeting's sequences as written now, for the private notes. */
  agendaSequences: readonly Sequence[];
  /** The clock projected times are read on (the meeting's zone when it has clock times). */
  clock: MeetingClock;
  /** The meeting's amber and red thresholds for the clock; null: the default rule. */
  warnings?: StageWarnings | null;
  onTimeDialog: (kind: TimeDialogKind) => void;
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** The run in progress: the clock and the controls on the left, the tools on the right. */
export function CockpitLive(props: CockpitLiveProps) {
  // The live catalog words the skip notice for the remote too.
  const { t } = useTranslation(['cockpit', 'live']);
  const { state, run } = props;
  // Drawn from the clock as each shown second flips, never from when a message arrived.
  const now = useServerTick(props.serverNow, (at) => runCountdowns(state, at));
  const view = runView(state, now, props.warnings);
  const plan = landOnTime(state, now);
  const projection = projectRun(state, now);
  const notes = notesOf(props.agendaSequences, state, state.currentIndex);
  const swipe = useSwipe(
    () => void run({ type: 'next' }),
    () => void run({ type: 'previous' }),
  );
  const current = view.current;

  return (
    <div className={classes.liveGrid}>
      <Stack gap="md">
        <Card
          withBorder
          padding="lg"
          className={classes.current}
          {...swipe}
          data-testid="cockpit-current"
        >
          <Stack gap="sm" align="center">
            <Group gap="xs" justify="center">
              <Text size="sm" c="dimmed">
                {t('live.position', {
                  index: state.currentIndex + 1,
                  count: state.sequences.length,
                })}
              </Text>
              {state.status === 'paused' && (
                <Badge color="orange" variant="filled" data-testid="cockpit-paused">
                  {t('live.paused')}
                </Badge>
              )}
            </Group>
            <Title order={1} size="h2" ta="center" data-testid="current-title">
              {current?.title ? <MarkdownText text={current.title} /> : t('sequences.untitled')}
            </Title>
            {current && current.speakers.length > 0 && (
              <Text c="dimmed" ta="center" data-testid="cockpit-speakers">
                {current.speakers.join(', ')}
              </Text>
            )}
            <div className={classes.clock}>
              <LiveClock
                warnings={props.warnings}
                remainingMs={view.remainingMs}
                targetMs={view.targetMs}
                showSeconds={props.prefs.showSeconds}
                countUp={props.prefs.countUp}
              />
            </div>
            <LiveControls state={state} run={run} onTimeDialog={props.onTimeDialog} />
            <Text size="sm" c="dimmed" ta="center" data-testid="cockpit-next-title">
              {view.next
                ? t('live.next', { title: view.next.title || t('sequences.untitled') })
                : t('live.lastSequence')}
            </Text>
          </Stack>
        </Card>
        {state.rooms && state.rooms.length > 0 && (
          <RoomBoard
            uuid={props.uuid}
            state={state}
            rooms={state.rooms}
            now={now}
            warnings={props.warnings}
            run={run}
          />
        )}
        <Card withBorder>
          <Stack gap="sm">
            <PlanStatus projection={projection} clock={props.clock} />
            <LandOnTime state={state} plan={plan} run={run} />
          </Stack>
        </Card>
        <Section title={t('live.notes')}>
          {notes ? (
            <MarkdownText component="div" text={notes} className={classes.notes} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('live.noNotes')}
            </Text>
          )}
        </Section>
      </Stack>
      <Stack gap="md">
        <Section title={t('sequences.title')}>
          <SequenceStrip
            state={state}
            projection={projection}
            clock={props.clock}
            onGoTo={(index) => void run({ type: 'goTo', index })}
            onSkip={(sequence) => void toggleSkip(sequence, run, t)}
          />
        </Section>
        <Section title={t('message.title')}>
          <StageControls state={state} run={run} />
        </Section>
        <Section title={t('devices.title')}>
          <DevicesPanel
            uuid={props.uuid}
            devices={props.devices}
            serverNow={now}
            selfId={props.deviceId}
          />
        </Section>
        <Section title={t('options.title')}>
          <ControlOptions
            prefs={props.prefs}
            onChange={props.onPrefsChange}
            wakeLock={props.wakeLock}
          />
        </Section>
      </Stack>
    </div>
  );
}
