import * as Y from 'yjs';
import { RangeSet, type Range } from '@codemirror/state';
import {
  Decoration,
  ViewPlugin,
  WidgetType,
  type DecorationSet,
  type EditorView,
  type ViewUpdate,
} from '@codemirror/view';
import type { Awareness } from 'y-protocols/awareness';
import type { CollabAwarenessState } from '@ordo/contract';

/*
 * The others' carets and selections, as y-codemirror.next draws them (its class names and base
 * theme), with one difference: their colours are set through the CSSOM. Its own plugin writes
 * `style` attributes, which Ordo's content security policy refuses (no inline styles).
 */

type Cursor = { anchor: unknown; head: unknown } | null | undefined;
type PeerState = Partial<CollabAwarenessState> & { cursor?: Cursor };

class CaretWidget extends WidgetType {
  constructor(
    readonly color: string,
    readonly name: string,
  ) {
    super();
  }
  override toDOM(): HTMLElement {
    const caret = document.createElement('span');
    caret.className = 'cm-ySelectionCaret';
    caret.style.backgroundColor = this.color;
    caret.style.borderColor = this.color;
    const info = document.createElement('div');
    info.className = 'cm-ySelectionInfo';
    info.textContent = this.name;
    caret.append('\u2060', info, '\u2060');
    return caret;
  }
  override eq(widget: CaretWidget): boolean {
    return widget.color === this.color && widget.name === this.name;
  }
  override get estimatedHeight(): number {
    return -1;
  }
  override ignoreEvent(): boolean {
    return true;
  }
}

/** Paints the selection marks' colour (a `data-peer-color` attribute) through the CSSOM. */
function paint(root: HTMLElement): void {
  root.querySelectorAll<HTMLElement>('[data-peer-color]').forEach((element) => {
    const color = element.dataset.peerColor ?? '';
    if (element.style.backgroundColor !== '' && element.dataset.painted === color) return;
    element.style.backgroundColor = color;
    element.dataset.painted = color;
  });
}

/** Publishes this person's selection and draws everyone else's. */
export function remoteSelections(text: Y.Text, awareness: Awareness) {
  return ViewPlugin.fromClass(
    class {
      decorations: DecorationSet = RangeSet.of([]);
      private readonly observer: MutationObserver;
      private readonly listener = ({
        added,
        updated,
        removed,
      }: {
        added: number[];
        updated: number[];
        removed: number[];
      }) => {
        const others = [...added, ...updated, ...removed].some(
          (client) => client !== awareness.doc.clientID,
        );
        if (others) queueMicrotask(() => this.view.dom.isConnected && this.view.dispatch({}));
      };

      constructor(readonly view: EditorView) {
        awareness.on('change', this.listener);
        this.observer = new MutationObserver(() => paint(view.contentDOM));
        this.observer.observe(view.contentDOM, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ['data-peer-color'],
        });
      }

      destroy(): void {
        awareness.off('change', this.listener);
        this.observer.disconnect();
      }

      update(update: ViewUpdate): void {
        this.publish(update);
        const doc = text.doc;
        if (!doc) return;
        const ranges: Range<Decoration>[] = [];
        awareness.getStates().forEach((raw, client) => {
          if (client === doc.clientID) return;
          const state = raw as PeerState;
          const cursor = state.cursor;
          if (!cursor?.anchor || !cursor.head) return;
          const anchor = Y.createAbsolutePositionFromRelativePosition(
            Y.createRelativePositionFromJSON(cursor.anchor),
            doc,
          );
          const head = Y.createAbsolutePositionFromRelativePosition(
            Y.createRelativePositionFromJSON(cursor.head),
            doc,
          );
          if (!anchor || !head || anchor.type !== text || head.type !== text) return;
          const length = update.state.doc.length;
          if (anchor.index > length || head.index > length) return;
          const color = state.user?.color ?? '#30bced';
          const light = `${color}33`;
          const start = Math.min(anchor.index, head.index);
          const end = Math.max(anchor.index, head.index);
          const mark = Decoration.mark({
            class: 'cm-ySelection',
            attributes: { 'data-peer-color': light },
          });
          const startLine = update.state.doc.lineAt(start);
          const endLine = update.state.doc.lineAt(end);
          if (start < end && startLine.number === endLine.number) {
            ranges.push(mark.range(start, end));
          } else if (start < end) {
            if (startLine.to > start) ranges.push(mark.range(start, startLine.to));
            if (end > endLine.from) ranges.push(mark.range(endLine.from, end));
            for (let line = startLine.number + 1; line < endLine.number; line++) {
              ranges.push(
                Decoration.line({
                  class: 'cm-yLineSelection',
                  attributes: { 'data-peer-color': light },
                }).range(update.state.doc.line(line).from),
              );
            }
          }
          ranges.push(
            Decoration.widget({
              side: head.index - anchor.index > 0 ? -1 : 1,
              widget: new CaretWidget(color, state.user?.name ?? ''),
            }).range(head.index),
          );
        });
        this.decorations = Decoration.set(ranges, true);
      }

      /** This person's selection in the awareness, as positions that survive others' edits. */
      private publish(update: ViewUpdate): void {
        const local = awareness.getLocalState() as PeerState | null;
        if (!local) return;
        const focused = update.view.hasFocus && update.view.dom.ownerDocument.hasFocus();
        if (!focused) return;
        const selection = update.state.selection.main;
        const anchor = Y.createRelativePositionFromTypeIndex(text, selection.anchor);
        const head = Y.createRelativePositionFromTypeIndex(text, selection.head);
        const current = local.cursor;
        if (
          current?.anchor &&
          current.head &&
          Y.compareRelativePositions(Y.createRelativePositionFromJSON(current.anchor), anchor) &&
          Y.compareRelativePositions(Y.createRelativePositionFromJSON(current.head), head)
        )
          return;
        awareness.setLocalStateField('cursor', { anchor, head });
      }
    },
    { decorations: (plugin) => plugin.decorations },
  );
}
