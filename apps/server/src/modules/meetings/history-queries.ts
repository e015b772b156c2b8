import { and, desc, eq } from 'drizzle-orm';
import {
  meetingSettingsSchema,
  uuidPattern,
  type HistoryEntry,
  type Snapshot,
} from '@ordo/contract';
import type { Executor } from '../../db/client.ts';
import { meetingSnapshots, users } from '../../db/schema/index.ts';
import { restorableVersions } from './history.ts';
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
  const meeting = await loadEditable(db, caller, ref, { read: true });
  const rows = await snapshotRows(db, meeting.id);
  const restorable = restorableVersions(await ownerPlanOf(db, meeting.ownerId));
  return {
    items: rows.map((row, index) => ({
      snapshotId: row.id,
      version: row.version,
      // The time of the text it holds: a folded version shows its latest save.
      createdAt: row.savedAt.toISOString(),
      authorName: row.authorName,
      sequenceCount: row.sequenceCount,
      totalMinutes: row.totalMinutes,
      restorable: index < restorable,
    })),
    nextCursor: null,
  };
}

export async function listSnapshots(db: Executor, caller: Caller, ref: MeetingRef) {
  const meeting = await loadEditable(db, caller, ref, { read: true });
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
  const meeting = await loadEditable(db, caller, ref, { read: true });
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

async function ownerPlanOf(db: Executor, ownerId: string): Promise<string> {
  const [owner] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, ownerId));
  return owner?.plan ?? 'free';
}

/**
 * Refuses to restore a version kept read-only from a PRO period (older than the newest ones
 * the owner's plan allows): 402 PRO_REQUIRED, nothing changes.
 */
export async function assertRestorable(
  db: Executor,
  meeting: { id: string; ownerId: string },
  snapshotId: string,
): Promise<void> {
  const rows = await snapshotRows(db, meeting.id);
  const index = rows.findIndex((row) => row.id === snapshotId);
  if (index >= restorableVersions(await ownerPlanOf(db, meeting.ownerId))) {
    throw new AppError('PRO_REQUIRED', 'Restoring a version this old needs the PRO plan');
  }
}
