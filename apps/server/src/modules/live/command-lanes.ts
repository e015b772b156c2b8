import { AppError } from '../../http/app-error.ts';

/** How long a refused command should wait: a queue of a few commands drains well within it. */
const RETRY_AFTER_SECONDS = 1;

/**
 * One lane per meeting, in this process's memory: a meeting's commands are applied one at a
 * time, in the order they arrived, `maxQueued` at most waiting behind the one being applied;
 * more are refused at once with 429 RATE_LIMITED (`retryAfter` 1 s) and touch nothing.
 *
 * Why: every command of a meeting takes that meeting's row lock in the database anyway, so
 * running them side by side gains nothing, while a burst of hundreds (one account, its own
 * meeting) would hold every database connection waiting for that lock, and on the embedded
 * database queue hundreds of transactions in front of everyone else's queries. In a lane a
 * meeting holds at most one connection, whatever it sends. And since a command's state is
 * broadcast before the next command of its meeting starts, this process broadcasts a meeting's
 * states in the order they were committed, not in the order their answers came back.
 *
 * @example
 * const lanes = commandLanes({ maxQueued: 10 });
 * await lanes.run(meetingId, () => applyTheCommand()); // throws RATE_LIMITED past 10 waiting
 */
export function commandLanes(options: { maxQueued: number }) {
  const lanes = new Map<string, (() => void)[]>();

  /** Resolves when `key`'s lane is this caller's; the caller must `release(key)` after. */
  function enter(key: string): Promise<void> {
    const waiting = lanes.get(key);
    if (!waiting) {
      lanes.set(key, []);
      return Promise.resolve();
    }
    if (waiting.length >= options.maxQueued) {
      return Promise.reject(
        new AppError('RATE_LIMITED', 'Too many commands for this meeting at once, please wait', {
          retryAfter: RETRY_AFTER_SECONDS,
        }),
      );
    }
    return new Promise((resolve) => waiting.push(resolve));
  }

  function release(key: string): void {
    const next = lanes.get(key)?.shift();
    if (next) next();
    else lanes.delete(key);
  }

  return {
    async run<T>(key: string, work: () => Promise<T>): Promise<T> {
      await enter(key);
      try {
        return await work();
      } finally {
        release(key);
      }
    },
  };
}
export type CommandLanes = ReturnType<typeof commandLanes>;
