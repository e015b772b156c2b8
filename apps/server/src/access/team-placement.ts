import type { ErrorCode } from '@ordo/contract';
import type { MeetingRow } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { Caller, TeamSeat } from './policy.ts';

/**
 * Why a member with `seat` may not put a workshop into that teamspace (SPEC §4), or null when
 * they may: a member (not a guest) who edits the team's workshops, while the team is open. The
 * workspace list tells the web app the answer (`mayAddWorkshops`), so no screen re-derives it.
 */
export function placementRefusal(seat: TeamSeat | undefined): ErrorCode | null {
  if (!seat) return 'WORKSPACE_NOT_FOUND';
  if (seat.meetingId !== null || seat.role === 'viewer') return 'FORBIDDEN';
  if (seat.closed) return 'WORKSPACE_CLOSED';
  return null;
}

/**
 * Whether `caller` may put a workshop into teamspace `workspaceId`. Throws 404
 * WORKSPACE_NOT_FOUND for a team they did not join, 403 FORBIDDEN or 403 WORKSPACE_CLOSED.
 */
export function assertMayPlaceIn(caller: Caller, workspaceId: string): void {
  const refusal = placementRefusal(caller.teams?.get(workspaceId));
  if (refusal) throw new AppError(refusal);
}

/**
 * Whether `caller` may take a workshop out of its teamspace, back to its owner's personal space
 * (which removes everyone else's access): the workshop's owner, or the team's owner or admin.
 */
export function assertMayTakeOut(
  caller: Caller,
  meeting: Pick<MeetingRow, 'ownerId' | 'workspaceId'>,
): void {
  if (caller.id === meeting.ownerId || !meeting.workspaceId) return;
  const seat = caller.teams?.get(meeting.workspaceId);
  const manages = seat?.meetingId === null && (seat.role === 'owner' || seat.role === 'admin');
  if (!manages) throw new AppError('FORBIDDEN');
}

/** Checks a change of teamspace asked by `caller`; nothing to check when it stays where it is. */
export function assertMayMove(
  caller: Caller,
  meeting: Pick<MeetingRow, 'ownerId' | 'workspaceId'>,
  target: string | null,
): void {
  if (target === meeting.workspaceId) return;
  if (meeting.workspaceId) assertMayTakeOut(caller, meeting);
  if (target) assertMayPlaceIn(caller, target);
}
