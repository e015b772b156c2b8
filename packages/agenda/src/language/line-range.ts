import type { LineKind } from './lines.ts';
import { trimmedSlice } from './trim.ts';

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
 * Comma-separated names (speakers, a room's hosts), trimmed, empties dropped; no intermediate
 * array (a hot path).
 */
export function addSpeakers(speakers: string[], text: string, start: number, end: number): void {
  let from = start;
  while (from <= end) {
    let comma = text.indexOf(',', from);
    if (comma === -1 || comma > end) comma = end;
    const speaker = trimmedSlice(text, from, comma);
    if (speaker !== '') speakers.push(speaker);
    from = comma + 1;
  }
}
