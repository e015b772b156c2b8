import type { MeetingRow } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
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
 * Why these credentials may not drive `row`'s run, for both transports: a control token that
 * is unknown, revoked or of another meeting is 401 CONTROL_TOKEN_INVALID (the same answer
 * whatever `row` is, so it reveals nothing); otherwise the refusal of `refusalFor`.
 */
export function controlRefusal(row: MeetingRow | undefined, credentials: LiveCredentials) {
  const token = credentials.controlToken;
  if (token === 'invalid' || (token !== undefined && token.meetingId !== row?.id)) {
    return new AppError('CONTROL_TOKEN_INVALID');
  }
  return refusalFor(row, credentials.caller);
}

/**
 * The role a device gets in a meeting's live run (DESIGN §9): `controller` for editors and
 * control tokens, `viewer` for anyone who may see the meeting (Public, or Restricted with a
 * valid pass). A control token that does not open this meeting is refused rather than quietly
 * demoted, so a revoked remote says so instead of showing buttons that do nothing. Throws
 * CONTROL_TOKEN_INVALID, MEETING_NOT_FOUND (Private or absent), FORBIDDEN, PASSWORD_REQUIRED or
 * INVALID_PASSWORD.
 */
export function liveRole(
  access: MeetingAccess,
  row: MeetingRow | undefined,
  credentials: LiveCredentials,
): 'controller' | 'viewer' {
  if (mayControl(row, credentials)) return 'controller';
  if (credentials.controlToken !== undefined) throw controlRefusal(row, credentials);
  if (row?.status === 'ACTIVE' && canRead(credentials.caller, row)) return 'viewer';
  access.viewLive(row, credentials.pass);
  return 'viewer';
}

/** What becomes of a joined device once its rights were read again. */
export type LiveVerdict =
  { kind: 'keep' } | { kind: 'downgrade'; reason: AppError } | { kind: 'revoke'; reason: AppError };

/**
 * Re-runs `liveRole` for a device that joined as `role`, on the meeting and credentials as they
 * are now (DESIGN §9 "Live rights"): a controller who may only watch now is downgraded, one who
 * may not even watch is revoked. `lost` names what went (signed out, token revoked) so the
 * device hears that rather than the meeting's refusal. A viewer is never promoted here: a
 * device gains rights by joining again.
 */
export function liveVerdict(
  access: MeetingAccess,
  row: MeetingRow | undefined,
  role: 'controller' | 'viewer',
  credentials: LiveCredentials,
  lost?: AppError,
): LiveVerdict {
  let now: 'controller' | 'viewer';
  try {
    now = liveRole(access, row, credentials);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { kind: 'revoke', reason: lost ?? error };
  }
  if (role === 'controller' && now === 'viewer') {
    return { kind: 'downgrade', reason: lost ?? controlRefusal(row, credentials) };
  }
  return { kind: 'keep' };
}
