import { EditorView, placeholder } from '@codemirror/view';
import type { Extension } from '@codemirror/state';

const ARROW = '←';

function span(className: string, text?: string): HTMLSpanElement {
  const element = document.createElement('span');
  element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

/**
 * The example as elements: each `code ← hint` row of the translated text becomes two cells of a
 * grid, every other line a line of its own. Spaces that aligned the arrows in the text are
 * dropped; the grid aligns them at any width.
 */
export function exampleElement(text: string): HTMLElement {
  const root = span('cm-ordo-example');
  let rows: HTMLElement | null = null;
  for (const line of text.split('\n')) {
    const arrow = line.indexOf(ARROW);
    if (arrow < 0) {
      rows = null;
      root.append(span('cm-ordo-example-line', line));
      continue;
    }
    if (!rows) rows = root.appendChild(span('cm-ordo-example-rows'));
    rows.append(
      span('cm-ordo-example-code', line.slice(0, arrow).trimEnd()),
      span('cm-ordo-example-hint', line.slice(arrow)),
    );
  }
  return root;
}

/**
 * The empty editor's example of the agenda language. Drawn as a grid rather than as the
 * space-aligned text: on a phone the two columns do not fit, so each hint goes under its line
 * instead of both wrapping into each other. Assistive technology reads the plain text.
 */
export function examplePlaceholder(text: string): Extension {
  return [
    placeholder(() => exampleElement(text)),
    EditorView.contentAttributes.of({ 'aria-placeholder': text }),
    EditorView.theme({
      // CodeMirror draws a placeholder inline-block, as wide as its content: the grid needs the
      // line's width to measure itself against.
      '.cm-placeholder': { width: '100%' },
      '.cm-ordo-example': { display: 'block', containerType: 'inline-size' },
      '.cm-ordo-example-line': { display: 'block', minHeight: '1.6em' },
      '.cm-ordo-example-rows': {
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: '2ch',
      },
      '@container (max-width: 34rem)': {
        '.cm-ordo-example-rows': { gridTemplateColumns: '1fr' },
        '.cm-ordo-example-hint': { paddingLeft: '2ch', marginBottom: '0.2em', fontSize: '0.9em' },
      },
    }),
  ];
}
