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

/** True for `#` and `/#` lines: the only lines that change the context of what follows. */
export function startsSequence(line: string): boolean {
  const { prefix } = prefixOf(line);
  return prefix === '#' || prefix === '/#';
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
