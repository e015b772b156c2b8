import type { TFunction } from 'i18next';
import { ApiError, isCancelled } from '../../api/errors.ts';

/** The problems a visitor of a shared meeting can meet (SPEC §5 and §8), in their words. */
const known = [
  'MEETING_NOT_FOUND',
  'FORBIDDEN',
  'INVALID_ID',
  'PASSWORD_REQUIRED',
  'INVALID_PASSWORD',
  'RATE_LIMITED',
  'NETWORK_ERROR',
] as const;

export type VisitorProblem = (typeof known)[number] | 'OTHER';

export function problemOf(error: unknown): VisitorProblem {
  const code = error instanceof ApiError ? error.code : 'OTHER';
  return (known as readonly string[]).includes(code) ? (code as VisitorProblem) : 'OTHER';
}

/** The sentence for `error` from the `sharing` catalog, or null for a cancelled request. */
export function visitorMessage(t: TFunction<'sharing'>, error: unknown): string | null {
  if (!error || isCancelled(error)) return null;
  const problem = problemOf(error);
  if (problem === 'RATE_LIMITED') {
    const wait = error instanceof ApiError ? Number(error.body.retryAfter) : NaN;
    return t('messages.RATE_LIMITED', { seconds: Number.isFinite(wait) && wait > 0 ? wait : 60 });
  }
  return t(`messages.${problem}`);
}
