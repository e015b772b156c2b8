import { describe, expect, it } from 'vitest';
import { isErrorBody } from './error-guard.ts';
import { errorBodySchema } from './errors.ts';

const samples: unknown[] = [
  { code: 'NOT_FOUND', message: 'Meeting not found' },
  { code: 'VALIDATION_FAILED', message: 'x', issues: [{ path: 'title', message: 'Too long' }] },
  { code: 'RATE_LIMITED', message: 'Wait', retryAfter: 30 },
  { code: 'X', message: 'y', extra: { any: 'thing' } },
  { code: 'X' },
  { message: 'no code' },
  { code: 1, message: 'numeric code' },
  { code: 'X', message: 'y', issues: 'not a list' },
  { code: 'X', message: 'y', issues: [{ path: 1, message: 'bad path' }] },
  { code: 'X', message: 'y', retryAfter: 1.5 },
  { code: 'X', message: 'y', retryAfter: '30' },
  null,
  'NOT_FOUND',
  [],
  ['code', 'message'],
];

describe('isErrorBody', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))(
    'agrees with errorBodySchema on %s',
    (_label, sample) => {
      expect(isErrorBody(sample)).toBe(errorBodySchema.safeParse(sample).success);
    },
  );
});
