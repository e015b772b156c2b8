import { trimmedSlice } from './trim.ts';

/**
 * Lines of one text, kept as index ranges while they follow each other and joined with `\n`
 * at the end. Consecutive lines separated by a single `\n` are one range of the text, so a
 * paragraph of notes costs one cut instead of a cut per line plus a join: the hot path of a
 * rich agenda, where every sequence holds a dozen lines of private notes.
 */
export type TextRuns = {
  text: string;
  /** Finished pieces, each already cut out of the text; `null` until a second range starts. */
  pieces: string[] | null;
  /** The open range, `text.slice(from, to)`; `from` is -1 when none is open. */
  from: number;
  to: number;
};

const LINE_FEED = 10;

export function emptyRuns(text: string): TextRuns {
  return { text, pieces: null, from: -1, to: 0 };
}

function closeRun(runs: TextRuns): void {
  if (runs.from === -1) return;
  const piece = runs.text.slice(runs.from, runs.to);
  if (runs.pieces === null) runs.pieces = [piece];
  else runs.pieces.push(piece);
  runs.from = -1;
}

/**
 * Adds the line `text.slice(start, end)`: it extends the open range when only a `\n` stands
 * between them (a `\r\n` or `\r` break would change the joined text, so it starts a new one).
 */
export function addRange(runs: TextRuns, start: number, end: number): void {
  if (runs.from !== -1 && start === runs.to + 1 && runs.text.charCodeAt(runs.to) === LINE_FEED) {
    runs.to = end;
    return;
  }
  closeRun(runs);
  runs.from = start;
  runs.to = end;
}

/** Adds a line that is not a plain range of the text (an escaped line without its `\`). */
export function addPiece(runs: TextRuns, piece: string): void {
  closeRun(runs);
  if (runs.pieces === null) runs.pieces = [piece];
  else runs.pieces.push(piece);
}

/**
 * The lines joined with `\n`, then trimmed as a whole: the same string as
 * `lines.join('\n').trim()`, cut in one go when the lines were one range.
 *
 * @example const runs = emptyRuns(' a\nb \n'); addRange(runs, 0, 2); addRange(runs, 3, 5); joinedRuns(runs) // 'a\nb'
 */
export function joinedRuns(runs: TextRuns): string {
  if (runs.pieces === null)
    return runs.from === -1 ? '' : trimmedSlice(runs.text, runs.from, runs.to);
  closeRun(runs);
  const { pieces } = runs;
  if (pieces.length === 1) return (pieces[0] ?? '').trim();
  return pieces.join('\n').trim();
}
