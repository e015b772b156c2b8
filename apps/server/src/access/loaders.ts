import { eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { meetings, type MeetingRow } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { MeetingRef } from './meeting-ref.ts';
import { canEdit, canSeeAsEditor, meetingRights, type Caller } from './policy.ts';

export function byRef(ref: MeetingRef): SQL {
  return ref.kind === 'uuid' ? eq(meetings.id, ref.value) : eq(meetings.joinCode, ref.value);
}

/** A meeting by uuid or join code, whoever asks; undefined when there is none. */
export async function findMeeting(db: Executor, ref: MeetingRef): Promise<MeetingRow | undefined> {
  const [row] = await db.select().from(meetings).where(byRef(ref)).limit(1);
  return row;
}

/**
 * A reader of meetings by uuid that reads each one once: a rights event re-checks every socket
 * of a room with one read per meeting, however many devices follow it.
 */
export function eachMeetingOnce(
  db: Executor,
): (meetingId: string) => Promise<MeetingRow | undefined> {
  const rows = new Map<string, Promise<MeetingRow | undefined>>();
  return (meetingId) => {
    let row = rows.get(meetingId);
    if (!row) rows.set(meetingId, (row = findMeeting(db, { kind: 'uuid', value: meetingId })));
    return row;
  };
}

/**
 * The error someone who may not edit `row` sees: a Private or deleted meeting is 404
 * MEETING_NOT_FOUND, exactly as for one that does not exist, so a stranger cannot learn that it
 * does (STYLE §6); a Public or Restricted one, whose existence its link already shows
 * (`/check`), is 403 FORBIDDEN, "You do not have permission!" (DESIGN §9). A teamspace member
 * who can see the meeting gets 403 FORBIDDEN, an editor of a closed teamspace 403
 * WORKSPACE_CLOSED.
 */
export function refusalFor(row: MeetingRow | undefined, caller: Caller | null = null): AppError {
  const rights = row ? meetingRights(caller, row) : { level: null, closed: false };
  if (rights.level === 'edit' && rights.closed) return new AppError('WORKSPACE_CLOSED');
  const seen = row?.status === 'ACTIVE' && (row.visibility !== 'Private' || rights.level !== null);
  return new AppError(seen ? 'FORBIDDEN' : 'MEETING_NOT_FOUND');
}

/**
 * The meeting if `caller` may edit it, else the refusal of `refusalFor`. `read` says the caller
 * only reads what editors see (history, runs, a copy's source): allowed in a closed teamspace.
 */
export async function loadEditable(
  db: Executor,
  caller: Caller,
  ref: MeetingRef,
  options: { forUpdate?: boolean; read?: boolean } = {},
): Promise<MeetingRow> {
  const query = db.select().from(meetings).where(byRef(ref)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (row && (options.read ? canSeeAsEditor(caller, row) : canEdit(caller, row))) return row;
  throw refusalFor(row, caller);
}
