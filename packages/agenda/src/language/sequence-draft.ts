import type { Diagnostic, Sequence } from '../types.ts';
import { diagnostic } from './diagnostics.ts';
import { parseDurationAt } from './durations.ts';
import type { LineKind } from './lines.ts';
import { addPiece, addRange, emptyRuns, joinedRuns } from './text-runs.ts';
import type { TextRuns } from './text-runs.ts';
import { trimmedSlice } from './trim.ts';

/** A sequence while its lines are being read (DESIGN §3 rules 4, 5 and 7). */
export type SequenceDraft = {
  titleLine: number;
  title: string;
  optional: boolean;
  durationMinutes: number;
  durationLines: number;
  speakers: string[];
  /** The `>` lines so far, joined with `\n` (untrimmed as a whole), and how many there were. */
  description: string;
  descriptionLines: number;
  notes: TextRuns;
  comments: string[];
};

/**
 * One line of the text being parsed, as index ranges into it: the line is
 * `text.slice(start, end)`, its prefix starts at `at` and its content at `content`.
 */
export type LineRange = {
  text: string;
  number: number;
  start: number;
  at: number;
  content: number;
  end: number;
  kind: LineKind;
};

/**
 * The verbatim text of a plain line: the escape removes only the `\`, so indentation before
 * it stays.
 *
 * @example plainText({ text: '  \\# x', start: 0, at: 2, end: 6, kind: 'escaped', ... }) // '  # x'
 */
export function plainText(line: LineRange): string {
  const { text, start, at, end } = line;
  if (line.kind === 'escaped') return text.slice(start, at) + text.slice(at + 1, end);
  return text.slice(start, end);
}

/**
 * Starts a sequence from its `#` or `/#` line; reports `empty-title` at once so diagnostics
 * stay in line order without sorting.
 *
 * @example openSequence(titleLine, []).title // 'Intro' for the line '# Intro'
 */
export function openSequence(line: LineRange, diagnostics: Diagnostic[]): SequenceDraft {
  const title = trimmedSlice(line.text, line.content, line.end);
  if (title === '') diagnostics.push(diagnostic(line.number, 'empty-title'));
  return {
    titleLine: line.number,
    title,
    optional: line.kind === 'optional',
    durationMinutes: 0,
    durationLines: 0,
    speakers: [],
    description: '',
    descriptionLines: 0,
    notes: emptyRuns(line.text),
    comments: [],
  };
}

/** Comma-separated names, trimmed, empties dropped; no intermediate array (a hot path). */
function addSpeakers(speakers: string[], text: string, start: number, end: number): void {
  let from = start;
  while (from <= end) {
    let comma = text.indexOf(',', from);
    if (comma === -1 || comma > end) comma = end;
    const speaker = trimmedSlice(text, from, comma);
    if (speaker !== '') speakers.push(speaker);
    from = comma + 1;
  }
}

/**
 * Adds one line (that does not start a sequence) to the sequence being read.
 *
 * @example readSequenceLine(draft, durationLine, diagnostics) // draft.durationMinutes is set
 */
export function readSequenceLine(
  draft: SequenceDraft,
  line: LineRange,
  diagnostics: Diagnostic[],
): void {
  const { text, content, end } = line;
  switch (line.kind) {
    case 'duration': {
      const minutes = parseDurationAt(text, content, end);
      // Same line: `invalid-duration` before `duplicate-duration` (rule 7).
      if (minutes === null) diagnostics.push(diagnostic(line.number, 'invalid-duration'));
      else draft.durationMinutes = minutes;
      if (draft.durationLines > 0) diagnostics.push(diagnostic(line.number, 'duplicate-duration'));
      draft.durationLines++;
      return;
    }
    case 'speakers':
      addSpeakers(draft.speakers, text, content, end);
      return;
    case 'description': {
      // Concatenated as read: the same string as pushing lines and joining them, one array less.
      const piece = trimmedSlice(text, content, end);
      draft.description = draft.descriptionLines === 0 ? piece : `${draft.description}\n${piece}`;
      draft.descriptionLines++;
      return;
    }
    case 'comment':
      draft.comments.push(trimmedSlice(text, content, end));
      return;
    case 'text':
      addRange(draft.notes, line.start, end);
      return;
    case 'escaped':
      addPiece(draft.notes, plainText(line));
      return;
    case 'sequence':
    case 'optional':
      // The parser starts a new sequence on these; they never reach a draft.
      return;
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
 * @example closeSequence(draft, []).notes // the notes joined and trimmed
 */
export function closeSequence(draft: SequenceDraft, diagnostics: Diagnostic[]): Sequence {
  if (draft.durationLines === 0) diagnostics.push(diagnostic(draft.titleLine, 'missing-duration'));
  return {
    title: draft.title,
    optional: draft.optional,
    durationMinutes: draft.durationMinutes,
    speakers: draft.speakers,
    description: draft.descriptionLines === 0 ? '' : draft.description.trim(),
    notes: joinedRuns(draft.notes),
    comments: draft.comments,
  };
}
