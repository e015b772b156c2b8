import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { meetings, workspaceMembers, workspaces } from '../../db/schema/index.ts';

/**
 * Teamspaces in "Download my data" and in account deletion (SPEC §6): the teams the user owns
 * are deleted with their workshops; the user's workshops in someone else's team pass to that
 * team's owner. It runs before the meetings area, so handed-over workshops survive it.
 */
export const workspacesPersonalData = {
  name: 'teamspaces',
  export: (tx: Tx, userId: string) =>
    tx
      .select({
        uuid: workspaces.id,
        name: workspaces.name,
        role: workspaceMembers.role,
        state: workspaceMembers.state,
        joinedAt: workspaceMembers.joinedAt,
      })
      .from(workspaceMembers)
      .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
      .where(eq(workspaceMembers.userId, userId))
      .orderBy(asc(workspaces.name)),
  erase: async (tx: Tx, userId: string) => {
    const owned = tx
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.ownerId, userId));
    await tx.delete(meetings).where(inArray(meetings.workspaceId, owned));
    const handedOver = await tx
      .select({ meetingId: meetings.id, ownerId: workspaces.ownerId })
      .from(meetings)
      .innerJoin(workspaces, eq(workspaces.id, meetings.workspaceId))
      .where(
        and(
          eq(meetings.ownerId, userId),
          isNotNull(meetings.workspaceId),
          ne(workspaces.ownerId, userId),
        ),
      );
    for (const row of handedOver) {
      await tx.update(meetings).set({ ownerId: row.ownerId }).where(eq(meetings.id, row.meetingId));
    }
    await tx.delete(workspaces).where(eq(workspaces.ownerId, userId));
  },
};
