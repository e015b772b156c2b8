import { eq, isNull, type SQL } from 'drizzle-orm';
import { meetings } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { Caller } from './policy.ts';

/**
 * Which meetings a list shows the caller (SPEC §4): with no teamspace, their personal space
 * (their meetings in no teamspace); in a teamspace they joined, all its workshops, or a guest's
 * one workshop. A teamspace they did not join does not exist for them (404
 * WORKSPACE_NOT_FOUND).
 */
export type ListSpace =
  | { kind: 'personal'; ownerId: string }
  | { kind: 'team'; workspaceId: string; onlyMeetingId: string | null };

export function listSpace(caller: Caller, workspaceId: string | undefined): ListSpace {
  if (!workspaceId) return { kind: 'personal', ownerId: caller.id };
  const seat = caller.teams?.get(workspaceId);
  if (!seat) throw new AppError('WORKSPACE_NOT_FOUND');
  return { kind: 'team', workspaceId, onlyMeetingId: seat.meetingId };
}

/** {@link listSpace} as conditions on `meetings`, so the list filters in the database. */
export function listSpaceSql(caller: Caller, workspaceId: string | undefined): SQL[] {
  const space = listSpace(caller, workspaceId);
  if (space.kind === 'personal') {
    return [eq(meetings.ownerId, space.ownerId), isNull(meetings.workspaceId)];
  }
  const team = eq(meetings.workspaceId, space.workspaceId);
  return space.onlyMeetingId ? [team, eq(meetings.id, space.onlyMeetingId)] : [team];
}

/**
 * Whose runs the Insight averages read: the meetings the caller owns, wherever they live. A
 * teamspace's other workshops are not theirs to learn from, even those they may edit.
 */
export function averagesScopeSql(caller: Caller): SQL {
  return eq(meetings.ownerId, caller.id);
}
