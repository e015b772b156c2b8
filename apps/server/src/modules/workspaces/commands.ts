import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { allows } from '@ordo/agenda';
import type { AddMember, MemberRole } from '@ordo/contract';
import type { Db } from '../../db/client.ts';
import {
  meetings,
  users,
  workspaceMembers,
  workspaces,
  type WorkspaceMemberRow,
} from '../../db/schema/index.ts';
import { assertNotOwnerSeat } from '../../access/team-policy.ts';
import { AppError } from '../../http/app-error.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { issueInvitation } from './invitation-token.ts';
import { findWorkspace, type Team } from './team.ts';

export type TeamContext = { db: Db; now: Date };

/** A new team owned by `caller` (PRO only: 402 PRO_REQUIRED on the free plan). */
export async function createTeam(ctx: TeamContext, caller: Viewer, name: string) {
  if (!allows(caller.plan, 'teamspaces')) throw new AppError('PRO_REQUIRED');
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(workspaces)
      .values({ id, name, ownerId: caller.id, createdAt: ctx.now, updatedAt: ctx.now });
    await tx.insert(workspaceMembers).values({
      token: randomUUID(),
      workspaceId: id,
      email: caller.email.toLowerCase(),
      userId: caller.id,
      role: 'owner',
      state: 'member',
      invitedAt: ctx.now,
      joinedAt: ctx.now,
    });
  });
  return id;
}

export async function renameTeam(ctx: TeamContext, team: Team, name: string): Promise<void> {
  await ctx.db
    .update(workspaces)
    .set({ name, updatedAt: ctx.now })
    .where(eq(workspaces.id, team.workspace.id));
}

/**
 * Deletes the team. Its workshops go to the owner's trash, restorable there for 90 days, or with
 * `keepOwner` to the owner's personal space; either way they become the owner's.
 */
export async function deleteTeam(ctx: TeamContext, team: Team, keepOwner: boolean) {
  const id = team.workspace.id;
  await ctx.db.transaction(async (tx) => {
    const moved = { workspaceId: null, ownerId: team.owner.id, updatedAt: ctx.now };
    await tx
      .update(meetings)
      .set(
        keepOwner
          ? moved
          : {
              ...moved,
              status: 'DELETED',
              deletedAt: sql`coalesce(${meetings.deletedAt}, ${ctx.now.toISOString()}::timestamptz)`,
              version: sql`${meetings.version} + 1`,
            },
      )
      .where(eq(meetings.workspaceId, id));
    await tx.delete(workspaces).where(eq(workspaces.id, id));
  });
}

/**
 * Invites `input.email`; 409 MEMBER_EXISTS when the address is already in or invited. Returns the
 * row and the one-time token for the e-mail's link, which nothing else ever shows.
 */
export async function addMember(
  ctx: TeamContext,
  team: Team,
  input: AddMember,
): Promise<{ row: WorkspaceMemberRow; invitation: string }> {
  const email = input.email.toLowerCase();
  if (input.meetingUuid) {
    const [meeting] = await ctx.db
      .select({ id: meetings.id })
      .from(meetings)
      .where(and(eq(meetings.id, input.meetingUuid), eq(meetings.workspaceId, team.workspace.id)));
    if (!meeting) {
      throw new AppError('VALIDATION_FAILED', 'This workshop is not in the teamspace', {
        issues: [{ path: 'meetingUuid', message: 'not a workshop of this teamspace' }],
      });
    }
  }
  const issued = issueInvitation(ctx.now);
  const [row] = await ctx.db
    .insert(workspaceMembers)
    .values({
      token: randomUUID(),
      workspaceId: team.workspace.id,
      email,
      userId: null,
      role: input.role,
      state: 'invited',
      meetingId: input.meetingUuid ?? null,
      invitedAt: ctx.now,
      ...issued.columns,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('MEMBER_EXISTS');
  return { row, invitation: issued.token };
}

/**
 * "Resend": a fresh token for a pending invitation, which kills the one mailed before and gives
 * the link 14 days again. 409 MEMBER_EXISTS once the person joined.
 */
export async function reissueInvitation(
  ctx: TeamContext,
  team: Team,
  token: string,
): Promise<{ row: WorkspaceMemberRow; invitation: string }> {
  const found = await findMember(ctx, team, token);
  const issued = issueInvitation(ctx.now);
  const [row] = await ctx.db
    .update(workspaceMembers)
    .set(issued.columns)
    .where(and(eq(workspaceMembers.token, found.token), eq(workspaceMembers.state, 'invited')))
    .returning();
  if (!row) throw new AppError('MEMBER_EXISTS');
  return { row, invitation: issued.token };
}

/** A row of this team by token; 404 USER_NOT_FOUND for one of another team or none. */
export async function findMember(
  ctx: TeamContext,
  team: Team,
  token: string,
): Promise<WorkspaceMemberRow> {
  const [row] = await ctx.db
    .select()
    .from(workspaceMembers)
    .where(
      and(eq(workspaceMembers.token, token), eq(workspaceMembers.workspaceId, team.workspace.id)),
    );
  if (!row) throw new AppError('USER_NOT_FOUND');
  return row;
}

export async function changeRole(
  ctx: TeamContext,
  team: Team,
  token: string,
  role: MemberRole,
): Promise<WorkspaceMemberRow> {
  const row = await findMember(ctx, team, token);
  assertNotOwnerSeat(row);
  const [updated] = await ctx.db
    .update(workspaceMembers)
    .set({ role })
    .where(eq(workspaceMembers.token, row.token))
    .returning();
  return updated ?? row;
}

/** Removes a member or cancels an invitation; answers the removed row. */
export async function removeMember(
  ctx: TeamContext,
  team: Team,
  token: string,
): Promise<WorkspaceMemberRow> {
  const row = await findMember(ctx, team, token);
  assertNotOwnerSeat(row);
  await ctx.db.delete(workspaceMembers).where(eq(workspaceMembers.token, row.token));
  return row;
}

export async function leaveTeam(ctx: TeamContext, team: Team): Promise<void> {
  await ctx.db.delete(workspaceMembers).where(eq(workspaceMembers.token, team.seat.token));
}

/**
 * The admin hands the team to `ownerId`, who must be a member (not a guest) on PRO; the former
 * owner stays as an admin.
 */
export async function transferTeam(ctx: TeamContext, workspaceId: string, ownerId: string) {
  const found = await findWorkspace(ctx.db, workspaceId);
  if (!found) throw new AppError('WORKSPACE_NOT_FOUND');
  const [seat] = await ctx.db
    .select()
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        eq(workspaceMembers.userId, ownerId),
        eq(workspaceMembers.state, 'member'),
      ),
    );
  if (!seat || seat.meetingId !== null) {
    throw new AppError('VALIDATION_FAILED', 'The new owner must be a member of the teamspace', {
      issues: [{ path: 'ownerId', message: 'not a member of this teamspace' }],
    });
  }
  const [account] = await ctx.db
    .select({ plan: users.plan })
    .from(users)
    .where(eq(users.id, ownerId));
  if (!allows(account?.plan, 'teamspaces')) throw new AppError('PRO_REQUIRED');
  if (seat.role === 'owner') return;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(workspaceMembers)
      .set({ role: 'admin' })
      .where(
        and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')),
      );
    await tx
      .update(workspaceMembers)
      .set({ role: 'owner' })
      .where(eq(workspaceMembers.token, seat.token));
    await tx
      .update(workspaces)
      .set({ ownerId, updatedAt: ctx.now })
      .where(eq(workspaces.id, workspaceId));
  });
}
