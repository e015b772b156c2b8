import type { Workspace, WorkspaceMember } from '@ordo/contract';
import type { WorkspaceMemberRow, WorkspaceRow } from '../../db/schema/index.ts';
import { placementRefusal } from '../../access/team-placement.ts';
import { manageRefusal } from '../../access/team-policy.ts';
import type { TeamOwner } from './team.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** A member row's state as the API names it: a joined row scoped to one workshop is a guest. */
export function stateOf(row: Pick<WorkspaceMemberRow, 'state' | 'meetingId'>) {
  if (row.state === 'invited') return 'invited' as const;
  return row.meetingId ? ('guest' as const) : ('member' as const);
}

export function presentWorkspace(input: {
  workspace: WorkspaceRow;
  owner: TeamOwner;
  closed: boolean;
  seat: Pick<WorkspaceMemberRow, 'role' | 'state' | 'meetingId'>;
  memberCount: number;
  proEndsAt: Date | null;
  now: Date;
}): Workspace {
  const { workspace, owner, seat, proEndsAt, now } = input;
  const soon =
    proEndsAt !== null &&
    proEndsAt.getTime() > now.getTime() &&
    proEndsAt.getTime() - now.getTime() <= WEEK_MS;
  return {
    uuid: workspace.id,
    name: workspace.name,
    closed: input.closed,
    role: seat.role,
    state: stateOf(seat),
    owner: { id: owner.id, email: owner.email, fullname: owner.name },
    memberCount: input.memberCount,
    proEndsAt: proEndsAt?.toISOString() ?? null,
    proEndingSoon: !input.closed && soon,
    meetingUuid: seat.meetingId,
    mayAddWorkshops:
      seat.state === 'member' && placementRefusal({ ...seat, closed: input.closed }) === null,
    mayManage: seat.state === 'member' && manageRefusal({ seat, closed: input.closed }) === null,
  };
}

/**
 * `account` is the joined member's own, or for a pending invitation whichever account holds the
 * address now: that one only says an account exists; its name, typed by whoever registered the
 * address, is not shown as if it were the invitee's.
 */
export function presentMember(
  row: WorkspaceMemberRow,
  account: { name: string } | null,
): WorkspaceMember {
  return {
    token: row.token,
    email: row.email,
    fullname: row.state === 'member' ? (account?.name ?? null) : null,
    username: account ? (row.email.split('@')[0] ?? null) : null,
    role: row.role,
    state: stateOf(row),
    existingAccount: account !== null,
    meetingUuid: row.meetingId,
  };
}
