import type { MeetingRow } from '../db/schema/index.ts';
import { refusalFor } from './loaders.ts';
import type { MeetingAccess } from './meeting-access.ts';
import { canEdit, canRead, type Caller } from './policy.ts';

/**
 * What a device presented: a signed-in caller, a phone remote's control token (its meeting id
 * once resolved, or `invalid` for an unknown or revoked one), and the sharing pass.
 */
export type LiveCredentials = {
  caller: Caller | null;
  controlToken?: { meetingId: string; tokenId: string } | 'invalid';
  pass?: string | undefined;
};

/** Whether these credentials may drive the run of `row`: its editors and its control tokens. */
export function mayControl(row: MeetingRow | undefined, credentials: LiveCredentials): boolean {
  if (!row || row.status !== 'ACTIVE') return false;
  if (canEdit(credentials.caller, row)) return true;
  const token = credentials.controlToken;
  return token !== undefined && token !== 'invalid' && token.meetingId === row.id;
}

/**
 * The role a device gets in a meeting's live run (DESIGN §9): `controller` for editors and
 * control tokens, `viewer` for anyone who may see the meeting (Public, or Restricted with a
 * valid pass). A control token that does not open this meeting is refused rather than quietly
 * demoted, so a revoked remote says so instead of showing buttons that do nothing. Throws
 * MEETING_NOT_FOUND (Private or absent), FORBIDDEN, PASSWORD_REQUIRED or INVALID_PASSWORD.
 */
export function liveRole(
  access: MeetingAccess,
  row: MeetingRow | undefined,
  credentials: LiveCredentials,
): 'controller' | 'viewer' {
  if (mayControl(row, credentials)) return 'controller';
  if (credentials.controlToken !== undefined) throw refusalFor(row);
  if (row?.status === 'ACTIVE' && canRead(credentials.caller, row)) return 'viewer';
  access.viewLive(row, credentials.pass);
  return 'viewer';
}
