import { linePrefix } from '@ordo/agenda';

/**
 * How the editor colours each line, line by line over the visible part of a large document
 * without parsing the whole agenda. Prefixes come from the parser's own line reader, so a line
 * is always coloured the way it will be understood (DESIGN §3 rules 1–6).
 */
export type LineStyle =
  | 'meeting-title'
  | 'objective'
  | 'sequence'
  | 'optional'
  | 'room'
  | 'room-step'
  | 'duration'
  | 'speakers'
  | 'description'
  | 'comment'
  | 'note'
  | 'escaped'
  | 'blank';

/** Where a line sits: before the first sequence (the header) or inside one. */
export type LineContext = 'header' | 'sequence';

/** The prefix characters a line starts with after its indentation, and how long it is. */
export const prefixOf = linePrefix;

/**
 * How many `#` open the line: 2 for a room (`## Name`), 3 for a room's step (`### Step`),
 * otherwise 0 (DESIGN §9 "Rooms"). Read from the text, so it holds whether the parser's line
 * reader names these prefixes `#` or `##`.
 */
export function roomDepth(line: string): 0 | 2 | 3 {
  const { indent, prefix } = prefixOf(line);
  if (!prefix.startsWith('#')) return 0;
  const hashes = /^#*/.exec(line.slice(indent))?.[0].length ?? 0;
  if (hashes === 2) return 2;
  return hashes >= 3 ? 3 : 0;
}

/** The length of a line's prefix as the editor dims it: every `#` of a room or step line. */
export function prefixLength(line: string): number {
  const depth = roomDepth(line);
  return depth === 0 ? prefixOf(line).prefix.length : depth;
}

/** True for `#` and `/#` lines: the only lines that change the context of what follows. */
export function startsSequence(line: string): boolean {
  const { prefix } = prefixOf(line);
  return (prefix === '#' || prefix === '/#') && roomDepth(line) === 0;
}

/**
 * The kind of one line in its context. The meeting title is decided by the caller (it is the
 * first plain header line), so a plain header line reads here as a note.
 *
 * @example lineKind(': 15', 'sequence') // 'duration'
 * @example lineKind(': 15', 'header') // 'note' (rule 3: never a title, kept verbatim)
 */
export function lineKind(line: string, context: LineContext): LineStyle {
  if (line.trim() === '') return 'blank';
  const depth = roomDepth(line);
  if (depth !== 0) return depth === 2 ? 'room' : 'room-step';
  switch (prefixOf(line).prefix) {
    case '#':
      return 'sequence';
    case '/#':
      return 'optional';
    case '>':
      return context === 'header' ? 'objective' : 'description';
    case '//':
      return 'comment';
    case '\\':
      return 'escaped';
    case ':':
      return context === 'header' ? 'note' : 'duration';
    case '@':
      return context === 'header' ? 'note' : 'speakers';
    default:
      return 'note';
  }
}

/** A plain header line can be the meeting title; `:` and `@` lines never are (rule 3). */
function canBeTitle(line: string): boolean {
  if (line.trim() === '') return false;
  const { prefix } = prefixOf(line);
  return prefix === '' || prefix === '\\';
}

/**
 * Kinds of every line of a text, the meeting title included. Used by tests and by the editor for
 * the header, which is short; sequences are classified line by line as they scroll into view.
 *
 * @example classifyLines(['Retro', '# Check-in', ': 10']) // ['meeting-title', 'sequence', 'duration']
 */
export function classifyLines(lines: readonly string[]): LineStyle[] {
  let context: LineContext = 'header';
  let titleSeen = false;
  return lines.map((line) => {
    if (startsSequence(line)) context = 'sequence';
    if (context === 'header' && !titleSeen && canBeTitle(line)) {
      titleSeen = true;
      return 'meeting-title';
    }
    return lineKind(line, context);
  });
}

/** The 0-based index of the header's title line, or -1; `lines` stops at the first sequence. */
export function headerTitleIndex(lines: readonly string[]): number {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (startsSequence(line)) return -1;
    if (canBeTitle(line)) return i;
  }
  return -1;
}
