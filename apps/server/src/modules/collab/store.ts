import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  meetingDocuments,
  meetings,
  users,
  type MeetingRow,
  type SnapshotAuthor,
} from '../../db/schema/index.ts';
import { checkContentLimits } from '../meetings/content-limits.ts';
import { deriveFields } from '../meetings/derive.ts';
import { recordVersion } from '../meetings/history.ts';

/**
 * The meeting row, locked until the transaction ends: every write of a meeting's text (the
 * API's PUT, a restore, a store of the shared document from any process) takes this lock
 * first, so they happen one after the other and none overwrites another.
 */
export async function lockMeeting(
  tx: Executor,
  meetingId: string,
): Promise<MeetingRow | undefined> {
  const [row] = await tx.select().from(meetings).where(eq(meetings.id, meetingId)).for('update');
  return row;
}

/** The stored document state, or undefined before anyone co-edited the meeting. */
export async function readDocumentState(
  tx: Executor,
  meetingId: string,
): Promise<Uint8Array | undefined> {
  const [row] = await tx
    .select({ state: meetingDocuments.state })
    .from(meetingDocuments)
    .where(eq(meetingDocuments.meetingId, meetingId));
  return row ? new Uint8Array(row.state) : undefined;
}

export async function writeDocumentState(
  tx: Executor,
  meetingId: string,
  state: Uint8Array,
  now: Date,
): Promise<void> {
  await tx
    .insert(meetingDocuments)
    .values({ meetingId, state, updatedAt: now })
    .onConflictDoUpdate({ target: meetingDocuments.meetingId, set: { state, updatedAt: now } });
}

/**
 * Writes the shared document's text as the meeting's content, as a save through the API does:
 * derived fields, `version` + 1, and a history version under the same rules (a version per
 * author per two minutes, the owner's plan's count), attributed to everyone whose edits went
 * in. Throws PAYLOAD_TOO_LARGE/VALIDATION_FAILED when the text breaks the content limits.
 */
export async function storeText(
  tx: Executor,
  row: MeetingRow,
  text: string,
  authors: readonly SnapshotAuthor[],
  options: { now: Date; intervalMs: number },
): Promise<MeetingRow> {
  const derived = deriveFields(text, row.startTime);
  checkContentLimits(text, derived.sequenceCount);
  const [updated] = await tx
    .update(meetings)
    .set({ content: text, ...derived, version: row.version + 1, updatedAt: options.now })
    .where(eq(meetings.id, row.id))
    .returning();
  if (!updated) throw new Error('the locked meeting row went missing');
  const [first, ...others] = authors;
  if (first) {
    const [owner] = await tx
      .select({ plan: users.plan })
      .from(users)
      .where(eq(users.id, row.ownerId));
    const author = await authorOf(tx, first);
    await recordVersion(tx, updated, author, owner?.plan ?? 'free', options.now, {
      intervalMs: options.intervalMs,
      coauthors: others,
    });
  }
  return updated;
}

async function authorOf(tx: Executor, author: SnapshotAuthor) {
  const [row] = await tx.select({ plan: users.plan }).from(users).where(eq(users.id, author.id));
  return { id: author.id, fullName: author.name, plan: row?.plan ?? ('free' as const) };
}
