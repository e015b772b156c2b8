import { useEffect, useState } from 'react';
import type { MeetingCheck, PublicMeeting } from '@ordo/contract';
import { ApiError } from '../../api/errors.ts';
import { useAction } from '../../hooks/use-action.ts';
import { useFetched } from '../../hooks/use-fetched.ts';
import { readMeetingId } from './meeting-ref.ts';
import { passStore } from './pass-store.ts';
import { checkMeeting, fetchPublicMeeting } from './public-api.ts';
import { checkReads, meetingReads, readKey, rememberOpened } from './public-reads.ts';
import { problemOf } from './visitor-message.ts';

export type PublicMeetingView =
  | { status: 'invalid-id' }
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'locked' }
  | { status: 'ready'; meeting: PublicMeeting }
  | { status: 'failed'; error: unknown; retry: () => void };

/** A shared meeting kept fresh while open, so edits of the facilitator reach the room. */
const REFRESH_MS = 60_000;

/**
 * A shared meeting as a visitor opens it: `/check` (with the remembered pass) says whether it
 * exists and opens; then the projection is fetched. `unlock` tries a typed code: `/check`
 * first (a wrong code is a 200 there), then the meeting, whose pass is remembered so a reload
 * does not ask again.
 */
export function usePublicMeeting(rawId: string) {
  const id = readMeetingId(rawId);
  const [pass, setPass] = useState(() => (id ? passStore.read(id) : null));
  const key = readKey(id ?? '', pass);

  const check = useFetched(checkReads, key, () => checkMeeting(id ?? '', { pass }), {
    enabled: id !== null,
  });
  const opens = Boolean(check.data?.exists && (!check.data.requiresCode || check.data.codeValid));
  const meeting = useFetched(meetingReads, key, () => fetchPublicMeeting(id ?? '', { pass }), {
    enabled: id !== null && opens,
    refreshMs: REFRESH_MS,
  });

  const refused = check.data?.requiresCode === true && !check.data.codeValid;
  useEffect(() => {
    // The pass died (code or visibility changed): forget it so the next visit starts clean.
    if (id && pass && refused) passStore.forget(id);
  }, [id, pass, refused]);

  const unlock = useAction(async (code: string) => {
    const verdict = await checkMeeting(id ?? '', { code });
    if (!verdict.codeValid) {
      throw new ApiError(
        'INVALID_PASSWORD',
        'This access code is not valid. Check it with the facilitator.',
        401,
      );
    }
    const opened = await fetchPublicMeeting(id ?? '', { code });
    setPass(rememberOpened(id ? [id] : [], opened));
    return opened;
  });

  return { view: viewOf(id, check, meeting), unlock };
}

type Read<T> = { data?: T; error: unknown; isError: boolean; refetch: () => unknown };

function viewOf(
  id: string | null,
  check: Read<MeetingCheck>,
  meeting: Read<PublicMeeting>,
): PublicMeetingView {
  if (id === null) return { status: 'invalid-id' };
  if (check.isError) return failed(check.error, check.refetch);
  if (!check.data) return { status: 'loading' };
  if (!check.data.exists) return { status: 'not-found' };
  if (check.data.requiresCode && !check.data.codeValid) return { status: 'locked' };
  if (meeting.isError) {
    // Also on a refresh: a changed code or a meeting made private closes the page at once.
    const problem = problemOf(meeting.error);
    if (problem === 'PASSWORD_REQUIRED') return { status: 'locked' };
    if (problem === 'MEETING_NOT_FOUND') return { status: 'not-found' };
    if (!meeting.data) return failed(meeting.error, meeting.refetch);
  }
  if (meeting.data) return { status: 'ready', meeting: meeting.data };
  return { status: 'loading' };
}

function failed(error: unknown, refetch: () => unknown): PublicMeetingView {
  if (problemOf(error) === 'INVALID_ID') return { status: 'invalid-id' };
  return { status: 'failed', error, retry: () => void refetch() };
}
