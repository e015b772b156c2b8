import { and, eq } from 'drizzle-orm';
import { allows } from '@ordo/agenda';
import type { Executor } from '../../db/client.ts';
import {
  users,
  workspaceMembers,
  workspaces,
  type WorkspaceMemberRow,
  type WorkspaceRow,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

export type TeamOwner = { id: string; email: string; name: string; plan: string };

/** A teamspace as one caller who joined it sees it. */
export type Team = {
  workspace: WorkspaceRow;
  owner: TeamOwner;
  /** The caller's own row, state `member`. */
  seat: WorkspaceMemberRow;
  /** The owner's plan no longer allows teamspaces (DESIGN §4). */
  closed: boolean;
};

/** The teamspace and its owner, whoever asks; undefined when there is none. */
export async function findWorkspace(
  db: Executor,
  id: string,
): Promise<{ workspace: WorkspaceRow; owner: TeamOwner; closed: boolean } | undefined> {
  const [row] = await db
    .select({
      workspace: workspaces,
      owner: { id: users.id, email: users.email, name: users.name, plan: users.plan },
    })
    .from(workspaces)
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(eq(workspaces.id, id));
  return row && { ...row, closed: !allows(row.owner.plan, 'teamspaces') };
}

/**
 * The teamspace `id` as `userId` sees it. A stranger and someone invited who has not joined
 * get 404 WORKSPACE_NOT_FOUND, exactly as for a team that does not exist (DESIGN §9).
 */
export async function loadTeam(db: Executor, id: string, userId: string): Promise<Team> {
  const found = await findWorkspace(db, id);
  if (!found) throw new AppError('WORKSPACE_NOT_FOUND');
  const [seat] = await db
    .select()
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, id),
        eq(workspaceMembers.userId, userId),
        eq(workspaceMembers.state, 'member'),
      ),
    );
  if (!seat) throw new AppError('WORKSPACE_NOT_FOUND');
  return { ...found, seat };
}
