import { joinCodePattern, uuidPattern } from '@ordo/contract';
import { AppError } from '../http/app-error.ts';

export type MeetingRef = { kind: 'uuid'; value: string } | { kind: 'joinCode'; value: string };

/**
 * `{id}` in /v3/meetings/{id} is a uuid or a join code (DESIGN §9); join codes are typed by
 * people, so case does not matter. Anything else is 400 INVALID_ID before any lookup.
 */
export function parseMeetingRef(id: string): MeetingRef {
  const trimmed = id.trim();
  if (uuidPattern.test(trimmed)) return { kind: 'uuid', value: trimmed.toLowerCase() };
  const upper = trimmed.toUpperCase();
  if (joinCodePattern.test(upper)) return { kind: 'joinCode', value: upper };
  throw new AppError('INVALID_ID');
}
