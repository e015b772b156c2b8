import { LineScanner } from './line-scanner.ts';
import { indentEnd, kindAt } from './lines.ts';

/**
 * Where the sequences of a text are, read the way `parseAgenda` reads them, without parsing
 * them: one pass of `indexOf` and two character reads a line, no allocation but the arrays.
 * A sequence's chunk runs from its `#` or `/#` line to the line before the next one.
 */
export type SequenceChunks = {
  /** Offset of each sequence's first line. */
  starts: number[];
  /** End of each sequence's last line, its line break excluded. */
  ends: number[];
  /** The 1-based line number of each sequence's first line. */
  lines: number[];
  /** End of the header's last line (its break excluded), or -1 when the text opens on a sequence. */
  headerEnd: number;
  /** The number of lines as `sequenceRanges` counts them: a final break ends the last line. */
  lineCount: number;
};

/**
 * Cuts a text (its byte-order mark already removed) into header and sequences.
 *
 * @example sequenceChunks('T\n# A\n: 5\n# B').starts // [2, 10]
 */
export function sequenceChunks(body: string): SequenceChunks {
  const scanner = new LineScanner(body);
  const chunks: SequenceChunks = { starts: [], ends: [], lines: [], headerEnd: -1, lineCount: 0 };
  let line = 0;
  let previousEnd = -1;
  while (scanner.advance()) {
    line++;
    const { start, end } = scanner;
    const kind = kindAt(body, indentEnd(body, start, end), end);
    if (kind === 'sequence' || kind === 'optional') {
      if (chunks.starts.length === 0) chunks.headerEnd = previousEnd;
      else chunks.ends.push(previousEnd);
      chunks.starts.push(start);
      chunks.lines.push(line);
    }
    previousEnd = end;
  }
  if (chunks.starts.length === 0) chunks.headerEnd = previousEnd;
  else chunks.ends.push(previousEnd);
  // The scanner reads `'a\n'` as `'a'` then `''`; sequence ranges count one line there.
  const last = body.charCodeAt(body.length - 1);
  chunks.lineCount = body.length === 0 || last === 10 || last === 13 ? line - 1 : line;
  return chunks;
}
