import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ListMeetingsQuery, MeetingList } from '@ordo/contract';
import type { Executor } from '../../db/client.ts';
import { meetings, type MeetingRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { afterCursor, encodeCursor, orderBy } from './cursor.ts';
import type { MeetingRef } from './meeting-id.ts';
import { canEdit, type Caller } from './policy.ts';
import { presentSummary } from './presenter.ts';

/** The lifecycle of DESIGN §4 as SQL, so the list filters in the database. */
const lifecycleSql = sql<string>`case
  when ${meetings.archived} then 'archived'
  when ${meetings.visibility} in ('Public', 'Restricted') then 'published'
  when ${meetings.date} is not null then 'planned'
  else 'draft' end`;

export function byRef(ref: MeetingRef): SQL {
  return ref.kind === 'uuid' ? eq(meetings.id, ref.value) : eq(meetings.joinCode, ref.value);
}

/** A meeting by uuid or join code, whoever asks; undefined when there is none. */
export async function findMeeting(db: Executor, ref: MeetingRef): Promise<MeetingRow | undefined> {
  const [row] = await db.select().from(meetings).where(byRef(ref)).limit(1);
  return row;
}

/**
 * The meeting if `caller` may edit it. For anyone else: a Private or deleted meeting is 404
 * MEETING_NOT_FOUND, exactly as for one that does not exist, so a stranger cannot learn that it
 * does (STYLE §6); a Public or Restricted one, whose existence its link already shows
 * (`/check`), is 403 FORBIDDEN, "You do not have permission!" (DESIGN §9).
 */
export async function loadEditable(
  db: Executor,
  caller: Caller,
  ref: MeetingRef,
  options: { forUpdate?: boolean } = {},
): Promise<MeetingRow> {
  const query = db.select().from(meetings).where(byRef(ref)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (row && canEdit(caller, row)) return row;
  const shared = row?.status === 'ACTIVE' && row.visibility !== 'Private';
  throw new AppError(shared ? 'FORBIDDEN' : 'MEETING_NOT_FOUND');
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The caller's own meetings, one page, filtered and sorted as asked. */
export async function listMeetings(
  db: Executor,
  caller: Caller,
  query: ListMeetingsQuery,
): Promise<MeetingList> {
  const conditions: SQL[] = [eq(meetings.ownerId, caller.id), eq(meetings.status, query.status)];
  if (query.workspace_uuid) conditions.push(eq(meetings.workspaceId, query.workspace_uuid));
  if (query.lifecycle !== 'all') conditions.push(sql`${lifecycleSql} = ${query.lifecycle}`);
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(meetings.title, pattern), ilike(meetings.objective, pattern)) as SQL);
  }
  if (query.cursor) conditions.push(afterCursor(query.sort, query.cursor));

  const rows = await db
    .select()
    .from(meetings)
    .where(and(...conditions))
    .orderBy(...orderBy(query.sort))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(presentSummary),
    nextCursor: rows.length > query.limit && last ? encodeCursor(query.sort, last) : null,
  };
}
