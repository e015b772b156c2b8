/**
 * How one line of agenda text reads. Shared by the parser, the serializer (to know when a line
 * needs escaping) and the editor helpers (to find sequences), so all three agree by
 * construction. The core works on index ranges of a whole text so the parser can classify a
 * line without cutting it out first.
 */

/** DESIGN §3 rule 1: `\r\n`, a lone `\r` and `\n` all end a line. */
export const LINE_BREAK = /\r\n|\r|\n/;

/** `escaped` is a `\` line: plain text once the `\` is removed. */
export type LineKind =
  | 'sequence'
  | 'optional'
  | 'room'
  | 'step'
  | 'duration'
  | 'speakers'
  | 'description'
  | 'comment'
  | 'escaped'
  | 'text';

/** How many characters the prefix of each kind takes after the indentation. */
export const PREFIX_LENGTH: Readonly<Record<LineKind, number>> = {
  sequence: 1,
  optional: 2,
  room: 2,
  step: 3,
  duration: 1,
  speakers: 1,
  description: 1,
  comment: 2,
  escaped: 1,
  text: 0,
};

/**
 * `value` is the untrimmed rest after the prefix; for `text` it is the whole line, minus the
 * escaping `\` when there was one.
 */
export type ReadLine = { kind: Exclude<LineKind, 'escaped'>; value: string };

const TAB = 9;
const SPACE = 32;
const HASH = 35;
const SLASH = 47;
const COLON = 58;
const GT = 62;
const AT = 64;
const BACKSLASH = 92;

/**
 * The index of the first character from `from` that is neither a space nor a tab (rule 1
 * ignores only those two when reading a prefix; other Unicode spaces are content).
 *
 * @example indentEnd(' \t# x') // 2
 */
export function indentEnd(text: string, from = 0, end = text.length): number {
  let i = from;
  while (i < end) {
    const code = text.charCodeAt(i);
    if (code !== SPACE && code !== TAB) break;
    i++;
  }
  return i;
}

/**
 * `#` opens a sequence, `##` a room and `###` a room's step (DESIGN §9 "Rooms"); a fourth `#`
 * and more are the start of the step's title, as `## x` was a sequence's before rooms.
 */
function hashKind(text: string, at: number, end: number): LineKind {
  if (at + 1 >= end || text.charCodeAt(at + 1) !== HASH) return 'sequence';
  return at + 2 < end && text.charCodeAt(at + 2) === HASH ? 'step' : 'room';
}

/**
 * The kind of a line whose first non-blank character is at `at` and which ends at `end`.
 *
 * @example kindAt('  /# Break', 2, 10) // 'optional'
 * @example kindAt('## Room A', 0, 9) // 'room'
 */
export function kindAt(text: string, at: number, end: number): LineKind {
  if (at >= end) return 'text';
  switch (text.charCodeAt(at)) {
    case HASH:
      return hashKind(text, at, end);
    case SLASH: {
      const next = at + 1 < end ? text.charCodeAt(at + 1) : 0;
      if (next === HASH) return 'optional';
      return next === SLASH ? 'comment' : 'text';
    }
    case COLON:
      return 'duration';
    case AT:
      return 'speakers';
    case GT:
      return 'description';
    case BACKSLASH:
      return 'escaped';
    default:
      return 'text';
  }
}

/**
 * Classifies one line (without its line break) by its prefix.
 *
 * @example readLine('  /# Energizer') // { kind: 'optional', value: ' Energizer' }
 * @example readLine('\\# not a title') // { kind: 'text', value: '# not a title' }
 */
export function readLine(line: string): ReadLine {
  const at = indentEnd(line);
  const kind = kindAt(line, at, line.length);
  // The escape removes only the `\`: indentation before it stays part of the text.
  if (kind === 'escaped') return { kind: 'text', value: line.slice(0, at) + line.slice(at + 1) };
  if (kind === 'text') return { kind, value: line };
  return { kind, value: line.slice(at + PREFIX_LENGTH[kind]) };
}

/**
 * The indentation width and prefix characters of one line, read exactly as the parser reads
 * them, so the editor colours a line the way it will be understood.
 *
 * @example linePrefix('  /# Break') // { indent: 2, prefix: '/#' }
 * @example linePrefix('plain note') // { indent: 0, prefix: '' }
 */
export function linePrefix(line: string): { indent: number; prefix: string } {
  const indent = indentEnd(line);
  const kind = kindAt(line, indent, line.length);
  return { indent, prefix: line.slice(indent, indent + PREFIX_LENGTH[kind]) };
}

/**
 * True when the line starts a sequence (`#` or `/#`), the only thing the editor helpers need
 * to know to cut a text into sequences.
 *
 * @example startsSequence('/# Break') // true
 */
export function startsSequence(line: string): boolean {
  const kind = kindAt(line, indentEnd(line), line.length);
  return kind === 'sequence' || kind === 'optional';
}

/**
 * True when `line` would not read back as the same plain text line: it has a prefix, or its
 * first non-blank character is the escape itself. `@`, `:`, `##` and `###` count only where
 * `prefixesColonAndAt` says so (the header keeps them verbatim as notes).
 *
 * @example needsEscape('# x', true) // true
 * @example needsEscape(': 5', false) // false
 */
export function needsEscape(line: string, prefixesColonAndAt: boolean): boolean {
  const kind = kindAt(line, indentEnd(line), line.length);
  if (kind === 'text') return false;
  if (prefixesColonAndAt) return true;
  // The header keeps `:`, `@`, `##` and `###` lines verbatim as notes (never as its title).
  return kind !== 'duration' && kind !== 'speakers' && kind !== 'room' && kind !== 'step';
}

/**
 * Writes `line` so that it reads back as plain text: a `\` goes right before the first
 * non-blank character when needed.
 *
 * @example escapeLine('  # x', true) // '  \\# x'
 */
export function escapeLine(line: string, prefixesColonAndAt: boolean): string {
  if (!needsEscape(line, prefixesColonAndAt)) return line;
  const i = indentEnd(line);
  return line.slice(0, i) + '\\' + line.slice(i);
}
