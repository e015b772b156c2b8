import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { meetings } from '../../db/schema/index.ts';

/**
 * Meetings in "Download my data" and in account deletion: every meeting the user owns, trash
 * included, with its full text; deleting the account deletes them and (by cascade) their
 * history. The access code stays out of the export so the file is safe to keep anywhere.
 */
export const meetingsPersonalData = {
  name: 'meetings',
  export: (tx: Tx, userId: string) =>
    tx
      .select({
        id: meetings.id,
        title: meetings.title,
        status: meetings.status,
        content: meetings.content,
        date: meetings.date,
        startTime: meetings.startTime,
        timeZone: meetings.timeZone,
        visibility: meetings.visibility,
        language: meetings.language,
        archived: meetings.archived,
        fridge: meetings.fridge,
        trash: meetings.trash,
        createdAt: meetings.createdAt,
        updatedAt: meetings.updatedAt,
        deletedAt: meetings.deletedAt,
      })
      .from(meetings)
      .where(eq(meetings.ownerId, userId))
      .orderBy(asc(meetings.createdAt)),
  erase: async (tx: Tx, userId: string) => {
    await tx.delete(meetings).where(eq(meetings.ownerId, userId));
  },
};
