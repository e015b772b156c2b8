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
 * What an edit left alone between two versions of a text: the new text's `[0, prefix)` is the
 * old one's, and so is its `[suffixStart, end)`, which stood `delta` characters earlier.
 */
export type TextEdit = { prefix: number; suffixStart: number; delta: number };

/** A scan in progress: the line before `from` is number `line` and ended at `previousEnd`. */
type Scan = { chunks: SequenceChunks; line: number; previousEnd: number };

/** Reads the lines starting at `from` up to the first one starting at `stop` or later. */
function scanLines(body: string, scan: Scan, from: number, stop: number): void {
  const { chunks } = scan;
  const scanner = new LineScanner(body, from);
  while (scanner.advance()) {
    const { start, end } = scanner;
    if (start >= stop) break;
    scan.line++;
    const kind = kindAt(body, indentEnd(body, start, end), end);
    if (kind === 'sequence' || kind === 'optional') {
      if (chunks.starts.length === 0) chunks.headerEnd = scan.previousEnd;
      else chunks.ends.push(scan.previousEnd);
      chunks.starts.push(start);
      chunks.lines.push(scan.line);
    }
    scan.previousEnd = end;
  }
}

/** Closes the last chunk (or the header) at the end of the text. */
function finish(body: string, scan: Scan): SequenceChunks {
  const { chunks } = scan;
  if (chunks.starts.length === 0) chunks.headerEnd = scan.previousEnd;
  else chunks.ends.push(scan.previousEnd);
  // The scanner reads `'a\n'` as `'a'` then `''`; sequence ranges count one line there.
  const last = body.charCodeAt(body.length - 1);
  chunks.lineCount = body.length === 0 || last === 10 || last === 13 ? scan.line - 1 : scan.line;
  return chunks;
}

/**
 * Cuts a text (its byte-order mark already removed) into header and sequences.
 *
 * @example sequenceChunks('T\n# A\n: 5\n# B').starts // [2, 10]
 */
export function sequenceChunks(body: string): SequenceChunks {
  const chunks: SequenceChunks = { starts: [], ends: [], lines: [], headerEnd: -1, lineCount: 0 };
  const scan: Scan = { chunks, line: 0, previousEnd: -1 };
  scanLines(body, scan, 0, Infinity);
  return finish(body, scan);
}

/** The number of values of the sorted `list` under `value`. */
function countBelow(list: readonly number[], value: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((list[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * `sequenceChunks(body)`, from the chunks of the previous version of the text and the edit
 * between the two: only the sequences around the edit are read again, those before it are
 * kept and those after it moved, so a keystroke reads a few lines, not the whole agenda.
 *
 * A chunk is kept when its first character and the line break before it are outside the
 * edit: a line's kind depends only on its own characters, and a line starts wherever a
 * break ends, so such a chunk starts a sequence in the new text as it did in the old one.
 *
 * @example nextSequenceChunks('# A\n: 6', sequenceChunks('# A\n: 5'), { prefix: 6, suffixStart: 7, delta: 0 }).lines // [1]
 */
export function nextSequenceChunks(
  body: string,
  previous: SequenceChunks,
  edit: TextEdit,
): SequenceChunks {
  const oldSuffixStart = edit.suffixStart - edit.delta;
  // Chunks starting before the edit are kept; the last of them is read again with the edit.
  const first = countBelow(previous.starts, edit.prefix) - 1;
  // Chunks starting after the first unchanged character past the edit are moved as they are.
  const moved = countBelow(previous.starts, oldSuffixStart + 1);
  const chunks: SequenceChunks = {
    starts: previous.starts.slice(0, Math.max(first, 0)),
    ends: previous.ends.slice(0, Math.max(first - 1, 0)),
    lines: previous.lines.slice(0, Math.max(first, 0)),
    headerEnd: first > 0 ? previous.headerEnd : -1,
    lineCount: 0,
  };
  const from = first >= 0 ? (previous.starts[first] as number) : 0;
  const scan: Scan = {
    chunks,
    line: first >= 0 ? (previous.lines[first] as number) - 1 : 0,
    previousEnd:
      first > 0 ? (previous.ends[first - 1] as number) : first === 0 ? previous.headerEnd : -1,
  };
  if (moved >= previous.starts.length) {
    scanLines(body, scan, from, Infinity);
    return finish(body, scan);
  }
  const stop = (previous.starts[moved] as number) + edit.delta;
  scanLines(body, scan, from, stop);
  // The line at `stop` starts the first moved chunk, as it did before the edit.
  if (chunks.starts.length === 0) chunks.headerEnd = scan.previousEnd;
  else chunks.ends.push(scan.previousEnd);
  const lineShift = scan.line + 1 - (previous.lines[moved] as number);
  for (let k = moved; k < previous.starts.length; k++) {
    chunks.starts.push((previous.starts[k] as number) + edit.delta);
    chunks.ends.push((previous.ends[k] as number) + edit.delta);
    chunks.lines.push((previous.lines[k] as number) + lineShift);
  }
  chunks.lineCount = previous.lineCount + lineShift;
  return chunks;
}
