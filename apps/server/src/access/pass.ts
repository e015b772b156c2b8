import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { MEETING_PASS_HOURS } from '@ordo/contract';

export const PASS_LIFETIME_MS = MEETING_PASS_HOURS * 60 * 60 * 1000;

/** What a pass is bound to: one meeting, its current pass epoch and its current access code. */
export type PassSubject = { meetingId: string; passEpoch: number; accessCode: string };

/**
 * The key that signs passes, derived from the auth secret so operators manage one secret, yet
 * a pass can never be replayed as a session token or the other way round.
 */
export function derivePassKey(authSecret: string): Buffer {
  return createHmac('sha256', authSecret).update('meeting-pass').digest();
}

/**
 * The MAC covers the access code itself (never written into the pass), so a pass dies with the
 * code even if an epoch bump were ever missed; the epoch also kills it when the visibility
 * changes back and forth with the same code.
 */
function signature(key: Buffer, subject: PassSubject, expiresAt: number): Buffer {
  return createHmac('sha256', key)
    .update([subject.meetingId, subject.passEpoch, expiresAt, subject.accessCode].join('\n'))
    .digest();
}

/** `meetingId.epoch.expiresAtSeconds.signature`: opaque to clients, checked without storage. */
export function issuePass(key: Buffer, subject: PassSubject, now: Date): string {
  const expiresAt = Math.floor((now.getTime() + PASS_LIFETIME_MS) / 1000);
  const mac = signature(key, subject, expiresAt).toString('base64url');
  return `${subject.meetingId}.${subject.passEpoch}.${expiresAt}.${mac}`;
}

/** True when `pass` was issued for this meeting, epoch and code, and has not expired. */
export function isPassValid(key: Buffer, pass: string, subject: PassSubject, now: Date): boolean {
  const parts = pass.split('.');
  if (parts.length !== 4) return false;
  const [meetingId, epoch, expires, mac] = parts as [string, string, string, string];
  if (meetingId !== subject.meetingId || epoch !== String(subject.passEpoch)) return false;
  if (!/^\d{1,12}$/.test(expires)) return false;
  const expiresAt = Number(expires);
  if (expiresAt * 1000 <= now.getTime()) return false;
  const expected = signature(key, subject, expiresAt);
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Compares a typed access code with the stored one in constant time: both are hashed first so
 * the comparison never depends on, or reveals, the stored code's length.
 */
export function isAccessCodeRight(given: string, stored: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(stored));
}
