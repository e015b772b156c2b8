import type { MeetingRow } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { refusalFor } from './loaders.ts';
import { canEdit, canSeeAsEditor, type Caller } from './policy.ts';

/** What a person may do in a meeting's shared document (issue 30). */
export type CollabSeat = { kind: 'edit' } | { kind: 'read' } | { kind: 'none'; reason: AppError };

/**
 * The shared document holds the whole agenda text, private notes included, so only those who
 * see the meeting as its editors do may hold it (DESIGN §4: private notes never reach anyone who
 * cannot edit). Its editors write; an editor of a closed teamspace reads (`canEdit: false`, the
 * server ignores their updates). A teamspace viewer reads the public projection through the
 * API, as a visitor does, and is refused here (FORBIDDEN); anyone else finds no meeting.
 */
export function collabSeat(caller: Caller | null, row: MeetingRow | undefined): CollabSeat {
  if (!caller) return { kind: 'none', reason: new AppError('UNAUTHENTICATED') };
  if (!row || row.status !== 'ACTIVE') {
    return { kind: 'none', reason: new AppError('MEETING_NOT_FOUND') };
  }
  if (canEdit(caller, row)) return { kind: 'edit' };
  if (canSeeAsEditor(caller, row)) return { kind: 'read' };
  return { kind: 'none', reason: refusalFor(row, caller) };
}
