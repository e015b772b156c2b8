import type { Sequence } from '@ordo/agenda';
import { allocateMinutes, snapToGrid } from './allocate.ts';
import { normalize } from './classify.ts';

const breakTitle = /\b(break|pause|lunch|dejeuner|coffee|cafe)\b/;

/** A break: titled like one and not a method (a "Coffee tasting" method links to its card). */
export function isBreak(sequence: Sequence): boolean {
  return !/\]\(\/methods\//.test(sequence.notes) && breakTitle.test(normalize(sequence.title));
}

/**
 * The sequences with the required (non-optional) minutes summing to `target`: breaks keep
 * their length, the working sequences share the rest in proportion to what they had, in
 * whole minutes and at least one each, on the 5-minute grid above 10 minutes. Optional sequences are left as they are.
 *
 * @example refit([a(10), b(20)], 60) // a: 20, b: 40
 */
export function refit(sequences: readonly Sequence[], target: number): Sequence[] {
  const required = sequences.filter((sequence) => !sequence.optional);
  const pauses = required
    .filter(isBreak)
    .reduce((sum, sequence) => sum + sequence.durationMinutes, 0);
  const working = required.filter((sequence) => !isBreak(sequence));
  const budget = Math.max(target - pauses, working.length);
  const minutes = snapToGrid(
    allocateMinutes(
      budget,
      working.map((sequence) => ({
        weight: Math.max(sequence.durationMinutes, 1),
        lo: 1,
        hi: budget,
      })),
    ),
    budget,
  );
  const next = new Map(working.map((sequence, index) => [sequence, minutes[index]!]));
  return sequences.map((sequence) =>
    next.has(sequence) ? { ...sequence, durationMinutes: next.get(sequence)! } : sequence,
  );
}
