import type { Sequence } from '@ordo/agenda';
import type { RunStateBody } from '@ordo/contract';

/**
 * The private notes of the run's sequence `index`, from the meeting's current sequences
 * (`parseAgenda(content).agenda.sequences`). The run keeps the sequences it started with, so
 * an edit since then may have moved them: the sequence at the same place when its title still
 * matches, else the first one of that title, else none.
 */
export function notesOf(
  sequences: readonly Sequence[],
  state: RunStateBody,
  index: number,
): string {
  const title = state.sequences[index]?.title.trim();
  if (title === undefined) return '';
  const same = (sequence: Sequence | undefined) => sequence?.title.trim() === title;
  const found = same(sequences[index]) ? sequences[index] : sequences.find(same);
  return found?.notes.trim() ?? '';
}
