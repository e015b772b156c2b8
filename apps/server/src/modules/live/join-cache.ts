import type { RunAgenda, RunCore } from '@ordo/agenda';
import type { MeetingRef } from '../../access/meeting-ref.ts';
import { findMeeting } from '../../access/loaders.ts';
import type { Db } from '../../db/client.ts';
import type { MeetingRow } from '../../db/schema/index.ts';
import { latestRun } from './run-log.ts';
import { currentCore } from './run-commands.ts';

/** How long a meeting row read for a join is reused: a room joining at once reads it once. */
const MEETING_TTL_MS = 2_000;

/**
 * What joins read, shared by the joins in flight and kept briefly: a thousand phones scanning
 * the same QR code make one database read, not a thousand. The run stays cached until a command
 * changes it; every process drops its copy when any process applies a command (`invalidate`).
 * A visibility change, which every process hears as a rights event, empties the meeting rows.
 */
export function joinCache(db: Db, clock: () => number) {
  const meetings = new Map<string, { at: number; row: Promise<MeetingRow | undefined> }>();
  const runs = new Map<string, Promise<{ agenda: RunAgenda; core: RunCore; position: number }>>();
  // Bumped by every command: a read that started before a command is read again, so a join
  // never answers with a state older than a broadcast its socket may already have received.
  const generations = new Map<string, number>();

  return {
    meeting(ref: MeetingRef): Promise<MeetingRow | undefined> {
      const key = `${ref.kind}:${ref.value}`;
      const cached = meetings.get(key);
      if (cached && clock() - cached.at < MEETING_TTL_MS) return cached.row;
      if (meetings.size > 5_000) meetings.clear();
      const row = findMeeting(db, ref);
      meetings.set(key, { at: clock(), row });
      row.catch(() => meetings.delete(key));
      return row;
    },
    async run(row: MeetingRow): Promise<{ agenda: RunAgenda; core: RunCore; position: number }> {
      for (;;) {
        const generation = generations.get(row.id) ?? 0;
        let loading = runs.get(row.id);
        if (!loading) {
          if (runs.size > 5_000) runs.clear();
          loading = latestRun(db, row.id).then((loaded) => currentCore(row, loaded));
          runs.set(row.id, loading);
          loading.catch(() => runs.delete(row.id));
        }
        const result = await loading;
        if ((generations.get(row.id) ?? 0) === generation) return result;
      }
    },
    /** A meeting's access changed (DESIGN §9 "Live rights"): the next join reads it again. */
    forgetMeetings() {
      meetings.clear();
    },
    invalidate(meetingId: string) {
      runs.delete(meetingId);
      generations.set(meetingId, (generations.get(meetingId) ?? 0) + 1);
    },
  };
}
