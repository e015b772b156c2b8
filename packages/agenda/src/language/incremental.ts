import type { Agenda, Diagnostic, ParseResult, Sequence, SequenceRange } from '../types.ts';
import { parseAgenda } from './parse.ts';
import { nextSequenceChunks, sequenceChunks } from './sequence-chunks.ts';
import type { SequenceChunks, TextEdit } from './sequence-chunks.ts';

const BYTE_ORDER_MARK = 0xfeff;

/** One version of a text with what `parseAgenda` and `sequenceRanges` read from it. */
export type ParsedText = ParseResult & {
  text: string;
  ranges: SequenceRange[];
  /** The diagnostics of each sequence, in order. */
  sequenceDiagnostics: Diagnostic[][];
  /** The header's: a room or step line before the first sequence (DESIGN §9 "Rooms"). */
  headerDiagnostics: Diagnostic[];
  body: string;
  chunks: SequenceChunks;
};

type Reused = { sequence: Sequence; diagnostics: Diagnostic[] };

/** Each sequence, and the header alone, reads the same wherever it stands in the text. */
function parseChunk(body: string, from: number, to: number, line: number): Reused {
  const { agenda, diagnostics } = parseAgenda(body.slice(from, to));
  const shift = line - 1;
  return {
    sequence: agenda.sequences[0] as Sequence,
    diagnostics: diagnostics.map((d) => ({ ...d, line: d.line + shift })),
  };
}

/**
 * Texts are compared this many characters at a time first: two slices compare in the engine's
 * native code, more than ten times quicker than a loop over characters, and a keystroke near
 * the top of a 1,000-sequence agenda leaves some 80,000 equal characters after it.
 */
const BLOCK = 512;

function commonPrefix(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  let i = 0;
  while (i + BLOCK <= length && a.slice(i, i + BLOCK) === b.slice(i, i + BLOCK)) i += BLOCK;
  while (i < length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

function commonSuffix(a: string, b: string, limit: number): number {
  let i = 0;
  while (
    i + BLOCK <= limit &&
    a.slice(a.length - i - BLOCK, a.length - i) === b.slice(b.length - i - BLOCK, b.length - i)
  )
    i += BLOCK;
  while (i < limit && a.charCodeAt(a.length - 1 - i) === b.charCodeAt(b.length - 1 - i)) i++;
  return i;
}

/**
 * The index of `value` in the sorted `list`, or -1, searched from `cursor.at` on and leaving
 * the cursor there: chunks are looked up in increasing order, so all lookups make one pass.
 */
function seek(list: readonly number[], value: number, cursor: { at: number }): number {
  while (cursor.at < list.length && (list[cursor.at] as number) < value) cursor.at++;
  return list[cursor.at] === value ? cursor.at : -1;
}

function editBetween(old: string, body: string): TextEdit {
  const prefix = commonPrefix(old, body);
  const suffix = commonSuffix(old, body, Math.min(old.length, body.length) - prefix);
  return { prefix, suffixStart: body.length - suffix, delta: body.length - old.length };
}

/**
 * The index of the previous version's sequence that held exactly the characters of chunk `k`,
 * or -1 when the edit touched the chunk. Equal characters cut at equal boundaries read the
 * same, whatever surrounds them. (An index, not an object: this runs for every sequence of
 * the agenda on every keystroke, and allocates nothing.)
 */
function unchangedIndex(
  previous: ParsedText,
  edit: TextEdit,
  chunks: SequenceChunks,
  k: number,
  cursor: { at: number },
) {
  const from = chunks.starts[k] as number;
  const to = chunks.ends[k] as number;
  let oldFrom: number;
  if (to <= edit.prefix) oldFrom = from;
  else if (from >= edit.suffixStart) oldFrom = from - edit.delta;
  else return -1;
  const index = seek(previous.chunks.starts, oldFrom, cursor);
  return index !== -1 && previous.chunks.ends[index] === to - (from - oldFrom) ? index : -1;
}

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The previous ranges when no sequence moved to another line (typing within a line). */
function nextRanges(previous: ParsedText, chunks: SequenceChunks): SequenceRange[] {
  return previous.chunks.lineCount === chunks.lineCount &&
    sameNumbers(previous.chunks.lines, chunks.lines)
    ? previous.ranges
    : rangesOf(chunks);
}

/** `lists.flat()`, with index loops: no iterator per list, of which there is one a sequence. */
function flatten(header: readonly Diagnostic[], lists: readonly Diagnostic[][]): Diagnostic[] {
  const all: Diagnostic[] = header.slice();
  for (let i = 0; i < lists.length; i++) {
    const list = lists[i] as Diagnostic[];
    for (let j = 0; j < list.length; j++) all.push(list[j] as Diagnostic);
  }
  return all;
}

function rangesOf(chunks: SequenceChunks): SequenceRange[] {
  return chunks.lines.map((startLine, index) => ({
    index,
    startLine,
    endLine: (chunks.lines[index + 1] ?? chunks.lineCount + 1) - 1,
  }));
}

function fullParse(text: string, body: string, chunks: SequenceChunks): ParsedText {
  const { agenda, diagnostics } = parseAgenda(text);
  const sequenceDiagnostics = chunks.lines.map((): Diagnostic[] => []);
  const headerDiagnostics: Diagnostic[] = [];
  let k = 0;
  for (const d of diagnostics) {
    if (d.line < (chunks.lines[0] ?? Infinity)) {
      headerDiagnostics.push(d);
      continue;
    }
    while (k + 1 < chunks.lines.length && (chunks.lines[k + 1] as number) <= d.line) k++;
    sequenceDiagnostics[k]?.push(d);
  }
  const ranges = rangesOf(chunks);
  return {
    text,
    body,
    chunks,
    agenda,
    diagnostics,
    ranges,
    sequenceDiagnostics,
    headerDiagnostics,
  };
}

/**
 * `parseAgenda(text)` and `sequenceRanges(text)` at once, re-reading only the sequences an
 * edit touched since `previous`: the others keep their `Sequence` objects (so memoised views
 * of them skip) and their diagnostics, moved by the lines added or removed above them.
 *
 * @example parseIncrementally('# A\n: 6', parseIncrementally('# A\n: 5')).agenda.sequences[0].durationMinutes // 6
 */
export function parseIncrementally(text: string, previous?: ParsedText): ParsedText {
  if (previous?.text === text) return previous;
  const hasMark = text.charCodeAt(0) === BYTE_ORDER_MARK;
  const body = hasMark ? text.slice(1) : text;
  // A second mark would be stripped by a parse of the header alone: read such a text whole.
  if (previous === undefined || body.charCodeAt(0) === BYTE_ORDER_MARK) {
    return fullParse(text, body, sequenceChunks(body));
  }
  const edit = editBetween(previous.body, body);
  const chunks = nextSequenceChunks(body, previous.chunks, edit);
  const sequences: Sequence[] = [];
  const sequenceDiagnostics: Diagnostic[][] = [];
  const cursor = { at: 0 };
  for (let k = 0; k < chunks.starts.length; k++) {
    const index = unchangedIndex(previous, edit, chunks, k, cursor);
    const sequence = index >= 0 ? previous.agenda.sequences[index] : undefined;
    const diagnostics = index >= 0 ? previous.sequenceDiagnostics[index] : undefined;
    if (sequence && diagnostics) {
      const shift = (chunks.lines[k] as number) - (previous.chunks.lines[index] as number);
      sequences.push(sequence);
      sequenceDiagnostics.push(
        shift === 0 ? diagnostics : diagnostics.map((d) => ({ ...d, line: d.line + shift })),
      );
    } else {
      const parsed = parseChunk(
        body,
        chunks.starts[k] as number,
        chunks.ends[k] as number,
        chunks.lines[k] as number,
      );
      sequences.push(parsed.sequence);
      sequenceDiagnostics.push(parsed.diagnostics);
    }
  }
  const { header, headerDiagnostics } = headerOf(previous, edit, body, chunks);
  const agenda: Agenda = { ...header, sequences };
  return {
    text,
    body,
    chunks,
    agenda,
    diagnostics: flatten(headerDiagnostics, sequenceDiagnostics),
    ranges: nextRanges(previous, chunks),
    sequenceDiagnostics,
    headerDiagnostics,
  };
}

function headerOf(previous: ParsedText, edit: TextEdit, body: string, chunks: SequenceChunks) {
  const end = chunks.headerEnd;
  const same = end === previous.chunks.headerEnd && end <= edit.prefix;
  const parsed = same
    ? { agenda: previous.agenda, diagnostics: previous.headerDiagnostics }
    : parseAgenda(end < 0 ? '' : body.slice(0, end));
  const { title, objective, notes, comments } = parsed.agenda;
  return { header: { title, objective, notes, comments }, headerDiagnostics: parsed.diagnostics };
}
