import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import {
  buildCalendar,
  calendarContent,
  UnknownTimeZoneError,
  type CalendarEvent,
} from '@ordo/agenda';
import type { Executor } from '../../db/client.ts';
import { calendarFeeds, meetings, users, type MeetingRow } from '../../db/schema/index.ts';
import { meetingRights } from '../../access/policy.ts';
import { loadTeamSeats } from '../../access/team-seats.ts';

/** At most this many events in one feed: a calendar app polls it, it must stay small. */
const FEED_LIMIT = 500;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new secret for the user's feed; the previous one stops working at once. */
export async function rotateCalendarToken(db: Executor, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const row = { userId, tokenHash: hashOf(token), createdAt: new Date() };
  await db
    .insert(calendarFeeds)
    .values(row)
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: row.tokenHash, createdAt: row.createdAt },
    });
  return token;
}

/** Whether the user has a feed address, and since when (the token itself is not kept). */
export async function calendarFeedStatus(db: Executor, userId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return { active: row !== undefined, createdAt: row?.createdAt.toISOString() ?? null };
}

/** The feed's owner for a token, with their language; undefined for a wrong or replaced one. */
export async function calendarTokenOwner(db: Executor, token: string) {
  if (token.length < 20) return undefined;
  const [row] = await db
    .select({ id: users.id, language: users.language })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashOf(token)));
  return row;
}

/**
 * The meetings the feed lists: with a date from yesterday on (a meeting earlier today in a
 * zone behind UTC still shows), not archived or deleted, that the user owns or may see in a
 * teamspace they joined (the dashboard's rules, access/policy.ts).
 */
async function upcomingMeetings(db: Executor, userId: string, now: Date): Promise<MeetingRow[]> {
  const teams = await loadTeamSeats(db, userId);
  const caller = { id: userId, teams };
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const teamIds = [...teams.keys()];
  const rows = await db
    .select()
    .from(meetings)
    .where(
      and(
        eq(meetings.status, 'ACTIVE'),
        eq(meetings.archived, false),
        isNotNull(meetings.date),
        gte(meetings.date, yesterday),
        teamIds.length > 0
          ? sql`(${meetings.ownerId} = ${userId} or ${meetings.workspaceId} in (${sql.join(
              teamIds.map((id) => sql`${id}`),
              sql`, `,
            )}))`
          : eq(meetings.ownerId, userId),
      ),
    )
    .orderBy(meetings.date, meetings.startTime)
    .limit(FEED_LIMIT);
  return rows.filter((row) => meetingRights(caller, row).level !== null);
}

/**
 * The user's feed as an iCalendar file: one event per upcoming meeting, each with the UID and
 * SEQUENCE its own .ics download carries, so the same meeting is never listed twice.
 */
export async function calendarFeed(
  db: Executor,
  owner: { id: string; language: 'en' | 'fr' | null },
  options: { publicUrl: string; brandName: string; now?: Date },
): Promise<string> {
  const now = options.now ?? new Date();
  const language = owner.language ?? 'en';
  const events: CalendarEvent[] = [];
  for (const meeting of await upcomingMeetings(db, owner.id, now)) {
    if (!meeting.date) continue;
    const content = calendarContent(
      meeting.content,
      meeting.startTime,
      language,
      language === 'fr' ? 'facultatif' : 'optional',
    );
    const event: CalendarEvent = {
      id: meeting.id,
      sequence: meeting.version,
      stamp: now,
      title: meeting.title.trim() || content.title || 'Meeting',
      date: meeting.date,
      startTime: meeting.startTime,
      timeZone: meeting.timeZone,
      durationMinutes: content.durationMinutes,
      description: content.description,
      url: `${options.publicUrl}/user/meeting/${meeting.id}`,
    };
    try {
      // Each event alone first: one meeting with a zone this runtime lacks must not empty
      // the whole feed; it is left out (its own download says why).
      buildCalendar([event]);
      events.push(event);
    } catch (error) {
      if (!(error instanceof UnknownTimeZoneError)) throw error;
    }
  }
  return buildCalendar(events, { name: options.brandName });
}
