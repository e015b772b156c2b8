import { parseAgenda, renderMarkdown, type RunState, type Sequence } from '@ordo/agenda';
import type { RunNotes } from '@ordo/contract';
import type { MeetingRow } from '../../db/schema/index.ts';

/**
 * The sequence of the text now that a run's sequence stands for: the one at the same index
 * when the titles agree, else the one with the same title (a sequence added or removed above
 * it since the start), else the one at the same index (its title was corrected).
 */
function sequenceFor(
  sequences: readonly Sequence[],
  index: number,
  title: string,
): Sequence | undefined {
  const same = sequences[index];
  if (same?.title === title) return same;
  return sequences.find((sequence) => sequence.title === title) ?? same;
}

/**
 * The private notes of each sequence of a run, for the presenter view (DESIGN §9), as HTML of
 * the agenda's safe markdown (no raw HTML, links and images on allowed schemes only). Notes
 * only: `//` comments are the author's and stay out.
 *
 * A run's sequences are the snapshot its start took (titles and times, never notes), while the
 * notes are read from the meeting's text now, so an editor's fix reaches the lectern at once.
 * Had the text changed since the start, a run's sequence is matched by index, or by title when
 * the title at that index differs (see `sequenceFor`); a run's sequence the text no longer
 * holds has empty notes.
 *
 * The meeting's stage warnings come along, so the presenter's countdown takes the stage's tones.
 *
 * @example runNotes(meeting, state).sequences[0] // { index: 0, notesHtml: '<p>…</p>\n' }
 */
export function runNotes(meeting: MeetingRow, state: RunState): RunNotes {
  const { sequences } = parseAgenda(meeting.content).agenda;
  return {
    sequences: state.sequences.map(({ index, title }) => {
      const notes = sequenceFor(sequences, index, title)?.notes ?? '';
      return { index, notesHtml: notes ? renderMarkdown(notes) : '' };
    }),
    stageWarnings: meeting.stageWarnings,
  };
}
