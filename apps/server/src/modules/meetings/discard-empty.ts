import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { meetingRuns, meetingSnapshots, meetings, type MeetingRow } from '../../db/schema/index.ts';

/**
 * A meeting that never held anything (no text now, no recorded version of any text, nothing
 * put aside, never run) is removed for good when deleted, instead of filling the trash with
 * "Untitled meeting · 0 min": the editor deletes the meeting "New meeting" made when the user
 * leaves it without typing (issue 16). Returns whether it was removed.
 */
export async function discardIfNeverUsed(tx: Executor, meeting: MeetingRow): Promise<boolean> {
  if (meeting.content.trim() !== '' || meeting.fridge.length > 0 || meeting.trash.length > 0)
    return false;
  const [version] = await tx
    .select({ id: meetingSnapshots.id })
    .from(meetingSnapshots)
    .where(eq(meetingSnapshots.meetingId, meeting.id))
    .limit(1);
  if (version) return false;
  const [run] = await tx
    .select({ id: meetingRuns.id })
    .from(meetingRuns)
    .where(eq(meetingRuns.meetingId, meeting.id))
    .limit(1);
  if (run) return false;
  await tx.delete(meetings).where(eq(meetings.id, meeting.id));
  return true;
}
