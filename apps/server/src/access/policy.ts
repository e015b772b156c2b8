import type { MeetingRow } from '../db/schema/index.ts';

export type TeamRole = 'owner' | 'admin' | 'editor' | 'viewer';

/**
 * The caller's place in one teamspace they joined (invitations not yet accepted give nothing).
 * `meetingId` is set for a guest: their role applies to that one workshop. `closed` is true when
 * the team's owner is no longer PRO: the team stays readable but nothing in it is editable.
 */
export type TeamSeat = { role: TeamRole; closed: boolean; meetingId: string | null };
export type TeamSeats = ReadonlyMap<string, TeamSeat>;

/** Who is asking; `teams` holds their joined teamspaces, keyed by teamspace id. */
export type Caller = { id: string; teams?: TeamSeats };

type MeetingKeys = Pick<MeetingRow, 'id' | 'ownerId' | 'workspaceId'>;

/**
 * What a caller is to a meeting (SPEC §4, §6): `edit` for its owner and for the owner, admins
 * and editors of its teamspace (a guest editor: their one workshop); `read` for a teamspace
 * viewer (read and run-view only); null for anyone else. `closed` marks a closed teamspace.
 */
export function meetingRights(
  caller: Caller | null,
  meeting: MeetingKeys,
): { level: 'edit' | 'read' | null; closed: boolean } {
  if (caller === null) return { level: null, closed: false };
  const seat = meeting.workspaceId ? caller.teams?.get(meeting.workspaceId) : undefined;
  const closed = seat?.closed ?? false;
  if (caller.id === meeting.ownerId) return { level: 'edit', closed };
  if (!seat || (seat.meetingId !== null && seat.meetingId !== meeting.id)) {
    return { level: null, closed: false };
  }
  return { level: seat.role === 'viewer' ? 'read' : 'edit', closed };
}

/**
 * Who may change a meeting and drive its runs: its editors, while its teamspace is open.
 * Editing includes reading the private notes and the access code.
 */
export function canEdit(caller: Caller | null, meeting: MeetingKeys): boolean {
  const rights = meetingRights(caller, meeting);
  return rights.level === 'edit' && !rights.closed;
}

/** Who sees a meeting as its editors do (notes, code, history), even in a closed teamspace. */
export function canSeeAsEditor(caller: Caller | null, meeting: MeetingKeys): boolean {
  return meetingRights(caller, meeting).level === 'edit';
}

/** Who may read a meeting whatever its visibility: its editors and its teamspace's viewers. */
export function canRead(caller: Caller | null, meeting: MeetingKeys): boolean {
  return meetingRights(caller, meeting).level !== null;
}
