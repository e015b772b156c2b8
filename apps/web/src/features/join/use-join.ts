import type { PublicMeeting } from '@ordo/contract';
import { ApiError } from '../../api/errors.ts';
import { useAction } from '../../hooks/use-action.ts';
import { passStore } from '../public-meeting/pass-store.ts';
import { checkMeeting, fetchPublicMeeting } from '../public-meeting/public-api.ts';
import { rememberOpened } from '../public-meeting/public-reads.ts';

export type JoinStep = { kind: 'code' } | { kind: 'password'; id: string };

const fail = (code: 'MEETING_NOT_FOUND' | 'INVALID_PASSWORD', message: string) =>
  new ApiError(code, message, code === 'MEETING_NOT_FOUND' ? 404 : 401);

/**
 * The two calls of the join screen. Both ask `/check` first, which answers 200 whatever the
 * outcome, so a wrong code or an unknown event is a message on the page and never a failed
 * request. Once the meeting opens, its projection (and pass) go straight into what the public
 * page reads, so arriving there costs no second round trip.
 */
export function useJoin(onOpened: (meeting: PublicMeeting) => void) {
  const opened = (id: string, meeting: PublicMeeting) => {
    rememberOpened([id], meeting);
    onOpened(meeting);
  };

  /** An event code: not found, protected (→ ask the password), or open at once. */
  const find = useAction(async (id: string): Promise<JoinStep> => {
    const pass = passStore.read(id);
    const verdict = await checkMeeting(id, { pass });
    if (!verdict.exists) throw fail('MEETING_NOT_FOUND', 'Meeting not found');
    if (verdict.requiresCode && !verdict.codeValid) return { kind: 'password', id };
    opened(id, await fetchPublicMeeting(id, { pass }));
    return { kind: 'code' };
  });

  /** The password of a protected event. */
  const enter = useAction(async ({ id, code }: { id: string; code: string }) => {
    const verdict = await checkMeeting(id, { code });
    if (!verdict.codeValid)
      throw fail(
        'INVALID_PASSWORD',
        'This access code is not valid. Check it with the facilitator.',
      );
    opened(id, await fetchPublicMeeting(id, { code }));
  });

  return { find, enter };
}
