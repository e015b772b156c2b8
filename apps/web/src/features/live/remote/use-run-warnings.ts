import { useEffect, useState } from 'react';
import { CONTROL_TOKEN_HEADER, type StageWarnings } from '@ordo/contract';
import { api } from '../../../api/client.ts';

/**
 * The meeting's stage thresholds for a phone remote that cannot read the public meeting (a
 * Private one, or a Restricted one it holds no pass for): the run's notes read, open to a
 * control token, carries them, so the remote's countdown turns amber and red with the stage's.
 * Null until known, or when the read is refused (the default rule then applies).
 */
export function useRunWarnings(
  meetingId: string,
  controlToken: string | null,
  enabled: boolean,
): StageWarnings | null {
  const [warnings, setWarnings] = useState<StageWarnings | null>(null);
  useEffect(() => {
    if (!enabled || !controlToken) return undefined;
    const controller = new AbortController();
    api<{ stageWarnings: StageWarnings | null }>(
      `/v3/meetings/${encodeURIComponent(meetingId)}/run/notes`,
      { signal: controller.signal, headers: { [CONTROL_TOKEN_HEADER]: controlToken } },
    )
      .then((answer) => setWarnings(answer.stageWarnings))
      // Refused or offline: the default thresholds are a fair fallback for a countdown.
      .catch(() => undefined);
    return () => controller.abort();
  }, [meetingId, controlToken, enabled]);
  return warnings;
}
