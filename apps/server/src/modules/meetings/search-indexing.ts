import type { Executor } from '../../db/client.ts';
import { meetings, type MeetingRow } from '../../db/schema/index.ts';
import { byRef } from '../../access/loaders.ts';
import { parseMeetingRef } from '../../access/meeting-ref.ts';

type IndexingColumns = Pick<MeetingRow, 'status' | 'visibility' | 'accessCode' | 'searchIndexing'>;

/**
 * Whether search engines may list a meeting's public page (issue 26): only when its owner
 * allowed it and anyone may open the page without a code. Everything else, including a
 * meeting in the trash, asks not to be indexed, so the switch can never expose a meeting
 * its visibility hides.
 *
 * @example mayBeIndexed({ status: 'ACTIVE', visibility: 'Public', accessCode: null, searchIndexing: true }) // true
 */
export function mayBeIndexed(row: IndexingColumns): boolean {
  return (
    row.searchIndexing &&
    row.status === 'ACTIVE' &&
    row.visibility === 'Public' &&
    row.accessCode === null
  );
}

/**
 * `mayBeIndexed` for the meeting a page address names (uuid or join code), for the HTML of
 * `/m/{id}`. Never throws on a bad id: an id that is neither is simply not indexable.
 */
export async function pageMayBeIndexed(db: Executor, id: string): Promise<boolean> {
  let ref;
  try {
    ref = parseMeetingRef(decodeURIComponent(id));
  } catch {
    return false;
  }
  // Only the four columns the rule reads: this runs for every page view, and a text can be 200 KB.
  const [row] = await db
    .select({
      status: meetings.status,
      visibility: meetings.visibility,
      accessCode: meetings.accessCode,
      searchIndexing: meetings.searchIndexing,
    })
    .from(meetings)
    .where(byRef(ref))
    .limit(1);
  return row !== undefined && mayBeIndexed(row);
}
