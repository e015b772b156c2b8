import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ListMeetingsQuery, Meeting, MeetingList } from '@ordo/contract';
import type { Executor } from '../../db/client.ts';
import { meetings } from '../../db/schema/index.ts';
import { escapeLike } from '../../http/sql-values.ts';
import { afterCursor, encodeCursor, orderBy } from './cursor.ts';
import { listSpaceSql } from '../../access/list-scope.ts';
import { findMeeting } from '../../access/loaders.ts';
import type { MeetingRef } from '../../access/meeting-ref.ts';
import { canSeeAsEditor, type Caller } from '../../access/policy.ts';
import { presentForEditor, presentSummary } from './presenter.ts';

/** The lifecycle of DESIGN §4 as SQL, so the list filters in the database. */
const lifecycleSql = sql<string>`case
  when ${meetings.archived} then 'archived'
  when ${meetings.runStatus} = 'live' then 'live'
  when ${meetings.runStatus} = 'done' then 'done'
  when ${meetings.visibility} in ('Public', 'Restricted') then 'published'
  when ${meetings.date} is not null then 'planned'
  else 'draft' end`;

/** The meetings of one space, one page, filtered and sorted as asked. */
export async function listMeetings(
  db: Executor,
  caller: Caller,
  query: ListMeetingsQuery,
): Promise<MeetingList> {
  const conditions: SQL[] = [
    eq(meetings.status, query.status),
    ...listSpaceSql(caller, query.workspace_uuid),
  ];
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

/**
 * The whole meeting as its editors see it, or undefined when `caller` is not one of them (the
 * route then answers the public projection, which decides between that and a 404).
 */
export async function readAsEditor(
  db: Executor,
  caller: Caller,
  ref: MeetingRef,
): Promise<Meeting | undefined> {
  const row = await findMeeting(db, ref);
  return row && canSeeAsEditor(caller, row) ? presentForEditor(row) : undefined;
}
