import { useEffect, useState } from 'react';
import { projectRun, type RunProjection } from '@ordo/agenda';
import type { LiveRevokedEvent, PublicMeeting, RunStateBody, StageWarnings } from '@ordo/contract';
import type { LiveStatus } from '../live/connection/live-connection.ts';
import { useLiveRun } from '../live/connection/use-live-run.ts';
import { passStore } from './pass-store.ts';

/** What the public agenda needs of a live run to follow it. */
export type PublicRun = {
  state: RunStateBody;
  status: LiveStatus;
  serverNow: () => number;
  /** The meeting's amber and red thresholds; null or absent: the default rule. */
  warnings?: StageWarnings | null;
};

/**
 * Why the server stopped a visitor following the run (DESIGN §9 "Live rights"): the meeting
 * was made Private (`private`), or its access code changed or became required (`locked`).
 */
export type PublicRunClosed = 'private' | 'locked' | null;

/** The page a revocation leads to; other revocations leave the agenda as it was loaded. */
export function closedBy(revoked: LiveRevokedEvent | null): PublicRunClosed {
  if (!revoked || revoked.role !== null) return null;
  if (revoked.code === 'MEETING_NOT_FOUND') return 'private';
  if (revoked.code === 'PASSWORD_REQUIRED' || revoked.code === 'INVALID_PASSWORD') return 'locked';
  return null;
}

/**
 * Follows a meeting's run as a viewer (kind `public`, with the sharing pass of a Restricted
 * meeting) from the moment the meeting has loaded, live or not: a page opened before the start
 * shows the start, and every command, as the server sends it. The run is shown once it was seen
 * under way here (or the meeting loaded live) and stays shown, so its end shows too; a run that
 * finished before the page opened is not news, the plain agenda says more. `closed` says when
 * the server cut the visitor off; a pass that no longer holds is forgotten.
 */
export function usePublicRun(
  meeting: PublicMeeting | null,
  room: number | null = null,
): {
  run: PublicRun | null;
  closed: PublicRunClosed;
} {
  const uuid = meeting?.uuid ?? '';
  const pass = meeting?.pass ?? (uuid ? passStore.read(uuid) : null);
  const live = useLiveRun({
    meetingId: uuid,
    kind: 'public',
    auth: {},
    pass: pass ?? undefined,
    // A participant in a breakout room joins with it, to get that room's messages too.
    room: room ?? undefined,
    enabled: uuid !== '',
  });
  // Choosing a room opens a new socket: until it answers, the last state stays on screen.
  const [kept, setKept] = useState<{ uuid: string; state: RunStateBody } | null>(null);
  // Compared by position (the run log's count), which every change moves: never a loop.
  if (live.state && (kept?.uuid !== uuid || live.state.position !== kept.state.position)) {
    setKept({ uuid, state: live.state });
  }
  const fallback = kept?.uuid === uuid && live.status === 'connecting' ? kept.state : null;
  const run = { ...live, state: live.state ?? fallback };
  const status = run.state?.status;
  const underWay = status === 'running' || status === 'paused' || meeting?.lifecycle === 'live';
  const [followed, setFollowed] = useState<string | null>(null);
  if (underWay && uuid && followed !== uuid) setFollowed(uuid);
  const closed = uuid ? closedBy(run.revoked) : null;
  useEffect(() => {
    if (closed === 'locked' && uuid) passStore.forget(uuid);
  }, [closed, uuid]);
  if (!run.state || run.status === 'error' || followed !== uuid) return { run: null, closed };
  const warnings = meeting?.stageWarnings ?? null;
  return {
    run: { state: run.state, status: run.status, serverNow: run.serverNow, warnings },
    closed,
  };
}

/** Projected times move with an overrun or a pause; for hh:mm a few seconds' tick is enough. */
const PROJECTION_TICK_MS = 5_000;

/**
 * The projected times of a run that goes on (`projectRun`, what every screen reads), refreshed
 * every few seconds and with every state; null before the start and once it is over, when the
 * agenda's own times say it all.
 */
export function useRunProjection(run: PublicRun | null): RunProjection | null {
  const active = run?.state.status === 'running' || run?.state.status === 'paused';
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), PROJECTION_TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return run && active ? projectRun(run.state, run.serverNow()) : null;
}
