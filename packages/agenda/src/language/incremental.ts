import type { Agenda, Diagnostic, ParseResult, Sequence, SequenceRange } from '../types.ts';
import { parseAgenda } from './parse.ts';
import { sequenceChunks } from './sequence-chunks.ts';
import type { SequenceChunks } from './sequence-chunks.ts';

const BYTE_ORDER_MARK = 0xfeff;

/** One version of a text with what `parseAgenda` and `sequenceRanges` read from it. */
export type ParsedText = ParseResult & {
  text: string;
  ranges: SequenceRange[];
  /** The diagnostics of each sequence, in order (the header has none). */
  sequenceDiagnostics: Diagnostic[][];
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

function commonPrefix(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  let i = 0;
  while (i < length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

function commonSuffix(a: string, b: string, limit: number): number {
  let i = 0;
  while (i < limit && a.charCodeAt(a.length - 1 - i) === b.charCodeAt(b.length - 1 - i)) i++;
  return i;
}

/** The index of `value` in the sorted `list`, or -1. */
function indexIn(list: readonly number[], value: number): number {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const found = list[middle] as number;
    if (found === value) return middle;
    if (found < value) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** What an edit left alone: `[0, prefix)` and `[suffixStart, end)` of the new body. */
type Edit = { prefix: number; suffixStart: number; delta: number };

function editBetween(old: string, body: string): Edit {
  const prefix = commonPrefix(old, body);
  const suffix = commonSuffix(old, body, Math.min(old.length, body.length) - prefix);
  return { prefix, suffixStart: body.length - suffix, delta: body.length - old.length };
}

/**
 * The sequence of the previous version that held exactly the characters of chunk `k`, with the
 * shift of its line numbers; undefined when the edit touched the chunk. Equal characters cut
 * at equal boundaries read the same, whatever surrounds them.
 */
function unchanged(previous: ParsedText, edit: Edit, chunks: SequenceChunks, k: number) {
  const from = chunks.starts[k] as number;
  const to = chunks.ends[k] as number;
  let oldFrom: number;
  if (to <= edit.prefix) oldFrom = from;
  else if (from >= edit.suffixStart) oldFrom = from - edit.delta;
  else return undefined;
  const index = indexIn(previous.chunks.starts, oldFrom);
  if (index === -1 || previous.chunks.ends[index] !== to - (from - oldFrom)) return undefined;
  const shift = (chunks.lines[k] as number) - (previous.chunks.lines[index] as number);
  return { index, shift };
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
  let k = 0;
  for (const d of diagnostics) {
    if (d.line < (chunks.lines[0] ?? Infinity)) continue;
    while (k + 1 < chunks.lines.length && (chunks.lines[k + 1] as number) <= d.line) k++;
    sequenceDiagnostics[k]?.push(d);
  }
  return { text, body, chunks, agenda, diagnostics, ranges: rangesOf(chunks), sequenceDiagnostics };
}

/**
 * `parseAgenda(text)` and `sequenceRanges(text)` at once, re-reading only the sequences an
 * edit touched since `previous`: the others keep their `Sequence` objects (so memoised views
 * of them skip) and their diagnostics, moved by the lines added or removed above them.
 *
 * @example parseIncrementally('# A\n: 6', parseIncrementally('# A\n: 5')).agenda.sequences[0].durationMinutes // 6
 */
export function parseIncrementally(text: string, previous?: ParsedText): ParsedText {
  const hasMark = text.charCodeAt(0) === BYTE_ORDER_MARK;
  const body = hasMark ? text.slice(1) : text;
  const chunks = sequenceChunks(body);
  // A second mark would be stripped by a parse of the header alone: read such a text whole.
  if (previous?.text === text) return previous;
  if (previous === undefined || body.charCodeAt(0) === BYTE_ORDER_MARK) {
    return fullParse(text, body, chunks);
  }
  const edit = editBetween(previous.body, body);
  const sequences: Sequence[] = [];
  const sequenceDiagnostics: Diagnostic[][] = [];
  for (let k = 0; k < chunks.starts.length; k++) {
    const same = unchanged(previous, edit, chunks, k);
    const sequence = same && previous.agenda.sequences[same.index];
    const diagnostics = same && previous.sequenceDiagnostics[same.index];
    if (same && sequence && diagnostics) {
      sequences.push(sequence);
      sequenceDiagnostics.push(
        same.shift === 0
          ? diagnostics
          : diagnostics.map((d) => ({ ...d, line: d.line + same.shift })),
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
  const agenda: Agenda = { ...headerOf(previous, edit, body, chunks), sequences };
  return {
    text,
    body,
    chunks,
    agenda,
    diagnostics: sequenceDiagnostics.flat(),
    ranges: rangesOf(chunks),
    sequenceDiagnostics,
  };
}

function headerOf(previous: ParsedText, edit: Edit, body: string, chunks: SequenceChunks) {
  const end = chunks.headerEnd;
  const same = end === previous.chunks.headerEnd && end <= edit.prefix;
  const header = same ? previous.agenda : parseAgenda(end < 0 ? '' : body.slice(0, end)).agenda;
  return {
    title: header.title,
    objective: header.objective,
    notes: header.notes,
    comments: header.comments,
  };
}
