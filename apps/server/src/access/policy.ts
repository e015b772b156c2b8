import type { MeetingRow } from '../db/schema/index.ts';

export type Caller = { id: string };

/**
 * Who may edit a meeting: its owner. Teamspace members join this rule when teamspaces land.
 * Editing includes reading the private notes and the access code.
 */
export function canEdit(caller: Caller | null, meeting: Pick<MeetingRow, 'ownerId'>): boolean {
  return caller !== null && caller.id === meeting.ownerId;
}
