import { z } from 'zod';

/** Meeting content limit (DESIGN §9): 200,000 bytes of UTF-8. */
export const MEETING_CONTENT_MAX_BYTES = 200_000;
export const MEETING_MAX_SEQUENCES = 2_000;
export const MEETING_LIST_MAX_ENTRIES = 200;
export const PAGE_LIMIT_MAX = 100;
export const PAGE_LIMIT_DEFAULT = 30;

export const visibilities = ['Private', 'Public', 'Restricted'] as const;
export const visibilitySchema = z.enum(visibilities);
export type Visibility = z.infer<typeof visibilitySchema>;

export const lifecycles = ['draft', 'planned', 'published', 'live', 'done', 'archived'] as const;
export const lifecycleSchema = z.enum(lifecycles);
export type Lifecycle = z.infer<typeof lifecycleSchema>;

export const meetingStatusSchema = z.enum(['ACTIVE', 'DELETED']);
export type MeetingStatus = z.infer<typeof meetingStatusSchema>;

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};
/**
 * A real calendar day `YYYY-MM-DD` in years 1–9999: no February 30, and no year 0, which
 * PostgreSQL's dates lack (a meeting dated so could not be paged past in a date-sorted list).
 */
export const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

export const meetingDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
  .refine(isCalendarDate, 'is not a calendar date');
export const startTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM (00:00–23:59)');
/** An access code: what participants type, so printable and of sensible length. */
export const accessCodeSchema = z
  .string()
  .trim()
  .min(4, 'must be at least 4 characters')
  .max(64, 'must be at most 64 characters')
  .regex(/^[\x21-\x7e]+$/, 'must use letters, digits or symbols, without spaces');

/**
 * When the stage countdown turns amber and red (issue 24), in minutes or in percent of the
 * sequence's target still left; `red` 0 means red only in overtime. Null in a meeting's
 * settings keeps the default: amber in the last 20 % or 2 minutes, red in overtime.
 */
export const stageWarningsSchema = z
  .object({
    unit: z.enum(['minutes', 'percent']),
    amber: z.number().min(0).max(600),
    red: z.number().min(0).max(600),
  })
  .strict()
  .refine((value) => value.red <= value.amber, {
    message: 'red must not be above amber',
    path: ['red'],
  })
  .refine((value) => value.unit === 'minutes' || value.amber <= 100, {
    message: 'must be at most 100 percent',
    path: ['amber'],
  });
export type StageWarnings = z.infer<typeof stageWarningsSchema>;

export const meetingSettingsSchema = z.object({
  date: meetingDateSchema.nullable(),
  startTime: startTimeSchema.nullable(),
  timeZone: z.string().max(64).refine(isTimeZone, 'is not an IANA time zone'),
  visibility: visibilitySchema,
  isTemplate: z.boolean(),
  brandColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1c7ed6')
    .nullable(),
  hideBranding: z.boolean(),
  /**
   * The owner lets search engines list the public page (issue 26); it only takes effect while
   * the meeting is Public without an access code. Off by default.
   */
  searchIndexing: z.boolean(),
  language: z.enum(['en', 'fr']),
  stageWarnings: stageWarningsSchema.nullable(),
});
export type MeetingSettings = z.infer<typeof meetingSettingsSchema>;

/** Settings as their editors see them: with the access code (DESIGN §4). */
export const editorSettingsSchema = meetingSettingsSchema.extend({ code: z.string().nullable() });
export type EditorSettings = z.infer<typeof editorSettingsSchema>;

/** What a create or update may change in settings; `code` null removes the access code. */
export const settingsInputSchema = meetingSettingsSchema
  .partial()
  .extend({ code: accessCodeSchema.nullable().optional() })
  .strict();
export type SettingsInput = z.infer<typeof settingsInputSchema>;

export const contentSchema = z.string();
/** One fridge or trash entry is one sequence's text: bounded well below a whole agenda. */
export const SEQUENCE_TEXT_MAX_CHARS = 20_000;
export const fridgeSchema = z
  .array(z.string().max(SEQUENCE_TEXT_MAX_CHARS))
  .max(MEETING_LIST_MAX_ENTRIES);
export const trashEntrySchema = z.object({
  text: z.string().max(SEQUENCE_TEXT_MAX_CHARS),
  deletedAt: z.iso.datetime({ offset: true }),
});
export const trashSchema = z.array(trashEntrySchema).max(MEETING_LIST_MAX_ENTRIES);
export type TrashEntry = z.infer<typeof trashEntrySchema>;

export const meetingScheduleSchema = z.object({
  totalMinutes: z.number(),
  requiredMinutes: z.number(),
  optionalMinutes: z.number(),
  end: z.string().nullable(),
});

const meetingCoreSchema = z.object({
  uuid: z.uuid(),
  status: meetingStatusSchema,
  joinCode: z.string(),
  archived: z.boolean(),
  workspace_uuid: z.uuid().nullable(),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  deletedAt: z.iso.datetime().nullable(),
  title: z.string(),
  objective: z.string(),
  lifecycle: lifecycleSchema,
  schedule: meetingScheduleSchema,
  sequenceCount: z.number().int(),
});

/** A meeting as those who may edit it see it. */
export const meetingSchema = meetingCoreSchema.extend({
  content: z.string(),
  settings: editorSettingsSchema,
  fridge: z.array(z.string()),
  trash: z.array(trashEntrySchema),
});
export type Meeting = z.infer<typeof meetingSchema>;

/** A row of the dashboard list: everything but the texts. */
export const meetingSummarySchema = meetingCoreSchema.extend({ settings: meetingSettingsSchema });
export type MeetingSummary = z.infer<typeof meetingSummarySchema>;

export const meetingSortSchema = z.enum(['updated', 'created', 'title', 'date']);
export type MeetingSort = z.infer<typeof meetingSortSchema>;

export const listMeetingsQuerySchema = z.object({
  status: meetingStatusSchema.default('ACTIVE'),
  lifecycle: z.union([lifecycleSchema, z.literal('all')]).default('all'),
  q: z.string().trim().max(200).optional(),
  sort: meetingSortSchema.default('updated'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  workspace_uuid: z.uuid().optional(),
});
export type ListMeetingsQuery = z.infer<typeof listMeetingsQuerySchema>;

export const meetingListSchema = z.object({
  items: z.array(meetingSummarySchema),
  nextCursor: z.string().nullable(),
});
export type MeetingList = z.infer<typeof meetingListSchema>;

export const createMeetingSchema = z
  .object({
    content: contentSchema.optional(),
    settings: settingsInputSchema.optional(),
    /** Start from a template (DESIGN §9): a library slug or the uuid of one of your templates. */
    templateId: z.string().min(1).max(100).optional(),
    /** The language of a library template; `en` when absent. */
    language: z.enum(['en', 'fr']).optional(),
    /** Create the workshop in this teamspace (its member with edit rights); absent: personal. */
    workspace_uuid: z.uuid().nullable().optional(),
  })
  .strict()
  .refine((body) => body.content === undefined || body.templateId === undefined, {
    message: 'give either content or templateId, not both',
    path: ['templateId'],
  });
export type CreateMeeting = z.infer<typeof createMeetingSchema>;

export const updateMeetingSchema = z
  .object({
    baseVersion: z.number().int().min(0),
    content: contentSchema.optional(),
    settings: settingsInputSchema.optional(),
    fridge: fridgeSchema.optional(),
    trash: trashSchema.optional(),
    archived: z.boolean().optional(),
    status: meetingStatusSchema.optional(),
    restoreSnapshotId: z.uuid().optional(),
    /** Moves the workshop into this teamspace, or back to its owner's personal space (null). */
    workspace_uuid: z.uuid().nullable().optional(),
  })
  .strict();
export type UpdateMeeting = z.infer<typeof updateMeetingSchema>;

export const meetingIdParamsSchema = z.object({ id: z.string().max(100) });

export const historyEntrySchema = z.object({
  snapshotId: z.uuid(),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  authorName: z.string(),
  sequenceCount: z.number().int(),
  totalMinutes: z.number(),
  /** False for a version kept read-only after a downgrade (older than the plan's newest). */
  restorable: z.boolean(),
});
/** History is bounded by the plan (at most 100), so it is always one page: `nextCursor` is null. */
export const historyListSchema = z.object({
  items: z.array(historyEntrySchema),
  nextCursor: z.null(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const snapshotListSchema = z.object({
  items: z.array(z.object({ snapshotId: z.uuid(), createdAt: z.iso.datetime() })),
  nextCursor: z.null(),
});
export const snapshotSchema = z.object({
  snapshotId: z.uuid(),
  createdAt: z.iso.datetime(),
  content: z.string(),
  settings: meetingSettingsSchema,
});
export type Snapshot = z.infer<typeof snapshotSchema>;
