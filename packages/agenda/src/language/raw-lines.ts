import { startsSequence } from './lines.ts';

/**
 * A line of text with its own line break (`''` for a last line without one), so that a text
 * can be cut and glued back byte for byte, `\r\n` and all.
 */
export type RawLine = { content: string; eol: string };

/** Where a sequence's lines are: 0-based raw line indexes, inclusive. */
export type SequenceExtent = {
  /** The `#` or `/#` line. */
  start: number;
  /** The last line before the next sequence (or the last line of the text). */
  end: number;
  /** The last line of the extent that is not blank; blank lines after it only separate. */
  lastContent: number;
};

const BREAK = /\r\n|\r|\n/g;

/**
 * Cuts a text into lines that keep their breaks. The empty rest after a final line break is
 * not a line, so `'a\n'` is one line and `''` none.
 *
 * @example splitRawLines('a\r\nb') // [{ content: 'a', eol: '\r\n' }, { content: 'b', eol: '' }]
 */
export function splitRawLines(text: string): RawLine[] {
  const lines: RawLine[] = [];
  let from = 0;
  BREAK.lastIndex = 0;
  for (let match = BREAK.exec(text); match !== null; match = BREAK.exec(text)) {
    lines.push({ content: text.slice(from, match.index), eol: match[0] });
    from = match.index + match[0].length;
  }
  if (from < text.length) lines.push({ content: text.slice(from), eol: '' });
  return lines;
}

/**
 * Glues lines back into text.
 *
 * @example joinRawLines([{ content: 'a', eol: '\n' }]) // 'a\n'
 */
export function joinRawLines(lines: readonly RawLine[]): string {
  let text = '';
  for (const line of lines) text += line.content + line.eol;
  return text;
}

/**
 * True for a line that holds nothing once trimmed: such lines at the end of a sequence are
 * trimmed away from its notes, so they only separate it from the next one.
 *
 * @example isBlank({ content: ' \t', eol: '\n' }) // true
 */
export function isBlank(line: RawLine): boolean {
  return line.content.trim() === '';
}

/**
 * Finds every sequence in the lines, the same way `parseAgenda` does. Callers strip a leading
 * byte-order mark first.
 *
 * @example sequenceExtents(splitRawLines('Title\n# A\n: 5\n\n# B')).length // 2
 */
export function sequenceExtents(lines: readonly RawLine[]): SequenceExtent[] {
  const starts: number[] = [];
  lines.forEach((line, index) => {
    if (startsSequence(line.content)) starts.push(index);
  });
  return starts.map((start, i) => {
    const end = (starts[i + 1] ?? lines.length) - 1;
    let lastContent = end;
    while (lastContent > start && isBlank(lines[lastContent] as RawLine)) lastContent--;
    return { start, end, lastContent };
  });
}

/**
 * The line break the text already uses (its first one), so inserted lines match it.
 *
 * @example documentEol([{ content: 'a', eol: '\r\n' }]) // '\r\n'
 */
export function documentEol(lines: readonly RawLine[]): string {
  return lines.find((line) => line.eol !== '')?.eol ?? '\n';
}
