import type { Diagnostic, Sequence } from '../types.ts';
import { diagnostic } from './diagnostics.ts';
import { parseDuration } from './durations.ts';
import type { ReadLine } from './lines.ts';

/** A sequence while its lines are being read (DESIGN §3 rules 4, 5 and 7). */
export type SequenceDraft = {
  titleLine: number;
  title: string;
  optional: boolean;
  durationMinutes: number;
  durationLines: number;
  speakers: string[];
  description: string[];
  notes: string[];
  comments: string[];
};

/**
 * Starts a sequence from its `#` or `/#` line; reports `empty-title` at once so diagnostics
 * stay in line order without sorting.
 *
 * @example openSequence({ kind: 'sequence', value: ' Intro' }, 4, []).title // 'Intro'
 */
export function openSequence(
  line: ReadLine,
  lineNumber: number,
  diagnostics: Diagnostic[],
): SequenceDraft {
  const title = line.value.trim();
  if (title === '') diagnostics.push(diagnostic(lineNumber, 'empty-title'));
  return {
    titleLine: lineNumber,
    title,
    optional: line.kind === 'optional',
    durationMinutes: 0,
    durationLines: 0,
    speakers: [],
    description: [],
    notes: [],
    comments: [],
  };
}

/**
 * Adds one line (that does not start a sequence) to the sequence being read.
 *
 * @example readSequenceLine(draft, { kind: 'duration', value: ' 15' }, 5, diagnostics)
 */
export function readSequenceLine(
  draft: SequenceDraft,
  line: ReadLine,
  lineNumber: number,
  diagnostics: Diagnostic[],
): void {
  switch (line.kind) {
    case 'duration': {
      const minutes = parseDuration(line.value);
      // Same line: `invalid-duration` before `duplicate-duration` (rule 7).
      if (minutes === null) diagnostics.push(diagnostic(lineNumber, 'invalid-duration'));
      else draft.durationMinutes = minutes;
      if (draft.durationLines > 0) diagnostics.push(diagnostic(lineNumber, 'duplicate-duration'));
      draft.durationLines++;
      return;
    }
    case 'speakers':
      addSpeakers(draft.speakers, line.value);
      return;
    case 'description':
      draft.description.push(line.value.trim());
      return;
    case 'comment':
      draft.comments.push(line.value.trim());
      return;
    case 'text':
      draft.notes.push(line.value);
      return;
    case 'sequence':
    case 'optional':
      // The parser starts a new sequence on these; they never reach a draft.
      return;
  }
}

/** Comma-separated names, trimmed, empties dropped; no intermediate array (a hot path). */
function addSpeakers(speakers: string[], list: string): void {
  let from = 0;
  while (from <= list.length) {
    let comma = list.indexOf(',', from);
    if (comma === -1) comma = list.length;
    const speaker = list.slice(from, comma).trim();
    if (speaker !== '') speakers.push(speaker);
    from = comma + 1;
  }
}

/**
 * Lines joined with `\n`, then trimmed as a whole, without a join for the common cases of no
 * line or one.
 *
 * @example joinTrimmed(['', 'a', '']) // 'a'
 */
export function joinTrimmed(lines: readonly string[]): string {
  if (lines.length === 0) return '';
  if (lines.length === 1) return (lines[0] ?? '').trim();
  return lines.join('\n').trim();
}

/**
 * Finishes a sequence. A sequence with no `:` line at all gets `missing-duration` on its title
 * line; since such a sequence produced no other diagnostic after its title, pushing it now
 * keeps the list sorted.
 *
 * @example closeSequence(openSequence({ kind: 'sequence', value: ' A' }, 1, []), []).durationMinutes // 0
 */
export function closeSequence(draft: SequenceDraft, diagnostics: Diagnostic[]): Sequence {
  if (draft.durationLines === 0) diagnostics.push(diagnostic(draft.titleLine, 'missing-duration'));
  return {
    title: draft.title,
    optional: draft.optional,
    durationMinutes: draft.durationMinutes,
    speakers: draft.speakers,
    description: joinTrimmed(draft.description),
    notes: joinTrimmed(draft.notes),
    comments: draft.comments,
  };
}
