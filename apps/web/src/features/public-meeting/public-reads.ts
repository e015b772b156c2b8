import type { MeetingCheck, PublicMeeting } from '@ordo/contract';
import { FetchCache } from '../../api/fetch-cache.ts';
import { passStore } from './pass-store.ts';

/**
 * What a visitor has read of shared meetings, by id and pass: `/check` verdicts and public
 * projections. Forgotten on sign-in and sign-out, since an editor may see a Private meeting
 * that a visitor may not.
 */
export const checkReads = new FetchCache<MeetingCheck>({ session: true });
export const meetingReads = new FetchCache<PublicMeeting>({ session: true });

export const readKey = (id: string, pass: string | null) => `${id}|${pass ?? ''}`;

/**
 * A meeting just opened by a code or by the join screen: its pass is remembered (a reload does
 * not ask again) and its projection kept, so its page shows without a second round trip.
 * Returns the pass it opened with.
 */
export function rememberOpened(ids: string[], meeting: PublicMeeting): string | null {
  const pass = meeting.pass ?? null;
  if (pass) passStore.save([...new Set([...ids, meeting.uuid])], pass);
  const granted: MeetingCheck = { exists: true, requiresCode: pass !== null, codeValid: true };
  for (const id of new Set([...ids, meeting.uuid])) {
    checkReads.set(readKey(id, pass), granted);
    meetingReads.set(readKey(id, pass), meeting);
  }
  return pass;
}
