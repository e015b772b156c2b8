import type { ApplyResult, RunCore, RunRefusal } from './types.ts';

// The answers `applyCommand` and the command handlers beside it share. Internal.

export const ok = (core: RunCore): ApplyResult => ({ ok: true, core });

export const refuse = (code: RunRefusal['code'], message: string): ApplyResult => ({
  ok: false,
  refusal: { code, message },
});

/** The transition does not exist in the run's status ("Cannot pause a run that is idle."). */
export const notNow = (what: string, core: RunCore): ApplyResult =>
  refuse('INVALID_TRANSITION', `Cannot ${what} a run that is ${core.status}.`);
