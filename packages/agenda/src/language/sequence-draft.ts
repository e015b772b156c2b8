import type { Diagnostic, Sequence } from '../types.ts';
import { diagnostic } from './diagnostics.ts';
import { parseDurationAt } from './durations.ts';
import type { LineRange } from './line-range.ts';
import { addSpeakers, plainText } from './line-range.ts';
import type { RoomDraft } from './room-draft.ts';
import { closeRoom, openRoom, openStep, readRoomLine } from './room-draft.ts';
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
  /** The rooms so far (`undefined` until a `##` line): every line after one belongs to a room. */
  rooms: RoomDraft[] | undefined;
  /** How many diagnostics stood before this sequence's: its own are sorted when it closes. */
  diagnosticsStart: number;
  /** A `##` or `###` line was read: its diagnostics may precede some pushed at close. */
  hasRoomLines: boolean;
};

export type { LineRange } from './line-range.ts';
export { plainText } from './line-range.ts';

/**
 * Starts a sequence from its `#` or `/#` line; reports `empty-title` at once so diagnostics
 * stay in line order without sorting.
 *
 * @example openSequence(titleLine, []).title // 'Intro' for the line '# Intro'
 */
export function openSequence(line: LineRange, diagnostics: Diagnostic[]): SequenceDraft {
  const diagnosticsStart = diagnostics.length;
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
    rooms: undefined,
    diagnosticsStart,
    hasRoomLines: false,
  };
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
  if (line.kind === 'room' || line.kind === 'step') {
    readRoomOrStep(draft, line, diagnostics);
    return;
  }
  const room = draft.rooms?.at(-1);
  if (room !== undefined) {
    readRoomLine(room, line, diagnostics);
    return;
  }
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
 * A `##` line opens a room; a `###` line a step of the current room, or, before any room, a
 * private note with `step-outside-room` (kept verbatim, so nothing typed is lost).
 */
function readRoomOrStep(draft: SequenceDraft, line: LineRange, diagnostics: Diagnostic[]): void {
  const room = draft.rooms?.at(-1);
  draft.hasRoomLines = true;
  if (line.kind === 'step') {
    if (room !== undefined) openStep(room, line, diagnostics);
    else {
      diagnostics.push(diagnostic(line.number, 'step-outside-room'));
      addRange(draft.notes, line.start, line.end);
    }
    return;
  }
  if (draft.rooms === undefined) {
    draft.rooms = [];
    if (draft.optional) diagnostics.push(diagnostic(line.number, 'room-in-optional-sequence'));
  }
  draft.rooms.push(openRoom(line, diagnostics));
}

/** A sequence's diagnostics in line order: rooms report some when they close (stable sort). */
function sortOwnDiagnostics(diagnostics: Diagnostic[], from: number): void {
  const own = diagnostics.splice(from).sort((a, b) => a.line - b.line);
  for (const d of own) diagnostics.push(d);
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
 * line; without rooms such a sequence produced no other diagnostic after its title, so pushing
 * it now keeps the list sorted. With room or step lines, the sequence's own diagnostics (its
 * rooms' included, reported as they close) are sorted once, stably, here.
 *
 * @example closeSequence(draft, []).notes // the notes joined and trimmed
 */
export function closeSequence(draft: SequenceDraft, diagnostics: Diagnostic[]): Sequence {
  if (draft.durationLines === 0) diagnostics.push(diagnostic(draft.titleLine, 'missing-duration'));
  const sequence: Sequence = {
    title: draft.title,
    optional: draft.optional,
    durationMinutes: draft.durationMinutes,
    speakers: draft.speakers,
    description: draft.descriptionLines === 0 ? '' : draft.description.trim(),
    notes: joinedRuns(draft.notes),
    comments: draft.comments,
  };
  if (draft.rooms !== undefined) {
    const context = { minutes: draft.durationMinutes, hasDuration: draft.durationLines > 0 };
    sequence.rooms = draft.rooms.map((room, index) => closeRoom(room, index, context, diagnostics));
  }
  if (draft.hasRoomLines) sortOwnDiagnostics(diagnostics, draft.diagnosticsStart);
  return sequence;
}
