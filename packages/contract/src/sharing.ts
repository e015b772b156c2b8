import { z } from 'zod';
import { lifecycleSchema, meetingScheduleSchema, stageWarningsSchema } from './meetings.ts';

/** Hours a pass stays valid after a right access code (DESIGN §9). */
export const MEETING_PASS_HOURS = 12;
/** The header a client may send its pass in, instead of `?pass=`. */
export const MEETING_PASS_HEADER = 'x-meeting-pass';

/** Access codes and passes arrive from anyone: bounded, never validated in a way that echoes them. */
const secretText = z.string().max(512);

/**
 * Query of `GET /v3/meetings/{id}` for the public view. `view=public` lets an editor see exactly
 * what participants see; `code` is the access code of a Restricted meeting; `pass` the signed
 * pass a right code returned (the `X-Meeting-Pass` header works too).
 */
export const publicMeetingQuerySchema = z.object({
  code: secretText.optional(),
  pass: secretText.optional(),
  view: z.enum(['public']).optional(),
});
export type PublicMeetingQuery = z.infer<typeof publicMeetingQuerySchema>;

/** Query of `GET /v3/meetings/{id}/check`. */
export const meetingCheckQuerySchema = publicMeetingQuerySchema.pick({ code: true, pass: true });

/**
 * The answer of `/check`, and nothing else (DESIGN §9): whether the meeting can be seen by
 * people without an account, whether it asks for an access code, and whether the code (or
 * pass) given opens it. `codeValid` is true for a Public meeting, since nothing more is needed.
 */
export const meetingCheckSchema = z.strictObject({
  exists: z.boolean(),
  requiresCode: z.boolean(),
  codeValid: z.boolean(),
});
export type MeetingCheck = z.infer<typeof meetingCheckSchema>;

/** A breakout room as participants see it (DESIGN §9 "Rooms"): no notes, no comments. */
export const publicMeetingRoomSchema = z.object({
  /** 0-based within its sequence. */
  index: z.number().int(),
  name: z.string(),
  minutes: z.number(),
  hosts: z.array(z.string()),
  /** The room's public text, inline markdown; `descriptionHtml` is it rendered by the server. */
  description: z.string(),
  nameHtml: z.string(),
  descriptionHtml: z.string(),
  steps: z.array(z.object({ index: z.number().int(), title: z.string(), minutes: z.number() })),
});
export type PublicMeetingRoom = z.infer<typeof publicMeetingRoomSchema>;

/** One sequence as participants see it: no private notes, no hidden comments. */
export const publicMeetingSequenceSchema = z.object({
  index: z.number().int(),
  title: z.string(),
  optional: z.boolean(),
  speakers: z.array(z.string()),
  durationMinutes: z.number(),
  /** Minutes from the start of the meeting. */
  startMinute: z.number(),
  endMinute: z.number(),
  /** Clock times `HH:MM` in the meeting's time zone, when it has a start time. */
  start: z.string().nullable(),
  end: z.string().nullable(),
  /** The public description, inline markdown: render it sanitised. */
  description: z.string(),
  /** `title` and `description` rendered by the server (safe inline HTML, allow-listed). */
  titleHtml: z.string(),
  descriptionHtml: z.string(),
  /** Its breakout rooms, only when it has some (agendas without rooms keep their shape). */
  rooms: z.array(publicMeetingRoomSchema).optional(),
});
export type PublicMeetingSequence = z.infer<typeof publicMeetingSequenceSchema>;

/**
 * A meeting as anyone who cannot edit it sees it (DESIGN §3 "What is public"). The server
 * builds it from `publicAgenda`; the schema doubles as an allow-list, since serialising through
 * it drops any field not named here.
 */
export const publicMeetingSchema = z.object({
  uuid: z.uuid(),
  title: z.string(),
  objective: z.string(),
  /**
   * `title` and `objective` rendered by the server as safe inline HTML (markdown-it, then an
   * allow-list), so participants' pages carry no markdown code of their own.
   */
  titleHtml: z.string(),
  objectiveHtml: z.string(),
  date: z.string().nullable(),
  startTime: z.string().nullable(),
  timeZone: z.string(),
  /** The language the agenda is written in; the interface follows the viewer. */
  language: z.enum(['en', 'fr']),
  lifecycle: lifecycleSchema,
  schedule: meetingScheduleSchema,
  sequences: z.array(publicMeetingSequenceSchema),
  /** The owner's brand colour, only while the owner is PRO. */
  brandColor: z.string().nullable(),
  /** True when a PRO owner removed the product mark. */
  hideBranding: z.boolean(),
  /**
   * Whether search engines may list the meeting's page: the owner allowed it and the meeting is
   * Public without an access code (issue 26). The page asks not to be indexed otherwise.
   */
  indexable: z.boolean(),
  /** When every countdown turns amber and red; null keeps the default rule. */
  stageWarnings: stageWarningsSchema.nullable(),
  /** Present once a right access code was given: send it back instead of the code. */
  pass: z.string().optional(),
});
export type PublicMeeting = z.infer<typeof publicMeetingSchema>;
