import type { EditorState, Range } from '@codemirror/state';
import {
  Decoration,
  ViewPlugin,
  type DecorationSet,
  type EditorView,
  type ViewUpdate,
} from '@codemirror/view';
import { parseDuration } from '@ordo/agenda';
// Kinds whose text is markdown (DESIGN §3 rule 9); the others are read literally.
import { headerField, kindOfLine, markdownKinds } from './agenda-highlight.ts';
import { inlineMarks } from './inline-marks.ts';
import { prefixOf, type LineStyle } from './line-kinds.ts';

/**
 * Live preview (issue 26): off the lines the selection touches, the agenda reads as it will be
 * seen — markdown marks hidden with their effect kept, `#` gone from sequence titles, durations
 * and speakers as quiet chips, public and private lines told apart. Only mark and line
 * decorations: the text stays the document (and the page's text), so copying a range copies the
 * raw text and undo, search and screen readers work on what was typed. On the selection's lines the raw text shows, so nothing is
 * hidden from the person typing. Like the highlighter, it works on the visible lines only.
 */

/**
 * Hidden text is drawn at size zero rather than removed: it stays in the page, so screen readers
 * and anything reading the editor's text still get what was typed, and CodeMirror still measures
 * every position of the line.
 */
const hidden = Decoration.mark({ class: 'cm-ordo-hidden' });
const linkText = new Map<string, Decoration>();
function linkMark(url: string): Decoration {
  let decoration = linkText.get(url);
  if (!decoration) {
    decoration = Decoration.mark({ class: 'cm-ordo-live-link', attributes: { title: url } });
    if (linkText.size < 500) linkText.set(url, decoration);
  }
  return decoration;
}
const durationChip = Decoration.mark({ class: 'cm-ordo-chip cm-ordo-chip-duration' });
/** A bare number is minutes (rule 4); the unit is drawn by CSS, so it is never copied. */
const minutesChip = Decoration.mark({
  class: 'cm-ordo-chip cm-ordo-chip-duration',
  attributes: { 'data-unit': 'min' },
});
const speakerChip = Decoration.mark({ class: 'cm-ordo-chip cm-ordo-chip-speaker' });
const liveLines: Partial<Record<LineStyle, Decoration>> = {
  objective: Decoration.line({ class: 'cm-ordo-live-public' }),
  description: Decoration.line({ class: 'cm-ordo-live-public' }),
  note: Decoration.line({ class: 'cm-ordo-live-private' }),
  comment: Decoration.line({ class: 'cm-ordo-live-private cm-ordo-live-comment' }),
};

/** Lines (1-based) touched by any selection range: these show their raw text. */
export function rawLines(state: EditorState): Set<number> {
  const lines = new Set<number>();
  for (const range of state.selection.ranges) {
    const last = state.doc.lineAt(range.to).number;
    for (let n = state.doc.lineAt(range.from).number; n <= last; n++) lines.add(n);
  }
  return lines;
}

/** A prefix and the spaces after it, as offsets in the line, when the preview hides it. */
function hiddenPrefix(text: string, kind: string): [number, number] | null {
  const { indent, prefix } = prefixOf(text);
  let end: number;
  switch (kind) {
    case 'sequence':
    case 'room':
    case 'room-step':
      end = indent + (/^#+/.exec(text.slice(indent))?.[0].length ?? prefix.length);
      break;
    case 'objective':
    case 'description':
    case 'duration':
    case 'speakers':
      end = indent + prefix.length;
      break;
    default:
      return null;
  }
  while (text[end] === ' ' || text[end] === '\t') end++;
  // A line that is only its prefix stays raw: there is nothing to show instead.
  return end < text.length ? [0, end] : null;
}

function decorateLine(found: Range<Decoration>[], from: number, text: string, kind: string) {
  const line = liveLines[kind as LineStyle];
  if (line) found.push(line.range(from));
  const prefix = hiddenPrefix(text, kind);
  if (prefix && kind === 'duration') {
    const value = text.slice(prefix[1]).trimEnd();
    // A duration that cannot be read stays as typed: its diagnostic points at it.
    if (parseDuration(value) === null) return;
    found.push(hidden.range(from + prefix[0], from + prefix[1]));
    const chip = /^\d+(?:[.,]\d+)?$/.test(value) ? minutesChip : durationChip;
    found.push(chip.range(from + prefix[1], from + prefix[1] + value.length));
    return;
  }
  if (prefix) found.push(hidden.range(from + prefix[0], from + prefix[1]));
  if (prefix && kind === 'speakers') {
    // One chip per name; the commas between them give way to the chips' spacing.
    const names = /[^,]+/g;
    const list = text.slice(prefix[1]);
    let end = prefix[1];
    for (let match = names.exec(list); match; match = names.exec(list)) {
      const start = prefix[1] + match.index + (match[0].length - match[0].trimStart().length);
      if (start > end) found.push(hidden.range(from + end, from + start));
      end = prefix[1] + match.index + match[0].trimEnd().length;
      if (end > start) found.push(speakerChip.range(from + start, from + end));
    }
    return;
  }
  if (!markdownKinds.has(kind as LineStyle)) return;
  for (const mark of inlineMarks(text)) {
    if (mark.contentFrom > mark.from)
      found.push(hidden.range(from + mark.from, from + mark.contentFrom));
    if (mark.kind === 'link' && mark.contentTo > mark.contentFrom) {
      const url = text.slice(mark.contentTo + 2, mark.to - 1);
      found.push(linkMark(url).range(from + mark.contentFrom, from + mark.contentTo));
    }
    if (mark.to > mark.contentTo) found.push(hidden.range(from + mark.contentTo, from + mark.to));
  }
}

/**
 * The preview's decorations for the lines touching `ranges` (the visible part), leaving the
 * lines in `raw` as typed.
 */
export function livePreviewDecorations(
  state: EditorState,
  ranges: readonly { from: number; to: number }[],
  raw: ReadonlySet<number> = rawLines(state),
): DecorationSet {
  const found: Range<Decoration>[] = [];
  let lastLine = 0;
  for (const range of ranges) {
    let line = state.doc.lineAt(range.from);
    for (;;) {
      if (line.number > lastLine) {
        lastLine = line.number;
        if (!raw.has(line.number) && line.length > 0) {
          decorateLine(found, line.from, line.text, kindOfLine(state, line.number));
        }
      }
      if (line.to >= range.to || line.number === state.doc.lines) break;
      line = state.doc.line(line.number + 1);
    }
  }
  return Decoration.set(found, true);
}

function sameLines(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  if (a.size !== b.size) return false;
  for (const n of a) if (!b.has(n)) return false;
  return true;
}

/**
 * True when an update only retyped text inside lines that show raw both before and after it,
 * without adding or removing lines or moving the header's end: every other line keeps its
 * kind and its decorations, which can then simply follow the change.
 */
export function typedInRawLines(
  update: Pick<ViewUpdate, 'startState' | 'state' | 'changes'>,
  before: ReadonlySet<number>,
  after: ReadonlySet<number>,
): boolean {
  const { startState, state } = update;
  if (startState.doc.lines !== state.doc.lines) return false;
  const oldHeader = startState.field(headerField);
  const newHeader = state.field(headerField);
  if (
    oldHeader.firstSequenceLine !== newHeader.firstSequenceLine ||
    oldHeader.titleLine !== newHeader.titleLine
  )
    return false;
  let inside = true;
  update.changes.iterChangedRanges((fromA, toA, fromB, toB) => {
    const line = state.doc.lineAt(fromB).number;
    if (
      startState.doc.lineAt(fromA).number !== line ||
      startState.doc.lineAt(toA).number !== line ||
      state.doc.lineAt(toB).number !== line ||
      !before.has(line) ||
      !after.has(line)
    )
      inside = false;
  });
  return inside;
}

export const livePreview = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    raw: Set<number>;
    constructor(view: EditorView) {
      this.raw = rawLines(view.state);
      this.decorations = livePreviewDecorations(view.state, view.visibleRanges, this.raw);
    }
    update(update: ViewUpdate) {
      const raw = update.selectionSet ? rawLines(update.state) : this.raw;
      const sameRaw = sameLines(raw, this.raw);
      // Typing on the cursor's line, the common case, leaves every decorated line as it was.
      if (
        update.docChanged &&
        !update.viewportChanged &&
        sameRaw &&
        typedInRawLines(update, this.raw, raw)
      ) {
        this.decorations = this.decorations.map(update.changes);
        return;
      }
      // Otherwise the (visible-only) decorations are rebuilt when the text, what is visible or
      // the raw lines changed; moving within a line changes nothing.
      if (update.docChanged || update.viewportChanged || !sameRaw) {
        this.raw = raw;
        this.decorations = livePreviewDecorations(update.state, update.view.visibleRanges, raw);
      }
    }
  },
  { decorations: (plugin) => plugin.decorations },
);
