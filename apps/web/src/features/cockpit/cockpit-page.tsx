import { useCallback, useEffect, useMemo, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { idleRun, parseAgenda, presentRun, remainingMs, runAgendaOf } from '@ordo/agenda';
import type { RunStateBody } from '@ordo/contract';
import { useMeeting } from '../../api/meetings.ts';
import { useAuthToken } from '../../hooks/use-auth-token.ts';
import { useLiveRun } from '../live/connection/index.ts';
import { meetingClock } from '../live/components/meeting-clock.ts';
import { TimeDialog, type TimeDialogKind } from '../live/components/time-dialog.tsx';
import { useFullscreen } from '../live/components/use-fullscreen.ts';
import { useWakeLock } from '../live/components/use-wake-lock.ts';
import { CockpitFinished } from './cockpit-finished.tsx';
import { CockpitHeader } from './cockpit-header.tsx';
import { CockpitIntro } from './cockpit-intro.tsx';
import { CockpitLive } from './cockpit-live.tsx';
import { useCockpitKeys } from './cockpit-keys.ts';
import { useCockpitPrefs } from './cockpit-prefs.ts';
import { ConnectionProblem } from './connection-problem.tsx';
import { CockpitRevoked } from './cockpit-revoked.tsx';
import { HelpModal } from './help-modal.tsx';
import { StopModal } from './stop-modal.tsx';
import { useRemoteLink } from './use-remote-link.ts';
import { useRunCommands } from './use-run-commands.ts';
import { useRunRefresh } from './use-run-refresh.ts';
import classes from './cockpit.module.css';

/**
 * `/user/meeting/{uuid}/resume`: the facilitator's cockpit, full screen. One live connection
 * as a controller; the screen follows the run (intro, live, finished) as the server says.
 */
export function CockpitPage() {
  const { uuid = '' } = useParams();
  const token = useAuthToken();
  const [search, setSearch] = useSearchParams();
  // "Run again" from the meeting or the dashboard (`?again=1`): read once, then dropped from
  // the address, so a reload at the end of the next run shows that run's summary.
  const [again, setAgain] = useState(() => search.get('again') === '1');
  const againSpent = useCallback(() => setAgain(false), []);
  useEffect(() => {
    if (!search.has('again')) return;
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('again');
        return next;
      },
      { replace: true },
    );
  }, [search, setSearch]);
  // A new connection after an error: remounting the screen opens a fresh socket.
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return (
    <CockpitScreen
      key={`${uuid}-${attempt}`}
      uuid={uuid}
      token={token ?? ''}
      onRetry={retry}
      again={again}
      onAgainSpent={againSpent}
    />
  );
}

type CockpitScreenProps = {
  uuid: string;
  token: string;
  onRetry: () => void;
  /** Asked to run a finished meeting again: the intro rather than the last run's summary. */
  again: boolean;
  onAgainSpent: () => void;
};

/**
 * What the intro shows to run a finished meeting again: the agenda as written now (the next
 * run's snapshot), nothing run yet. The engine's own idle state, not a copy of its rules.
 */
function freshRunState(content: string, position: number): RunStateBody {
  const agenda = runAgendaOf(parseAgenda(content).agenda);
  return presentRun(idleRun(agenda), agenda, 0, position);
}

function CockpitScreen({ uuid, token, onRetry, again, onAgainSpent }: CockpitScreenProps) {
  const { t } = useTranslation('cockpit');
  const meeting = useMeeting(uuid);
  const live = useLiveRun({ meetingId: uuid, kind: 'cockpit', auth: { token } });
  const run = useRunCommands(live.send);
  const [prefs, changePrefs] = useCockpitPrefs();
  const fullscreen = useFullscreen();
  const wakeLock = useWakeLock(prefs.keepAwake);
  const remote = useRemoteLink(uuid);
  const [helpOpened, help] = useDisclosure(false);
  const [stopOpened, stop] = useDisclosure(false);
  const [timeDialog, setTimeDialog] = useState<TimeDialogKind | null>(null);
  const clock = meetingClock(meeting.data?.settings);
  const content = meeting.data?.content ?? '';
  const agendaSequences = useMemo(() => parseAgenda(content).agenda.sequences, [content]);
  const state = live.state;
  useRunRefresh(uuid, state);
  // Running again is asked of a finished run only; once another starts, the wish is spent (and
  // stays spent when "end for everyone" reconnects this screen at the end of that run).
  const againPending = again && state !== null && state.status !== 'finished';
  useEffect(() => {
    if (againPending) onAgainSpent();
  }, [againPending, onAgainSpent]);
  const position = state?.position ?? 0;
  const fresh = useMemo(() => freshRunState(content, position), [content, position]);
  const active = state?.status === 'running' || state?.status === 'paused';
  // A dialog about the current sequence closes with the run, and does not come back with the next.
  if (!active && timeDialog !== null) setTimeDialog(null);

  useCockpitKeys({
    active: active && live.status === 'live' && !live.revoked,
    paused: state?.status === 'paused',
    run,
    onFullscreen: fullscreen.toggle,
    onHelp: help.open,
    onTimeDialog: setTimeDialog,
  });

  // "End for everyone" disconnects this cockpit too; the facilitator still needs the finished
  // screen (Insight, restart, run again), so it joins again on a fresh connection.
  const ended = live.status === 'ended';
  useEffect(() => {
    if (!ended) return;
    const timer = setTimeout(onRetry, 500);
    return () => clearTimeout(timer);
  }, [ended, onRetry]);

  const title = meeting.data?.title || state?.sequences[0]?.title || t('untitled');
  const connecting = (
    <Center h="60vh">
      <Loader role="status" aria-label={t('connecting')} data-testid="cockpit-connecting" />
    </Center>
  );
  // Before the start, and before a fresh start after a finished run ("Run again").
  const intro = (shown: RunStateBody) => (
    <CockpitIntro
      uuid={uuid}
      state={shown}
      serverNow={live.serverNow}
      run={run}
      prefs={prefs}
      onPrefsChange={changePrefs}
      wakeLock={wakeLock}
      remote={remote}
    />
  );
  const body = (() => {
    // Rights taken away: no control is offered any more, whatever the run shows.
    if (live.revoked) return <CockpitRevoked uuid={uuid} revoked={live.revoked} />;
    if (ended && state?.status === 'finished') {
      return <CockpitFinished uuid={uuid} state={state} run={run} />;
    }
    if (live.status === 'error' || ended) {
      return (
        <ConnectionProblem uuid={uuid} status={live.status} error={live.error} onRetry={onRetry} />
      );
    }
    if (!state) return connecting;
    switch (state.status) {
      case 'idle':
        return intro(state);
      case 'running':
      case 'paused':
        return (
          <CockpitLive
            uuid={uuid}
            state={state}
            devices={live.devices}
            deviceId={live.deviceId}
            serverNow={live.serverNow}
            run={run}
            prefs={prefs}
            onPrefsChange={changePrefs}
            wakeLock={wakeLock}
            agendaSequences={agendaSequences}
            clock={clock}
            warnings={meeting.data?.settings.stageWarnings ?? null}
            onTimeDialog={setTimeDialog}
          />
        );
      case 'finished':
        if (!again) return <CockpitFinished uuid={uuid} state={state} run={run} />;
        return meeting.data ? intro(fresh) : connecting;
    }
  })();

  return (
    <div className={classes.page} data-testid="cockpit" data-status={state?.status ?? live.status}>
      <CockpitHeader
        uuid={uuid}
        title={title}
        status={live.status}
        fullscreen={fullscreen}
        onHelp={help.open}
        onStop={active && !live.revoked ? stop.open : null}
      />
      <main className={classes.main}>{body}</main>
      <HelpModal opened={helpOpened} onClose={help.close} remote={remote} uuid={uuid} />
      <StopModal uuid={uuid} opened={stopOpened} onClose={stop.close} run={run} />
      <TimeDialog
        kind={timeDialog}
        onClose={() => setTimeDialog(null)}
        serverNow={live.serverNow}
        clock={clock}
        remainingMs={state && active ? remainingMs(state, live.serverNow()) : 0}
        onCommand={run}
      />
    </div>
  );
}
