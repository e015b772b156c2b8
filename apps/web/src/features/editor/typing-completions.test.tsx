import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { EditorView, runScopeHandlers } from '@codemirror/view';
import { renderWithProviders } from '../../test/render.tsx';
import { EditorHarness } from '../../test/editor-harness.tsx';

/**
 * The suggestions while typing in the editor. CodeMirror's autocompletion loads on first use
 * (language/lazy-completion.ts): the first test of this file types before it was ever loaded.
 */
const agenda = 'Retro\n\n# Check-in\n: 10\n@ Ann, Bob\n\n# Actions\n: 15\n';

function view(): EditorView {
  const dom = document.querySelector<HTMLElement>('.cm-editor');
  const found = dom && EditorView.findFromDOM(dom);
  if (!found) throw new Error('no editor');
  return found;
}

/** Types `text` at the cursor, one keystroke per character, as CodeMirror's input does. */
function type(text: string) {
  for (const character of text) {
    act(() =>
      view().dispatch({ ...view().state.replaceSelection(character), userEvent: 'input.type' }),
    );
  }
}

function putCursorAfter(text: string) {
  const at = view().state.doc.toString().indexOf(text) + text.length;
  act(() => view().dispatch({ selection: { anchor: at }, userEvent: 'select' }));
}

function press(key: string, init: KeyboardEventInit = {}) {
  act(() => {
    runScopeHandlers(view(), new KeyboardEvent('keydown', { key, ...init }), 'editor');
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The labels of the open suggestion list, or none. */
function suggestions(): string[] {
  return [...document.querySelectorAll('.cm-tooltip-autocomplete .cm-completionLabel')].map(
    (label) => label.textContent,
  );
}

describe('suggestions while typing', () => {
  it('offers the speakers on the very first keystroke, while the autocompletion loads', async () => {
    renderWithProviders(<EditorHarness initial={agenda} />);
    putCursorAfter(': 15\n');
    type('@');
    await waitFor(() => expect(suggestions()).toEqual(['Ann', 'Bob']));
  });

  it('narrows the speakers as a name is typed, and Enter picks one', async () => {
    renderWithProviders(<EditorHarness initial={agenda} />);
    putCursorAfter(': 15\n');
    type('@ A');
    await waitFor(() => expect(suggestions()).toEqual(['Ann']));
    await pause(100); // CodeMirror ignores Enter for 75 ms after a list opens.
    press('Enter');
    expect(view().state.doc.toString()).toBe(`${agenda}@ Ann`);
    type(', ');
    await waitFor(() => expect(suggestions()).toEqual(['Bob']));
  });

  it('opens the durations on Ctrl+Space before anything was typed', async () => {
    renderWithProviders(<EditorHarness initial={agenda} />);
    putCursorAfter(': ');
    press(' ', { ctrlKey: true });
    await waitFor(() => expect(suggestions()).toContain('1h30'));
  });

  it('does not open where typing would not have opened it', async () => {
    renderWithProviders(<EditorHarness initial={agenda} />);
    putCursorAfter(': 10');
    type(' or so');
    await pause(300); // Long enough for the autocompletion to load and a list to show.
    expect(document.querySelector('.cm-tooltip-autocomplete')).toBeNull();
  });
});
