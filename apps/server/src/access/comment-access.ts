import type { Executor } from '../db/client.ts';
import type { MeetingRow } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { findMeeting, refusalFor } from './loaders.ts';
import type { MeetingRef } from './meeting-ref.ts';
import { meetingRights, type Caller } from './policy.ts';

/**
 * Comments (issue 30) are for the people who see the meeting inside Ordo: its editors and its
 * teamspace's viewers read them and write them (a viewer's comment changes no agenda). Nobody
 * else does, whatever the meeting's visibility: public views, anonymous callers and remote
 * control tokens never reach them. A stranger gets the same refusal as for the meeting itself
 * (404 for a Private one). In a closed teamspace the threads stay readable but nothing new is
 * written (403 WORKSPACE_CLOSED), as for the agenda.
 */
export async function loadForComments(
  db: Executor,
  caller: Caller,
  ref: MeetingRef,
  intent: 'read' | 'write',
): Promise<MeetingRow> {
  const row = await findMeeting(db, ref);
  const rights = row ? meetingRights(caller, row) : { level: null, closed: false };
  if (!row || row.status !== 'ACTIVE' || rights.level === null) throw refusalFor(row, caller);
  if (intent === 'write' && rights.closed) throw new AppError('WORKSPACE_CLOSED');
  return row;
}

/** Whether `caller` may see the meeting's comments (so be @mentioned in them). */
export function mayReadComments(caller: Caller, meeting: MeetingRow): boolean {
  return meeting.status === 'ACTIVE' && meetingRights(caller, meeting).level !== null;
}
