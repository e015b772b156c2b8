import {
  applyCommand,
  resolveTogglePause,
  presentRun,
  type RunAgenda,
  type RunCore,
  type RunState,
} from '@ordo/agenda';
import type { RunCommandInput } from '@ordo/contract';
import type { RunCommandDeps } from './run-commands.ts';
import { appendIfNext, positionOf, type LoadedRun } from './run-log.ts';

/** A run's agenda and the state its log leaves, with the run and log when there is one. */
export type Outcome = { agenda: RunAgenda; core: RunCore };
export type Current = Outcome & { loaded: LoadedRun | undefined };

/**
 * The run each meeting's last command left, kept by this process so that the next command does
 * not read and replay the whole log again. It is only a guess: the database confirms it before
 * anything is written (below, or with one small query under the meeting's lock in
 * `runCommand`), and any other process's command or restart makes it miss and reload.
 */
export type RunMemo = Map<string, Current>;
const MEMO_LIMIT = 5_000;

/** Remembered only once committed: a rolled-back command leaves no trace here either. */
export function remember(memo: RunMemo | undefined, meetingId: string, current: Current): void {
  if (!memo) return;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(meetingId, current);
}

const inProgress = (core: RunCore) => core.status === 'running' || core.status === 'paused';

/**
 * Most commands of a live run (the next sequence, a minute more, a pause, a stage message) leave
 * it running or paused and only add one entry to its log. When this process applied the run's
 * last command, such a command is appended in one statement instead of a transaction of four
 * (lock the meeting, confirm the memo, insert, commit): the statement itself proves the memo
 * current, since it writes only at the position after the log this process knows (run-store's
 * `appendIfNext`). Answers undefined, having written and sent nothing, whenever it cannot
 * decide alone: no memo, a refusal (which the full path gives against the log itself), a
 * command that starts, finishes or ends a run, or a memo the database does not confirm. The
 * state is broadcast after the statement committed, like every command's.
 */
export async function appendRemembered(
  deps: RunCommandDeps,
  meetingId: string,
  input: RunCommandInput,
): Promise<RunState | undefined> {
  if (input.type === 'start' || input.type === 'restart' || input.type === 'end') return undefined;
  const remembered = deps.memo?.get(meetingId);
  const loaded = remembered?.loaded;
  if (!remembered || !loaded || !inProgress(remembered.core)) return undefined;
  const now = deps.clock().getTime();
  const command = resolveTogglePause(remembered.core, input);
  const applied = applyCommand(remembered.core, command, now);
  if (!applied.ok || !inProgress(applied.core)) return undefined;
  const entry = { command, at: now };
  if (!(await appendIfNext(deps.db, meetingId, loaded.run.id, positionOf(loaded), entry))) {
    return undefined;
  }
  const next = { run: loaded.run, log: [...loaded.log, entry], base: loaded.base };
  const state = presentRun(applied.core, remembered.agenda, now, positionOf(next));
  deps.publish([{ kind: 'state', meetingId, state }]);
  remember(deps.memo, meetingId, { agenda: remembered.agenda, core: applied.core, loaded: next });
  return state;
}
