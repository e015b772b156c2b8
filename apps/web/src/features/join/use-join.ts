import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingCheck, PublicMeeting } from '@ordo/contract';
import { ApiError } from '../../api/errors.ts';
import { passStore } from '../public-meeting/pass-store.ts';
import {
  checkMeeting,
  fetchPublicMeeting,
  publicMeetingKeys as keys,
} from '../public-meeting/public-api.ts';

export type JoinStep = { kind: 'code' } | { kind: 'password'; id: string };

const fail = (code: 'MEETING_NOT_FOUND' | 'INVALID_PASSWORD', message: string) =>
  new ApiError(code, message, code === 'MEETING_NOT_FOUND' ? 404 : 401);

/**
 * The two calls of the join screen. Both ask `/check` first, which answers 200 whatever the
 * outcome, so a wrong code or an unknown event is a message on the page and never a failed
 * request. Once the meeting opens, its projection (and pass) go straight into the cache the
 * public page reads, so arriving there costs no second round trip.
 */
export function useJoin(onOpened: (meeting: PublicMeeting) => void) {
  const client = useQueryClient();
  const opened = (id: string, meeting: PublicMeeting) => {
    const pass = meeting.pass ?? null;
    if (pass) passStore.save([id, meeting.uuid], pass);
    const granted: MeetingCheck = { exists: true, requiresCode: pass !== null, codeValid: true };
    client.setQueryData(keys.check(meeting.uuid, pass), granted);
    client.setQueryData(keys.meeting(meeting.uuid, pass), meeting);
    onOpened(meeting);
  };

  /** An event code: not found, protected (→ ask the password), or open at once. */
  const find = useMutation({
    mutationFn: async (id: string): Promise<JoinStep> => {
      const pass = passStore.read(id);
      const verdict = await checkMeeting(id, { pass });
      if (!verdict.exists) throw fail('MEETING_NOT_FOUND', 'Meeting not found');
      if (verdict.requiresCode && !verdict.codeValid) return { kind: 'password', id };
      opened(id, await fetchPublicMeeting(id, { pass }));
      return { kind: 'code' };
    },
    meta: { silentError: true },
  });

  /** The password of a protected event. */
  const enter = useMutation({
    mutationFn: async ({ id, code }: { id: string; code: string }) => {
      const verdict = await checkMeeting(id, { code });
      if (!verdict.codeValid) throw fail('INVALID_PASSWORD', 'The Password appears to be invalid!');
      opened(id, await fetchPublicMeeting(id, { code }));
    },
    meta: { silentError: true },
  });

  return { find, enter };
}
