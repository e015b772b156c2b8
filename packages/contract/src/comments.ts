import { z } from 'zod';

/** Longest comment body, in characters (issue 30). */
export const COMMENT_BODY_MAX = 4000;

/**
 * Where a thread hangs: the meeting as a whole, or one sequence named by its index (0-based)
 * and its title when the thread began. Reading re-finds the sequence by title first, so a
 * thread follows its sequence when others move (README "Comments").
 */
export const commentAnchorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('meeting') }),
  z.object({
    kind: z.literal('sequence'),
    index: z.number().int().min(0).max(10_000),
    title: z.string().max(500),
  }),
]);
export type CommentAnchor = z.infer<typeof commentAnchorSchema>;

export const commentMentionSchema = z.object({ userId: z.string(), name: z.string() });
export type CommentMention = z.infer<typeof commentMentionSchema>;

const commentBody = z
  .string()
  .trim()
  .min(1, 'Write something first')
  .max(COMMENT_BODY_MAX, `A comment holds up to ${COMMENT_BODY_MAX} characters`);

export const createCommentSchema = z.object({
  body: commentBody,
  anchor: commentAnchorSchema.optional().describe('Ignored on a reply: it takes its thread’s'),
  parentId: z.uuid().optional().describe('The thread this comment answers'),
});
export type CreateComment = z.infer<typeof createCommentSchema>;

export const updateCommentSchema = z
  .object({
    body: commentBody.optional().describe('Only the author edits the text'),
    resolved: z.boolean().optional().describe('Resolve or reopen a thread'),
  })
  .refine((value) => value.body !== undefined || value.resolved !== undefined, {
    message: 'Give body or resolved',
  });
export type UpdateComment = z.infer<typeof updateCommentSchema>;

export const commentParamsSchema = z.object({ id: z.string().max(100), commentId: z.uuid() });

export const commentSchema = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  body: z.string(),
  mentions: z.array(commentMentionSchema),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
  mine: z.boolean().describe('Whether the caller wrote it (and may edit or delete it)'),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentThreadSchema = commentSchema.extend({
  anchor: commentAnchorSchema,
  sequenceIndex: z
    .number()
    .int()
    .nullable()
    .describe('The sequence the thread is on now; null for the meeting or a sequence gone'),
  resolvedAt: z.iso.datetime().nullable(),
  resolvedBy: z.string().nullable().describe('Who resolved it (a name)'),
  replies: z.array(commentSchema),
});
export type CommentThread = z.infer<typeof commentThreadSchema>;

export const commentThreadListSchema = z.object({ items: z.array(commentThreadSchema) });
export type CommentThreadList = z.infer<typeof commentThreadListSchema>;

/** Who a comment on this meeting may @mention: the people who can see it inside Ordo. */
export const mentionCandidateListSchema = z.object({
  items: z.array(z.object({ userId: z.string(), name: z.string() })),
});
export type MentionCandidateList = z.infer<typeof mentionCandidateListSchema>;

export const activityEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['version', 'comment', 'run']),
  at: z.iso.datetime(),
  actorName: z
    .string()
    .nullable()
    .describe(
      'Who did it; for a run, who started it: null when a phone remote did, for runs from before this was recorded, or when that account is gone',
    ),
  version: z.number().int().nullable(),
  excerpt: z.string().nullable().describe('The start of a comment'),
  sequenceTitle: z.string().nullable().describe('The sequence a comment is on'),
  reply: z.boolean(),
  finished: z.boolean().nullable().describe('For a run: whether it reached its end'),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const activityPageSchema = z.object({
  items: z.array(activityEntrySchema),
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
