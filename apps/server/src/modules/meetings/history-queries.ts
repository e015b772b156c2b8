import { and, desc, eq } from 'drizzle-orm';
import {
  meetingSettingsSchema,
  uuidPattern,
  type HistoryEntry,
  type Snapshot,
} from '@ordo/contract';
import type { Executor } from '../../db/client.ts';
import { meetingSnapshots } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { MeetingRef } from '../../access/meeting-ref.ts';
import type { Caller } from '../../access/policy.ts';
import { loadEditable } from '../../access/loaders.ts';

async function snapshotRows(db: Executor, meetingId: string) {
  return db
    .select()
    .from(meetingSnapshots)
    .where(eq(meetingSnapshots.meetingId, meetingId))
    .orderBy(desc(meetingSnapshots.createdAt), desc(meetingSnapshots.version));
}

/** Recorded versions, newest first; bounded by the plan's history size. */
export async function getHistory(
  db: Executor,
  caller: Caller,
  ref: MeetingRef,
): Promise<{ items: HistoryEntry[]; nextCursor: null }> {
  const meeting = await loadEditable(db, caller, ref);
  const rows = await snapshotRows(db, meeting.id);
  return {
    items: rows.map((row) => ({
      snapshotId: row.id,
      version: row.version,
      // The time of the text it holds: a folded version shows its latest save.
      createdAt: row.savedAt.toISOString(),
      authorName: row.authorName,
      sequenceCount: row.sequenceCount,
      totalMinutes: row.totalMinutes,
    })),
    nextCursor: null,
  };
}

export async function listSnapshots(db: Executor, caller: Caller, ref: MeetingRef) {
  const meeting = await loadEditable(db, caller, ref);
  const rows = await snapshotRows(db, meeting.id);
  return {
    items: rows.map((row) => ({ snapshotId: row.id, createdAt: row.savedAt.toISOString() })),
    nextCursor: null,
  };
}

export async function getSnapshot(
  db: Executor,
  caller: Caller,
  ref: MeetingRef,
  snapshotId: string,
): Promise<Snapshot> {
  const meeting = await loadEditable(db, caller, ref);
  if (!uuidPattern.test(snapshotId)) throw new AppError('INVALID_ID');
  const [row] = await db
    .select()
    .from(meetingSnapshots)
    .where(
      and(
        eq(meetingSnapshots.id, snapshotId.toLowerCase()),
        eq(meetingSnapshots.meetingId, meeting.id),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', 'This version does not exist');
  return {
    snapshotId: row.id,
    createdAt: row.savedAt.toISOString(),
    content: row.content,
    settings: meetingSettingsSchema.parse(row.settings),
  };
}
