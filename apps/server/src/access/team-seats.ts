import { and, eq } from 'drizzle-orm';
import { allows } from '@ordo/agenda';
import type { Executor } from '../db/client.ts';
import { users, workspaceMembers, workspaces } from '../db/schema/index.ts';
import type { TeamSeat, TeamSeats } from './policy.ts';

/**
 * The teamspaces `userId` joined, with their role and whether each is closed (its owner's plan
 * no longer allows teamspaces). Read once per request or socket handshake, so every policy
 * check after it is a plain function of the caller and the meeting.
 */
export async function loadTeamSeats(db: Executor, userId: string): Promise<TeamSeats> {
  const rows = await db
    .select({
      workspaceId: workspaceMembers.workspaceId,
      role: workspaceMembers.role,
      meetingId: workspaceMembers.meetingId,
      ownerPlan: users.plan,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.state, 'member')));
  return new Map<string, TeamSeat>(
    rows.map((row) => [
      row.workspaceId,
      { role: row.role, meetingId: row.meetingId, closed: !allows(row.ownerPlan, 'teamspaces') },
    ]),
  );
}
