import { useState } from 'react';
import type { PublicMeeting, RunStateBody } from '@ordo/contract';
import type { LiveStatus } from '../live/connection/live-connection.ts';
import { useLiveRun } from '../live/connection/use-live-run.ts';
import { passStore } from './pass-store.ts';

/** What the public agenda needs of a live run to follow it. */
export type PublicRun = { state: RunStateBody; status: LiveStatus; serverNow: () => number };

/**
 * Follows the run of a meeting that is live, as a viewer (kind `public`, with the sharing pass
 * of a Restricted meeting). No socket before the meeting has loaded nor while it is not live;
 * once followed, the run stays followed (so its end shows), until the page closes.
 */
export function usePublicRun(meeting: PublicMeeting | null): PublicRun | null {
  const live = meeting?.lifecycle === 'live';
  const [followed, setFollowed] = useState<string | null>(null);
  if (live && meeting && followed !== meeting.uuid) setFollowed(meeting.uuid);
  const uuid = meeting?.uuid ?? '';
  const pass = meeting?.pass ?? (uuid ? passStore.read(uuid) : null);
  const run = useLiveRun({
    meetingId: uuid,
    kind: 'public',
    auth: {},
    pass: pass ?? undefined,
    enabled: followed !== null && followed === uuid,
  });
  if (!run.state || run.status === 'error' || followed !== uuid) return null;
  return { state: run.state, status: run.status, serverNow: run.serverNow };
}
