import { and, asc, desc, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { MeetingSort } from '@ordo/contract';
import { meetings } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { isCalendarDate } from '@ordo/contract';
import { isIsoTimestamp, isUuid } from '../../http/sql-values.ts';

type SortKey = string;

/**
 * Keyset pagination: a page starts after the (sort value, id) pair of the previous page's last
 * row, so inserts and deletes between pages never skip or repeat rows the way offsets do.
 */
const sorts: Record<
  MeetingSort,
  { key: SQL; direction: 'asc' | 'desc'; read: (row: Row) => SortKey }
> = {
  updated: {
    key: sql`${meetings.updatedAt}`,
    direction: 'desc',
    read: (row) => row.updatedAt.toISOString(),
  },
  created: {
    key: sql`${meetings.createdAt}`,
    direction: 'desc',
    read: (row) => row.createdAt.toISOString(),
  },
  title: {
    key: sql`lower(${meetings.title})`,
    direction: 'asc',
    read: (row) => row.title.toLowerCase(),
  },
  // Undated meetings sort after dated ones.
  date: {
    key: sql`coalesce(${meetings.date}, '9999-12-31')`,
    direction: 'asc',
    read: (row) => row.date ?? '9999-12-31',
  },
};

/** Each sort value round-trips to what `read` writes, so SQL never sees an impossible one. */
const valueFits: Record<MeetingSort, (value: string) => boolean> = {
  updated: isIsoTimestamp,
  created: isIsoTimestamp,
  title: (value) => value.length <= 1000 && !value.includes('\u0000'),
  // The contract's rule for a meeting's date: a stored date is always a valid cursor.
  date: isCalendarDate,
};

const invalidCursor = () =>
  new AppError('VALIDATION_FAILED', 'The cursor is not valid for this list', {
    issues: [{ path: 'cursor', message: 'is not valid for this sort' }],
  });

type Row = { id: string; updatedAt: Date; createdAt: Date; title: string; date: string | null };

export function orderBy(sort: MeetingSort): SQL[] {
  const { key, direction } = sorts[sort];
  return direction === 'asc' ? [asc(key), asc(meetings.id)] : [desc(key), desc(meetings.id)];
}

export function encodeCursor(sort: MeetingSort, row: Row): string {
  return Buffer.from(JSON.stringify([sort, sorts[sort].read(row), row.id])).toString('base64url');
}

/** The condition "after this cursor", or 400 when the cursor is not one we issued for `sort`. */
export function afterCursor(sort: MeetingSort, cursor: string): SQL {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  if (
    !Array.isArray(decoded) ||
    decoded.length !== 3 ||
    decoded[0] !== sort ||
    typeof decoded[1] !== 'string' ||
    typeof decoded[2] !== 'string'
  ) {
    throw invalidCursor();
  }
  const [, value, id] = decoded as [string, string, string];
  // A forged cursor must be refused here, not fail inside the query as a 500.
  if (!isUuid(id) || !valueFits[sort](value)) throw invalidCursor();
  const { key, direction } = sorts[sort];
  const typedValue =
    sort === 'updated' || sort === 'created' ? sql`${value}::timestamptz` : sql`${value}`;
  const beyond = direction === 'asc' ? gt : lt;
  return or(
    direction === 'asc' ? sql`${key} > ${typedValue}` : sql`${key} < ${typedValue}`,
    and(sql`${key} = ${typedValue}`, beyond(meetings.id, id)),
  ) as SQL;
}
