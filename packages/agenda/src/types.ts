/**
 * The shapes every screen shares. They are plain data (no classes) so they cross the wire, the
 * database and the worker boundary unchanged.
 */

/** A whole meeting agenda, as read from its text by `parseAgenda`. */
export type Agenda = {
  /** The first non-empty plain line of the header; `''` when there is none. */
  title: string;
  /** Header `>` lines, each trimmed, joined with `\n`, then trimmed as a whole. Public. */
  objective: string;
  /** Header private lines, verbatim, joined with `\n`, then trimmed as a whole. */
  notes: string;
  /** Header `//` lines: the text after `//`, trimmed. Hidden. */
  comments: string[];
  sequences: Sequence[];
};

/** One block of the agenda, started by `#` (or `/#` when optional). */
export type Sequence = {
  title: string;
  /** Started by `/#`. */
  optional: boolean;
  /** Exact minutes rounded to two decimals; 0 when missing or invalid. */
  durationMinutes: number;
  /** `@` lines split on commas, trimmed, empties dropped; repeats stay. */
  speakers: string[];
  /** `>` lines, each trimmed, joined with `\n`, then trimmed as a whole. Public. */
  description: string;
  /** Private lines, verbatim, joined with `\n`, then trimmed as a whole. */
  notes: string;
  /** `//` lines: the text after `//`, trimmed. Hidden. */
  comments: string[];
  /**
   * Breakout rooms (DESIGN §9 "Rooms"): `## Name` lines inside the sequence, run in parallel.
   * Absent when the sequence has none, so agendas without rooms keep their exact shape.
   */
  rooms?: Room[];
};

/** One step of a room: a `### Title` line and its `:` minutes, run one after another. */
export type RoomStep = { index: number; title: string; minutes: number };

/** A breakout room of a sequence. `notes` and `comments` are private (editors only). */
export type Room = {
  /** 0-based within its sequence. */
  index: number;
  name: string;
  /** The room's `:` minutes (≤ the sequence's); the whole sequence when none is given. */
  minutes: number;
  /** `@` lines, split on commas like speakers. */
  hosts: string[];
  /** `>` lines: what the room's participants see. Public. */
  description: string;
  notes: string;
  comments: string[];
  steps: RoomStep[];
};

/** A room as anyone who cannot edit the meeting may see it. */
export type PublicRoom = Omit<Room, 'notes' | 'comments'>;

export type DiagnosticCode =
  | 'missing-duration'
  | 'invalid-duration'
  | 'duplicate-duration'
  | 'empty-title'
  // Rooms (DESIGN §9): the codes screens translate; `room-in-optional-sequence` is a warning.
  | 'room-outside-sequence'
  | 'step-outside-room'
  | 'room-longer-than-sequence'
  | 'steps-longer-than-room'
  | 'room-in-optional-sequence'
  | 'missing-step-duration'
  | 'empty-room-name'
  | 'empty-step-title';

/** An oddity of the text. `line` is 1-based; `message` is English for developers. */
export type Diagnostic = { line: number; code: DiagnosticCode; message: string };

export type ParseResult = { agenda: Agenda; diagnostics: Diagnostic[] };

/** Where one sequence sits in time. Minutes are offsets from the start of the meeting. */
export type ScheduleItem = {
  /** 0-based index of the sequence in `agenda.sequences`. */
  index: number;
  startMinute: number;
  endMinute: number;
  /** "HH:MM", only when a start time was given. */
  start?: string;
  /** "HH:MM", only when a start time was given. */
  end?: string;
  /**
   * The sequence's rooms as lanes side by side (DESIGN §9 "Rooms"), only when it has rooms:
   * every room starts with the sequence; its steps follow one another from there.
   */
  rooms?: ScheduleRoom[];
};

/** Where a room or one of its steps sits in time: minutes from the start of the meeting. */
export type ScheduleSpan = {
  /** 0-based within its room (a step) or its sequence (a room). */
  index: number;
  startMinute: number;
  endMinute: number;
  /** "HH:MM", only when a start time was given. */
  start?: string;
  /** "HH:MM", only when a start time was given. */
  end?: string;
};

/** A room's lane: its own span (its minutes from the sequence's start) and its steps'. */
export type ScheduleRoom = ScheduleSpan & { steps: ScheduleSpan[] };

export type Schedule = {
  items: ScheduleItem[];
  totalMinutes: number;
  requiredMinutes: number;
  optionalMinutes: number;
  /** "HH:MM", only when a start time was given. */
  end?: string;
};

/** A sequence as anyone who cannot edit the meeting may see it. */
export type PublicSequence = Omit<Sequence, 'notes' | 'comments' | 'rooms'> & {
  rooms?: PublicRoom[];
};

/** An agenda as anyone who cannot edit the meeting may see it: no notes, no comments. */
export type PublicAgenda = Omit<Agenda, 'notes' | 'comments' | 'sequences'> & {
  sequences: PublicSequence[];
};

/** The lines a sequence owns in a text: 1-based and inclusive. */
export type SequenceRange = { index: number; startLine: number; endLine: number };

/** A structured change to one sequence, applied by `editSequence`. */
export type SequenceEdit =
  | { kind: 'replace'; sequence: Sequence }
  | { kind: 'move'; to: number }
  | { kind: 'remove' }
  | { kind: 'insert'; sequence: Sequence };

/** The languages the interface speaks. */
export type Language = 'en' | 'fr';
