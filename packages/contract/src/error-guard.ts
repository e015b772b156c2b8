import type { ErrorBody } from './errors.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isIssue = (value: unknown) =>
  isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';

/**
 * True when `value` is shaped like an Ordo error body (`errorBodySchema`, checked by hand: the
 * web app's participant pages read error bodies without loading zod; errors.test.ts holds the
 * two to the same answers).
 */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (!isRecord(value)) return false;
  if (typeof value.code !== 'string' || typeof value.message !== 'string') return false;
  if (value.issues !== undefined && !(Array.isArray(value.issues) && value.issues.every(isIssue))) {
    return false;
  }
  return value.retryAfter === undefined || Number.isInteger(value.retryAfter);
}
