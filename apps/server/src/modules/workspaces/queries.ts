import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import { allows } from '@ordo/agenda';
import type { Workspace, WorkspaceMember } from '@ordo/contract';
import type { Db } from '../../db/client.ts';
import {
  users,
  workspaceMembers,
  workspaces,
  type WorkspaceMemberRow,
  type WorkspaceRow,
} from '../../db/schema/index.ts';
import { proEndsAt } from '../billing/pro-ends-at.ts';
import { presentMember, presentWorkspace } from './presenter.ts';
import type { TeamOwner } from './team.ts';

/** How many people joined the team (members and guests; pending invitations not counted). */
async function memberCount(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(workspaceMembers)
    .where(
      and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.state, 'member')),
    );
  return row?.value ?? 0;
}

/** One team as `seat` sees it, with the owner's PRO end for the banner. */
export async function describeTeam(
  db: Db,
  team: {
    workspace: WorkspaceRow;
    owner: TeamOwner;
    closed: boolean;
    seat: { role: Workspace['role']; state: 'invited' | 'member'; meetingId: string | null };
  },
  now: Date,
): Promise<Workspace> {
  return presentWorkspace({
    ...team,
    memberCount: await memberCount(db, team.workspace.id),
    proEndsAt: await proEndsAt(db, team.owner.id),
    now,
  });
}

/**
 * The caller's teams: those they joined, and the invitations waiting for their address (so the
 * list can offer to accept them), only once that address is verified: a team's name, owner and
 * size are not for whoever typed the address (DESIGN §9 "Invitations (trust)"). Bounded by the
 * caller's memberships.
 */
export async function listTeams(
  db: Db,
  caller: { id: string; email: string; emailVerified: boolean },
  now: Date,
): Promise<Workspace[]> {
  const joined = and(eq(workspaceMembers.userId, caller.id), eq(workspaceMembers.state, 'member'));
  const invited = and(
    eq(workspaceMembers.email, caller.email.toLowerCase()),
    eq(workspaceMembers.state, 'invited'),
  );
  const rows = await db
    .select({
      workspace: workspaces,
      owner: { id: users.id, email: users.email, name: users.name, plan: users.plan },
      seat: workspaceMembers,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(caller.emailVerified ? or(joined, invited) : joined)
    .orderBy(asc(workspaces.name), asc(workspaces.id))
    .limit(500);
  return Promise.all(
    rows.map((row) =>
      describeTeam(db, { ...row, closed: !allows(row.owner.plan, 'teamspaces') }, now),
    ),
  );
}

/** Everyone in or invited to the team, oldest invitation first. */
export async function listMembers(db: Db, workspaceId: string): Promise<WorkspaceMember[]> {
  const rows = await db
    .select()
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.invitedAt), asc(workspaceMembers.email));
  return presentMembers(db, rows);
}

/**
 * Member rows as the API shows them, each with its account: a joined row's by its user id (the
 * address it was invited at may since belong to someone else), a pending one's by address, only
 * to say whether an account exists (presenter.ts shows no name for it).
 */
export async function presentMembers(
  db: Db,
  rows: WorkspaceMemberRow[],
): Promise<WorkspaceMember[]> {
  const userIds = rows.flatMap((row) => (row.userId ? [row.userId] : []));
  const joined =
    userIds.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, userIds));
  const byId = new Map(joined.map((row) => [row.id, row]));
  const pending = await accountsByEmail(
    db,
    rows.filter((row) => !row.userId).map((row) => row.email),
  );
  return rows.map((row) =>
    presentMember(row, (row.userId ? byId.get(row.userId) : pending.get(row.email)) ?? null),
  );
}

/** Accounts of these addresses (lower case), by address: `existingAccount` and mail language. */
export async function accountsByEmail(
  db: Db,
  emails: string[],
): Promise<Map<string, { id: string; name: string; language: 'en' | 'fr' | null }>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(inArray(users.email, emails));
  return new Map(rows.map((row) => [row.email, row]));
}
