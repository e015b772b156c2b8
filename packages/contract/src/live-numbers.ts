import { z } from 'zod';

// Shared by the live run's schemas (live.ts) and its rooms' (live-rooms.ts).

/**
 * A whole number between `min` and `max`, also as its digits in a string (`"90"`, `"-1"`):
 * a Stream Deck button or a home-automation action can often send only text. Anything else
 * in a string (`"1.5"`, `"ten"`, `" "`) is 400 VALIDATION_FAILED, as a wrong number is.
 */
export function wholeNumber(min: number, max: number) {
  const number = z.number().int().min(min).max(max);
  const digits = z
    .string()
    .regex(/^-?\d{1,15}$/, 'Expected a whole number (digits, or a number)')
    .transform(Number)
    .pipe(number);
  const range = max === Number.MAX_SAFE_INTEGER ? `of ${min} or more` : `from ${min} to ${max}`;
  return z.union([number, digits], {
    error: `Expected a whole number ${range} (a number, or its digits in a string)`,
  });
}
