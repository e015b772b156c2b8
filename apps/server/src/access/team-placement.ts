import type { MeetingRow } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { Caller } from './policy.ts';

/**
 * Whether `caller` may put a workshop into teamspace `workspaceId` (SPEC §4): a member (not a
 * guest) who edits the team's workshops, while the team is open. Throws 404
 * WORKSPACE_NOT_FOUND for a team they did not join, 403 FORBIDDEN or 403 WORKSPACE_CLOSED.
 */
export function assertMayPlaceIn(caller: Caller, workspaceId: string): void {
  const seat = caller.teams?.get(workspaceId);
  if (!seat) throw new AppError('WORKSPACE_NOT_FOUND');
  if (seat.meetingId !== null || seat.role === 'viewer') throw new AppError('FORBIDDEN');
  if (seat.closed) throw new AppError('WORKSPACE_CLOSED');
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
