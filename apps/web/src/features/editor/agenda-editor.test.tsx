import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { EditorView, runScopeHandlers } from '@codemirror/view';
import { renderWithProviders } from '../../test/render.tsx';
import { EditorHarness, type EditorState } from '../../test/editor-harness.tsx';
import { readText } from '../../test/read-text.ts';

const agenda =
  'Retro\n\n# Check-in\n: 10\n@ Ann\n\n/# Energizer\n: 5\n\n# Actions\n: 1h\nprivate\n';

/** The editor wired to real state; `latest` exposes what it last saw. */
function Harness({ initial = agenda, startTime }: { initial?: string; startTime?: string | null }) {
  return (
    <EditorHarness initial={initial} startTime={startTime} onState={(state) => (latest = state)} />
  );
}
let latest: EditorState;

function view(): EditorView {
  const dom = document.querySelector<HTMLElement>('.cm-editor');
  const found = dom && EditorView.findFromDOM(dom);
  if (!found) throw new Error('no editor');
  return found;
}

function rows() {
  return screen
    .getAllByTestId('timeline-row')
    .map(
      (row) =>
        readText(within(row).getByTestId('timeline-times').textContent) +
        ' ' +
        within(row).getByTestId('timeline-title').textContent,
    );
}

describe('AgendaEditor', () => {
  it('lays the sequences out in time with totals', () => {
    renderWithProviders(<Harness />);
    expect(rows()).toEqual([
      '09:00–09:10 · 10 min Check-in',
      '09:10–09:15 · 5 min Energizer',
      '09:15–10:15 · 1 h Actions',
    ]);
    const totals = readText(screen.getByTestId('timeline-totals').textContent);
    expect(totals).toContain('1 h 10 min');
    expect(totals).toContain('5 min');
    expect(totals).toContain('10:15');
  });

  it('counts from the start when the meeting has no start time', () => {
    renderWithProviders(<Harness startTime={null} />);
    expect(rows()[1]).toBe('+0:10–+0:15 · 5 min Energizer');
  });

  it('updates the timeline as the text changes', () => {
    renderWithProviders(<Harness />);
    act(() =>
      view().dispatch({
        changes: { from: view().state.doc.length, insert: '\n# Wrap-up\n: 15\n' },
      }),
    );
    expect(rows().at(-1)).toBe('10:15–10:30 · 15 min Wrap-up');
    expect(latest.value).toContain('# Wrap-up');
  });

  it('moves the cursor to a sequence clicked in the timeline and highlights the one under the cursor', () => {
    renderWithProviders(<Harness />);
    const [, energizer] = screen.getAllByTestId('timeline-row');
    if (!energizer) throw new Error('no row');
    fireEvent.click(within(energizer).getByRole('button', { name: /Energizer/ }));
    const state = view().state;
    expect(state.doc.lineAt(state.selection.main.head).text).toBe('/# Energizer');
    expect(screen.getAllByTestId('timeline-row')[1]?.getAttribute('data-active')).toBe('true');
  });

  it('shows a hint while the cursor is on the title, and the form once it enters a sequence', async () => {
    renderWithProviders(<Harness />);
    // The hint is in the first load; the form loads when there is a sequence to edit.
    expect(screen.getByTestId('sequence-panel-empty')).toBeVisible();
    act(() => view().dispatch({ selection: { anchor: agenda.indexOf('/# Energizer') } }));
    const title = await screen.findByLabelText<HTMLInputElement>('Title');
    expect(title.value).toBe('Energizer');
    expect(screen.getByLabelText<HTMLInputElement>('Duration').value).toBe('5');
    expect(screen.queryByTestId('sequence-panel-empty')).toBeNull();
    act(() => view().dispatch({ selection: { anchor: 0 } }));
    expect(await screen.findByTestId('sequence-panel-empty')).toBeVisible();
  });

  it('edits the sequence under the cursor in the form, rewriting only its lines', async () => {
    renderWithProviders(<Harness />);
    act(() => view().dispatch({ selection: { anchor: agenda.indexOf('@ Ann') } }));
    const title = await screen.findByLabelText('Title');
    fireEvent.change(title, { target: { value: 'Hello everyone' } });
    expect(latest.value).toBe(agenda.replace('# Check-in', '# Hello everyone'));
  });

  it('puts a sequence aside and brings it back from the fridge', async () => {
    renderWithProviders(<Harness />);
    act(() => view().dispatch({ selection: { anchor: agenda.indexOf('# Actions') } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Put aside' }));
    expect(latest.fridge).toEqual(['# Actions\n: 1h\nprivate']);
    expect(rows()).toHaveLength(2);
    fireEvent.click(screen.getByRole('tab', { name: /Fridge/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Bring back' }));
    expect(latest.fridge).toEqual([]);
    expect(rows().map((row) => row.split(' ').at(-1))).toContain('Actions');
  });

  it('opens the find panel on Ctrl+F and finds the next match', async () => {
    renderWithProviders(<Harness />);
    const press = (key: string) =>
      act(() => {
        runScopeHandlers(view(), new KeyboardEvent('keydown', { key, ctrlKey: true }), 'editor');
      });
    press('f');
    const find = await screen.findByRole('textbox', { name: 'Find' });
    fireEvent.change(find, { target: { value: 'Actions' } });
    act(() => view().dispatch({ selection: { anchor: 0 } }));
    press('g');
    const { from, to } = view().state.selection.main;
    expect(view().state.sliceDoc(from, to)).toBe('Actions');
  });

  it('shows the empty timeline and the sequence panel hint for an empty agenda', () => {
    renderWithProviders(<Harness initial="" />);
    expect(screen.getByTestId('timeline-empty')).toBeVisible();
    expect(screen.getByTestId('sequence-panel-empty')).toBeVisible();
  });
});
