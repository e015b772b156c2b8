import { useQuery } from '@tanstack/react-query';
import { CONTROL_TOKEN_HEADER, runNotesSchema } from '@ordo/contract';
import { api } from './client.ts';

type RunNotesOptions = {
  /** A control or presenter token (sent as `X-Control-Token`); the session's bearer otherwise. */
  controlToken: string | null;
  /** The run and sequence shown: the notes are read again when either moves. */
  runId: string | null;
  currentIndex: number;
  enabled: boolean;
};

/** Editors revise notes during a run too: the presenter view reads them again this often. */
const NOTES_REFRESH_MS = 60_000;

/**
 * The private notes of the run's sequences for the presenter view (DESIGN §9), as HTML the
 * server rendered with the agenda's safe markdown. Refusals come back as ApiError: 401
 * CONTROL_TOKEN_INVALID (revoked), 403 FORBIDDEN, 404 MEETING_NOT_FOUND; none is retried.
 */
export function useRunNotes(meetingId: string, options: RunNotesOptions) {
  const { controlToken, runId, currentIndex, enabled } = options;
  return useQuery({
    queryKey: ['live', 'notes', meetingId, controlToken, runId, currentIndex] as const,
    enabled,
    queryFn: ({ signal }) =>
      api(
        `/v3/meetings/${encodeURIComponent(meetingId)}/run/notes`,
        { signal, headers: controlToken ? { [CONTROL_TOKEN_HEADER]: controlToken } : {} },
        import.meta.env.DEV ? runNotesSchema : undefined,
      ),
    // Moving to the next sequence keeps the notes shown until the new read lands.
    placeholderData: (previous) => previous,
    refetchInterval: NOTES_REFRESH_MS,
    retry: false,
    meta: { silentError: true },
  });
}
