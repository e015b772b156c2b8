import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RunStateBody } from '@ordo/contract';
import { liveKeys } from '../../api/live.ts';
import { meetingKeys } from '../../api/meetings.ts';

/**
 * When a run starts or finishes, what other screens read changes with it: the meeting's
 * lifecycle (live, done), its finished runs and the averages. Marks them stale so Insight and
 * the meeting page show the run that just ended.
 */
export function useRunRefresh(uuid: string, state: RunStateBody | null): void {
  const client = useQueryClient();
  const status = state?.status;
  const runId = state?.runId;
  useEffect(() => {
    if (!status || status === 'paused') return;
    void client.invalidateQueries({ queryKey: liveKeys.runs(uuid) });
    void client.invalidateQueries({ queryKey: liveKeys.averages() });
    void client.invalidateQueries({ queryKey: meetingKeys.detail(uuid) });
    void client.invalidateQueries({ queryKey: meetingKeys.lists() });
  }, [client, uuid, status, runId]);
}
