import type { ErrorCode } from '@ordo/contract';
import { AppError } from '../http/app-error.ts';
import type { TeamRole } from './policy.ts';

/** A teamspace as one member who joined it sees it: their seat, and whether the team is closed. */
export type TeamView = { seat: { role: TeamRole; meetingId: string | null }; closed: boolean };

/** A guest sees their one workshop, nothing else of the team. */
function isGuest(team: TeamView): boolean {
  return team.seat.meetingId !== null;
}

/**
 * Renaming the team and managing its members (DESIGN §9): the owner and admins, while the team
 * is open. A closed team is the owner's lapsed PRO: the owner is told to renew (402
 * PRO_REQUIRED), an admin that the team is closed (403 WORKSPACE_CLOSED).
 */
export function manageRefusal(team: TeamView): ErrorCode | null {
  const role = team.seat.role;
  if (isGuest(team) || (role !== 'owner' && role !== 'admin')) return 'FORBIDDEN';
  if (team.closed) return role === 'owner' ? 'PRO_REQUIRED' : 'WORKSPACE_CLOSED';
  return null;
}

/** {@link manageRefusal} as a check before a write. */
export function assertMayManage(team: TeamView): void {
  const refusal = manageRefusal(team);
  if (refusal) throw new AppError(refusal);
}

/** The member list: every member but guests. */
export function assertMaySeeMembers(team: TeamView): void {
  if (isGuest(team)) throw new AppError('FORBIDDEN');
}

/** Deleting the team: its owner only, open or closed (a lapsed owner may still clean up). */
export function assertMayDelete(team: TeamView): void {
  if (team.seat.role !== 'owner') throw new AppError('FORBIDDEN');
}

/** The owner's seat neither changes role nor goes: ownership moves by the admin's transfer. */
export function assertNotOwnerSeat(seat: { role: TeamRole }): void {
  if (seat.role === 'owner') throw new AppError('OWNER_MUST_TRANSFER');
}

/** Leaving: anyone but the owner, who must hand the team over first. */
export function assertMayLeave(team: TeamView): void {
  if (team.seat.role === 'owner') throw new AppError('OWNER_MUST_TRANSFER');
}
