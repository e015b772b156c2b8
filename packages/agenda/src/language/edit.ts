import type { Sequence, SequenceEdit, SequenceRange } from '../types.ts';
import { documentEol, isBlank, joinRawLines, sequenceExtents, splitRawLines } from './raw-lines.ts';
import type { RawLine, SequenceExtent } from './raw-lines.ts';
import { serializeSequence } from './serialize.ts';

const BYTE_ORDER_MARK = '\uFEFF';

type Document = { lines: RawLine[]; extents: SequenceExtent[]; eol: string };

function read(text: string): Document {
  const lines = splitRawLines(text);
  return { lines, extents: sequenceExtents(lines), eol: documentEol(lines) };
}

function blank(eol: string): RawLine {
  return { content: '', eol };
}

/** The canonical lines of a sequence, each ended with `eol`. */
function sequenceLines(sequence: Sequence, eol: string): RawLine[] {
  return serializeSequence(sequence)
    .split('\n')
    .map((content) => ({ content, eol }));
}

/**
 * Puts `block` (lines that all end with a break) before sequence `position`, or after the
 * last line when `position` is the number of sequences. A blank line separates it from what
 * comes before (unless that is blank already) and from the sequence after it. The only change
 * to an existing line: a last line without a break gets one when the block goes after it.
 */
function insertBlock(doc: Document, position: number, block: RawLine[]): RawLine[] {
  const { lines, extents, eol } = doc;
  const next = extents[position];
  if (next === undefined) {
    const out = lines.slice();
    const last = out.at(-1);
    if (last !== undefined) {
      if (last.eol === '') out[out.length - 1] = { content: last.content, eol };
      if (!isBlank(last)) out.push(blank(eol));
    }
    return [...out, ...block];
  }
  const before = lines.slice(0, next.start);
  const previous = before.at(-1);
  const separator = previous !== undefined && !isBlank(previous) ? [blank(eol)] : [];
  return [...before, ...separator, ...block, blank(eol), ...lines.slice(next.start)];
}

function withoutExtent(lines: readonly RawLine[], extent: SequenceExtent): RawLine[] {
  return [...lines.slice(0, extent.start), ...lines.slice(extent.end + 1)];
}

function isIndex(value: number, count: number): boolean {
  return Number.isInteger(value) && value >= 0 && value < count;
}

function replace(doc: Document, extent: SequenceExtent, sequence: Sequence): RawLine[] {
  const { lines } = doc;
  const title = lines[extent.start];
  const lastEol = lines[extent.lastContent]?.eol ?? '';
  const block = sequenceLines(sequence, title?.eol || doc.eol);
  // The last replaced line keeps its own ending: `''` at the very end of a text stays `''`.
  block[block.length - 1] = { content: block.at(-1)?.content ?? '', eol: lastEol };
  return [...lines.slice(0, extent.start), ...block, ...lines.slice(extent.lastContent + 1)];
}

function move(doc: Document, extent: SequenceExtent, to: number): RawLine[] {
  const moved = doc.lines.slice(extent.start, extent.lastContent + 1);
  const last = moved.at(-1);
  if (last !== undefined && last.eol === '') moved[moved.length - 1] = { ...last, eol: doc.eol };
  const rest = withoutExtent(doc.lines, extent);
  return insertBlock({ lines: rest, extents: sequenceExtents(rest), eol: doc.eol }, to, moved);
}

/**
 * Applies a structured edit to one sequence of an agenda text and returns the new text. Every
 * line outside the edited sequence stays byte for byte as it was (`\r\n` endings included).
 * Returns `text` unchanged when `index` (or `to`) is not a valid position.
 *
 * - `replace`: the lines from the `#` line to the sequence's last non-blank line become the
 *   canonical lines of `sequence`; the blank lines after them stay, so the separation from the
 *   next sequence is kept.
 * - `remove`: every line of the sequence goes, from its `#` line to the line before the next
 *   sequence (or the end of the text), its trailing blank lines included. Removing the last
 *   sequence leaves the blank lines that ended the previous one.
 * - `insert`: `index` is the position the new sequence takes: it goes before the sequence now
 *   at `index`, or at the end when `index === sequences.length`, with blank lines around it
 *   where needed. Appending to a text whose last line has no break adds that break.
 * - `move`: `to` is the position the sequence has afterwards. Its own lines (from its `#` line
 *   to its last non-blank line) move untouched, as the user wrote them; its trailing blank
 *   lines are replaced by fresh separators where it lands.
 *
 * New lines use the text's own line break (its first one; `\n` when it has none). A leading
 * byte-order mark stays at the start of the text.
 *
 * @example
 * editSequence('# A\n: 5\n\n# B\n: 10\n', 1, { kind: 'move', to: 0 })
 * // '# B\n: 10\n\n# A\n: 5\n\n'
 */
export function editSequence(text: string, index: number, edit: SequenceEdit): string {
  const bom = text.startsWith(BYTE_ORDER_MARK) ? BYTE_ORDER_MARK : '';
  const doc = read(text.slice(bom.length));
  const count = doc.extents.length;
  let lines: RawLine[];
  if (edit.kind === 'insert') {
    if (!isIndex(index, count + 1)) return text;
    lines = insertBlock(doc, index, sequenceLines(edit.sequence, doc.eol));
  } else {
    const extent = doc.extents[index];
    if (extent === undefined || !isIndex(index, count)) return text;
    switch (edit.kind) {
      case 'replace':
        lines = replace(doc, extent, edit.sequence);
        break;
      case 'remove':
        lines = withoutExtent(doc.lines, extent);
        break;
      case 'move':
        if (!isIndex(edit.to, count) || edit.to === index) return text;
        lines = move(doc, extent, edit.to);
        break;
    }
  }
  return bom + joinRawLines(lines);
}

/**
 * The lines of each sequence in a text: 1-based and inclusive, from the `#` or `/#` line to
 * the line before the next sequence (or the last line), so every line after the header
 * belongs to exactly one sequence. The empty rest after a final line break is not a line.
 *
 * @example
 * sequenceRanges('Retro\n# A\n: 5\n\n# B\n')
 * // [{ index: 0, startLine: 2, endLine: 4 }, { index: 1, startLine: 5, endLine: 5 }]
 */
export function sequenceRanges(text: string): SequenceRange[] {
  const body = text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
  return sequenceExtents(splitRawLines(body)).map((extent, index) => ({
    index,
    startLine: extent.start + 1,
    endLine: extent.end + 1,
  }));
}
