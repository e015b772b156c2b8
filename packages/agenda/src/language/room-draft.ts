import type { Diagnostic, Room, RoomStep } from '../types.ts';
import { diagnostic } from './diagnostics.ts';
import { parseDurationAt } from './durations.ts';
import type { LineRange } from './line-range.ts';
import { addSpeakers, plainText } from './line-range.ts';
import { addPiece, addRange, emptyRuns, joinedRuns } from './text-runs.ts';
import type { TextRuns } from './text-runs.ts';
import { trimmedSlice } from './trim.ts';

/** A `### Step` while its lines are read: it has a title and its own `:` minutes, nothing else. */
type StepDraft = { line: number; title: string; minutes: number; durationLines: number };

/** A `## Room` while its lines are read (DESIGN §9 "Rooms"). */
export type RoomDraft = {
  titleLine: number;
  name: string;
  /** The room's own minutes, or null for none (valid) yet: it then lasts the whole sequence. */
  minutes: number | null;
  durationLines: number;
  /** The line of the room's last valid `:`, where a room longer than its sequence is reported. */
  minutesLine: number;
  hosts: string[];
  description: string[];
  notes: TextRuns;
  comments: string[];
  steps: StepDraft[];
};

/** Hundredths of a minute: integers, so that sums of steps never drift (`0.1 + 0.2`). */
function hundredths(minutes: number): number {
  return Math.round(minutes * 100);
}

/**
 * Starts a room from its `##` line.
 *
 * @example openRoom(line, []).name // 'Room A' for the line '## Room A'
 */
export function openRoom(line: LineRange, diagnostics: Diagnostic[]): RoomDraft {
  const name = trimmedSlice(line.text, line.content, line.end);
  if (name === '') diagnostics.push(diagnostic(line.number, 'empty-room-name'));
  return {
    titleLine: line.number,
    name,
    minutes: null,
    durationLines: 0,
    minutesLine: line.number,
    hosts: [],
    description: [],
    notes: emptyRuns(line.text),
    comments: [],
    steps: [],
  };
}

/** Starts a step of `room` from its `###` line. */
export function openStep(room: RoomDraft, line: LineRange, diagnostics: Diagnostic[]): void {
  const title = trimmedSlice(line.text, line.content, line.end);
  if (title === '') diagnostics.push(diagnostic(line.number, 'empty-step-title'));
  room.steps.push({ line: line.number, title, minutes: 0, durationLines: 0 });
}

/** A `:` line: the current step's minutes after a `###`, the room's before any. */
function readDuration(room: RoomDraft, line: LineRange, diagnostics: Diagnostic[]): void {
  const minutes = parseDurationAt(line.text, line.content, line.end);
  const step = room.steps.at(-1);
  if (minutes === null) diagnostics.push(diagnostic(line.number, 'invalid-duration'));
  const target = step ?? room;
  if (target.durationLines > 0) diagnostics.push(diagnostic(line.number, 'duplicate-duration'));
  target.durationLines++;
  if (minutes === null) return;
  if (step !== undefined) step.minutes = minutes;
  else {
    room.minutes = minutes;
    room.minutesLine = line.number;
  }
}

/**
 * Adds one line that is neither `#`, `##` nor `###` to the room being read. Lines after a step
 * belong to the room (a step has only its title and minutes), except the step's `:` line.
 */
export function readRoomLine(room: RoomDraft, line: LineRange, diagnostics: Diagnostic[]): void {
  const { text, content, end } = line;
  switch (line.kind) {
    case 'duration':
      readDuration(room, line, diagnostics);
      return;
    case 'speakers':
      addSpeakers(room.hosts, text, content, end);
      return;
    case 'description':
      room.description.push(trimmedSlice(text, content, end));
      return;
    case 'comment':
      room.comments.push(trimmedSlice(text, content, end));
      return;
    case 'escaped':
      addPiece(room.notes, plainText(line));
      return;
    default:
      addRange(room.notes, line.start, end);
  }
}

/** What a sequence tells its rooms: their default length, and whether it has one of its own. */
export type RoomContext = { minutes: number; hasDuration: boolean };

/**
 * Finishes a room. Its diagnostics are pushed out of line order (the caller sorts the
 * sequence's diagnostics once): a step without `:`, steps longer than the room, a room longer
 * than its sequence (only when the sequence has a length of its own to compare with).
 */
export function closeRoom(
  draft: RoomDraft,
  index: number,
  context: RoomContext,
  diagnostics: Diagnostic[],
): Room {
  const minutes = draft.minutes ?? context.minutes;
  if (context.hasDuration && draft.minutes !== null) {
    if (hundredths(draft.minutes) > hundredths(context.minutes)) {
      diagnostics.push(diagnostic(draft.minutesLine, 'room-longer-than-sequence'));
    }
  }
  let total = 0;
  const steps: RoomStep[] = draft.steps.map((step, stepIndex) => {
    if (step.durationLines === 0) diagnostics.push(diagnostic(step.line, 'missing-step-duration'));
    total += hundredths(step.minutes);
    return { index: stepIndex, title: step.title, minutes: step.minutes };
  });
  if (total > hundredths(minutes)) {
    diagnostics.push(diagnostic(draft.titleLine, 'steps-longer-than-room'));
  }
  return {
    index,
    name: draft.name,
    minutes,
    hosts: draft.hosts,
    description: draft.description.join('\n').trim(),
    notes: joinedRuns(draft.notes),
    comments: draft.comments,
    steps,
  };
}
