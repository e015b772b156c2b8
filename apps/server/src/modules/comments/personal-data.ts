import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { meetingComments } from '../../db/schema/index.ts';

/**
 * Comments in "Download my data": every comment the user wrote, on any meeting. Deleting the
 * account deletes them (a thread they began goes with its replies): their words and their name
 * are theirs, and `author_name` would otherwise keep the name after the account is gone.
 */
export const commentsPersonalData = {
  name: 'comments',
  export: (tx: Tx, userId: string) =>
    tx
      .select({
        id: meetingComments.id,
        meetingId: meetingComments.meetingId,
        parentId: meetingComments.parentId,
        anchorKind: meetingComments.anchorKind,
        anchorTitle: meetingComments.anchorTitle,
        body: meetingComments.body,
        createdAt: meetingComments.createdAt,
        editedAt: meetingComments.editedAt,
      })
      .from(meetingComments)
      .where(eq(meetingComments.authorId, userId))
      .orderBy(asc(meetingComments.createdAt)),
  erase: async (tx: Tx, userId: string) => {
    await tx.delete(meetingComments).where(eq(meetingComments.authorId, userId));
  },
};
