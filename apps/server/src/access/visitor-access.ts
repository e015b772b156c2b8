import type { MeetingRow } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { CodeAttempts } from './code-attempts.ts';
import { isAccessCodeRight, isPassValid, issuePass } from './pass.ts';

/** What a visitor brings: the access code they typed, or the pass a right code gave them. */
export type Credentials = { code?: string | undefined; pass?: string | undefined };

export type AccessDeps = { passKey: Buffer; attempts: CodeAttempts; clock: () => Date };

/** How a visitor may (or may not) see a shared meeting. */
export type Access =
  | { kind: 'open' }
  | { kind: 'pass' }
  | { kind: 'code'; pass: string }
  | { kind: 'missing' }
  | { kind: 'wrong' };

/** Shared with people without an account: Public or Restricted, and not in the trash. */
export function isShared(row: MeetingRow | undefined): row is MeetingRow {
  return row !== undefined && row.status === 'ACTIVE' && row.visibility !== 'Private';
}

/**
 * Decides access to a shared meeting (DESIGN §4). A valid pass opens it without counting
 * anything; a typed code is compared only after a try was reserved for this meeting and client,
 * and a right code gives the try back and earns a pass. Throws 429 RATE_LIMITED (with
 * `retryAfter`) once the wrong tries of the window are used up, whatever the code.
 */
export async function accessOf(
  deps: AccessDeps,
  row: MeetingRow,
  credentials: Credentials,
  client: string,
): Promise<Access> {
  if (row.visibility === 'Public') return { kind: 'open' };
  // A Restricted meeting always has a code (the meetings module enforces it); without one,
  // nothing can open it rather than everything.
  const accessCode = row.accessCode;
  if (!accessCode) return { kind: 'missing' };
  const subject = { meetingId: row.id, passEpoch: row.passEpoch, accessCode };
  const now = deps.clock();
  if (credentials.pass && isPassValid(deps.passKey, credentials.pass, subject, now)) {
    return { kind: 'pass' };
  }
  const code = credentials.code?.trim();
  if (!code) return { kind: 'missing' };
  const key = `sharing:code:${row.id}:${client}`;
  const reservation = await deps.attempts.reserve(key);
  if (!reservation.allowed) {
    throw new AppError('RATE_LIMITED', undefined, { retryAfter: reservation.retryAfter });
  }
  if (!isAccessCodeRight(code, accessCode)) return { kind: 'wrong' };
  await deps.attempts.release(key);
  return { kind: 'code', pass: issuePass(deps.passKey, subject, now) };
}

/** True when `access` lets the visitor read the meeting. */
export function isGranted(access: Access): boolean {
  return access.kind === 'open' || access.kind === 'pass' || access.kind === 'code';
}
