import { StateField, type EditorState, type Text } from '@codemirror/state';
import {
  Decoration,
  ViewPlugin,
  type DecorationSet,
  type EditorView,
  type ViewUpdate,
} from '@codemirror/view';
import { inlineMarks } from './inline-marks.ts';
import {
  headerTitleIndex,
  lineKind,
  prefixLength,
  prefixOf,
  startsSequence,
  type LineStyle,
} from './line-kinds.ts';

/** Where the header ends and which of its lines is the title (1-based; 0 when none). */
export type HeaderInfo = { firstSequenceLine: number; titleLine: number };

/** Scans only the header: it stops at the first sequence, which is near the top in practice. */
export function readHeader(doc: Text): HeaderInfo {
  const lines: string[] = [];
  let firstSequenceLine = doc.lines + 1;
  for (let n = 1; n <= doc.lines; n++) {
    const text = doc.line(n).text;
    if (startsSequence(text)) {
      firstSequenceLine = n;
      break;
    }
    lines.push(text);
  }
  return { firstSequenceLine, titleLine: headerTitleIndex(lines) + 1 };
}

export const headerField = StateField.define<HeaderInfo>({
  create: (state) => readHeader(state.doc),
  update: (value, tr) => (tr.docChanged ? readHeader(tr.newDoc) : value),
});

/** Kinds whose text is markdown (rule 9): the marks are styled where they stand. */
export const markdownKinds: ReadonlySet<LineStyle> = new Set<LineStyle>([
  'meeting-title',
  'objective',
  'sequence',
  'optional',
  'room',
  'room-step',
  'description',
  'note',
  'escaped',
]);

const lineDecorations = new Map<LineStyle, Decoration>();
function lineDecoration(kind: LineStyle): Decoration {
  let decoration = lineDecorations.get(kind);
  if (!decoration) {
    decoration = Decoration.line({
      class: `cm-ordo-line cm-ordo-${kind}`,
      attributes: { 'data-kind': kind },
    });
    lineDecorations.set(kind, decoration);
  }
  return decoration;
}
const prefixMark = Decoration.mark({ class: 'cm-ordo-prefix' });
const markerMark = Decoration.mark({ class: 'cm-ordo-md-marker' });
const contentMarks = new Map<string, Decoration>();
function contentMark(kind: string): Decoration {
  let decoration = contentMarks.get(kind);
  if (!decoration) {
    decoration = Decoration.mark({ class: `cm-ordo-md-${kind}` });
    contentMarks.set(kind, decoration);
  }
  return decoration;
}

/** The kind of line `n` (1-based) of the state's document. */
export function kindOfLine(state: EditorState, n: number): LineStyle {
  const header = state.field(headerField);
  if (n === header.titleLine) return 'meeting-title';
  return lineKind(state.doc.line(n).text, n >= header.firstSequenceLine ? 'sequence' : 'header');
}

/**
 * Decorations for the lines touching `ranges` (the visible part of the document): one class per
 * line kind, the prefix dimmed, markdown marks styled in place. Working on the visible lines only
 * keeps a 1,000-sequence agenda as quick to type in as a short one.
 */
export function agendaDecorations(
  state: EditorState,
  ranges: readonly { from: number; to: number }[],
): DecorationSet {
  const found = [];
  let lastLine = 0;
  for (const range of ranges) {
    let line = state.doc.lineAt(range.from);
    for (;;) {
      if (line.number > lastLine) {
        lastLine = line.number;
        const kind = kindOfLine(state, line.number);
        found.push(lineDecoration(kind).range(line.from));
        const { indent } = prefixOf(line.text);
        const length = prefixLength(line.text);
        if (length > 0 && kind !== 'note' && kind !== 'meeting-title') {
          found.push(prefixMark.range(line.from + indent, line.from + indent + length));
        }
        if (markdownKinds.has(kind)) {
          for (const mark of inlineMarks(line.text)) {
            if (mark.contentFrom > mark.from)
              found.push(markerMark.range(line.from + mark.from, line.from + mark.contentFrom));
            if (mark.contentTo > mark.contentFrom) {
              found.push(
                contentMark(mark.kind).range(
                  line.from + mark.contentFrom,
                  line.from + mark.contentTo,
                ),
              );
            }
            if (mark.to > mark.contentTo)
              found.push(markerMark.range(line.from + mark.contentTo, line.from + mark.to));
          }
        }
      }
      if (line.to >= range.to || line.number === state.doc.lines) break;
      line = state.doc.line(line.number + 1);
    }
  }
  return Decoration.set(found, true);
}

export const agendaHighlight = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = agendaDecorations(view.state, view.visibleRanges);
    }
    update(update: ViewUpdate) {
      if (update.docChanged || update.viewportChanged) {
        this.decorations = agendaDecorations(update.state, update.view.visibleRanges);
      }
    }
  },
  { decorations: (plugin) => plugin.decorations },
);
