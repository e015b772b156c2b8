import type { ControlTokenKind } from '@ordo/contract';
import type { MeetingRow } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { refusalFor } from './loaders.ts';
import type { MeetingAccess } from './meeting-access.ts';
import { canEdit, canRead, canSeeAsEditor, type Caller } from './policy.ts';

/**
 * What a device presented: a signed-in caller, a control token (its meeting id and kind once
 * resolved, or `invalid` for an unknown or revoked one), and the sharing pass.
 */
export type LiveCredentials = {
  caller: Caller | null;
  controlToken?:
    | { meetingId: string; tokenId: string; kind: ControlTokenKind; room?: number | null }
    | 'invalid';
  pass?: string | undefined;
};

/** A live role: `presenter` reads the whole run and its notes but sends no command. */
export type LiveRole = 'controller' | 'presenter' | 'viewer';

/** The kind of control token that opens `row`, if the credentials hold one. */
function tokenFor(row: MeetingRow, credentials: LiveCredentials): ControlTokenKind | null {
  const token = credentials.controlToken;
  return token !== undefined && token !== 'invalid' && token.meetingId === row.id
    ? token.kind
    : null;
}

/** Whether these credentials may drive the run of `row`: its editors and its control tokens. */
export function mayControl(row: MeetingRow | undefined, credentials: LiveCredentials): boolean {
  if (!row || row.status !== 'ACTIVE') return false;
  if (canEdit(credentials.caller, row)) return true;
  return tokenFor(row, credentials) === 'control';
}

/**
 * Whether these credentials may read the whole run of `row` and its sequences' private notes
 * (the presenter view): its editors (also in a closed teamspace, where they still read the
 * text) and its control and presenter tokens.
 */
export function mayPresent(row: MeetingRow | undefined, credentials: LiveCredentials): boolean {
  if (!row || row.status !== 'ACTIVE') return false;
  return canSeeAsEditor(credentials.caller, row) || tokenFor(row, credentials) !== null;
}

/**
 * Why these credentials may not drive (or present) `row`'s run, for both transports: a control
 * token that is unknown, revoked, of another meeting or of one in the trash is 401 CONTROL_TOKEN_INVALID (the same
 * answer whatever `row` is, so it reveals nothing); a presenter token asked to command is 403
 * FORBIDDEN; otherwise the refusal of `refusalFor`.
 */
export function controlRefusal(row: MeetingRow | undefined, credentials: LiveCredentials) {
  const token = credentials.controlToken;
  // A token of a meeting now in the trash (or gone) is as dead as a revoked one.
  if (
    token !== undefined &&
    (token === 'invalid' || token.meetingId !== row?.id || row.status !== 'ACTIVE')
  ) {
    return new AppError('CONTROL_TOKEN_INVALID');
  }
  if (token?.kind === 'presenter' && row?.status === 'ACTIVE') {
    return new AppError('FORBIDDEN', 'A presenter link reads the run and sends no command');
  }
  return refusalFor(row, credentials.caller);
}

/**
 * A control token made for one breakout room drives that room only (DESIGN §9 "Rooms"): a
 * command without that `room` (the plenary's, another room's, a recall) is 403
 * CONTROL_TOKEN_SCOPE. Editors and whole-run tokens are never limited.
 */
export function commandScopeRefusal(
  credentials: LiveCredentials,
  command: { type: string; room?: number | undefined },
): AppError | null {
  const token = credentials.controlToken;
  if (token === undefined || token === 'invalid' || token.room == null) return null;
  if (credentials.caller !== null && credentials.caller !== undefined) return null;
  return command.room === token.room ? null : new AppError('CONTROL_TOKEN_SCOPE');
}

/**
 * The role a device gets in a meeting's live run (DESIGN §9): `controller` for editors and
 * control tokens, `presenter` for presenter tokens, `viewer` for anyone who may see the meeting
 * (Public, or Restricted with a valid pass). A control token that does not open this meeting is refused rather than quietly
 * demoted, so a revoked remote says so instead of showing buttons that do nothing. Throws
 * CONTROL_TOKEN_INVALID, MEETING_NOT_FOUND (Private or absent), FORBIDDEN, PASSWORD_REQUIRED or
 * INVALID_PASSWORD.
 */
export function liveRole(
  access: MeetingAccess,
  row: MeetingRow | undefined,
  credentials: LiveCredentials,
): LiveRole {
  if (mayControl(row, credentials)) return 'controller';
  if (row?.status === 'ACTIVE' && tokenFor(row, credentials) === 'presenter') return 'presenter';
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
  role: LiveRole,
  credentials: LiveCredentials,
  lost?: AppError,
): LiveVerdict {
  let now: LiveRole;
  try {
    now = liveRole(access, row, credentials);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { kind: 'revoke', reason: lost ?? error };
  }
  if (role !== 'viewer' && now === 'viewer') {
    return { kind: 'downgrade', reason: lost ?? controlRefusal(row, credentials) };
  }
  return { kind: 'keep' };
}
