import type { MethodPhase } from '@ordo/contract';

/**
 * The moments of a meeting a card belongs to, in meeting order: the contract's list, repeated
 * here so the gallery imports no value from @ordo/contract (its zod schemas would come along,
 * 22 KB on a page that only reads). The type keeps the two lists the same.
 */
export const methodPhases = [
  'opening',
  'context',
  'diverge',
  'converge',
  'decide',
  'plan',
  'close',
] as const satisfies readonly MethodPhase[];

type Missing = Exclude<MethodPhase, (typeof methodPhases)[number]>;
/** Fails to compile when the contract gains a phase this list lacks. */
export const noPhaseMissing: Missing extends never ? true : never = true;
