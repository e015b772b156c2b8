import { createElement, memo, type ComponentType } from 'react';
import type * as DndKit from '@dnd-kit/core';
import type * as Icons from '@tabler/icons-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import type * as TabList from '../../components/scrolling-tab-list.tsx';
import type * as Markdown from './inline-markdown.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { EditorHarness } from '../../test/editor-harness.tsx';
import { readText } from '../../test/read-text.ts';

/**
 * Typing must cost the same at a thousand sequences as at ten: a keystroke renders what shows
 * the edit (the text, the timeline's times, the counts), not the rows, the drag and drop or
 * the side panel's tabs around it. The real components run; these wrappers only count their
 * renders, each with the same `memo` the component has, so a count is a render that happened.
 */
const renders = vi.hoisted(() => new Map<string, number>());

function counted<P extends object>(name: string, component: ComponentType<P>, memoised: boolean) {
  const count = (props: P) => {
    renders.set(name, (renders.get(name) ?? 0) + 1);
    return createElement(component, props);
  };
  return memoised ? memo(count) : count;
}

// The grip of each timeline row's drag handle: one render per row that rendered its handle.
// The web tests import each icon from its own file (src/test/tabler-icons-by-file.ts).
vi.mock('@tabler/icons-react/dist/esm/icons/IconGripVertical.mjs', async (original) => {
  const icon = await original<{ default: typeof Icons.IconGripVertical }>();
  return { default: counted('row handle', icon.default, false) };
});
// The title of each timeline row.
vi.mock('./inline-markdown.tsx', async (original) => {
  const markdown = await original<typeof Markdown>();
  return { ...markdown, InlineMarkdown: counted('row title', markdown.InlineMarkdown, true) };
});
vi.mock('@dnd-kit/core', async (original) => {
  const dnd = await original<typeof DndKit>();
  return { ...dnd, DndContext: counted('drag and drop', dnd.DndContext, true) };
});
vi.mock('../../components/scrolling-tab-list.tsx', async (original) => {
  const tabs = await original<typeof TabList>();
  return { ...tabs, ScrollingTabList: counted('panel tabs', tabs.ScrollingTabList, false) };
});

const SEQUENCES = 30;
const agenda = [
  'Retro',
  '',
  ...Array.from({ length: SEQUENCES }, (_, n) => `# Item ${n}\n: 10\n@ Ann\n`),
].join('\n');

function Harness() {
  return <EditorHarness initial={agenda} />;
}

function view(): EditorView {
  const dom = document.querySelector<HTMLElement>('.cm-editor');
  const found = dom && EditorView.findFromDOM(dom);
  if (!found) throw new Error('no editor');
  return found;
}

/** Types `text` just after the first `after` of the text, one keystroke per character. */
function typeAfter(after: string, text: string) {
  const at = view().state.doc.toString().indexOf(after) + after.length;
  for (const [i, character] of [...text].entries()) {
    act(() => view().dispatch({ changes: { from: at + i, insert: character } }));
  }
}

function times(row: number): string {
  const rows = screen.getAllByTestId('timeline-row');
  return readText(rows[row] && within(rows[row]).getByTestId('timeline-times').textContent);
}

afterEach(() => renders.clear());

describe('typing in the editor', () => {
  it('renders only the row it changes, and no drag and drop or panel tab', () => {
    renderWithProviders(<Harness />);
    expect(screen.getAllByTestId('timeline-row')).toHaveLength(SEQUENCES);
    expect(renders.get('row handle')).toBe(SEQUENCES);
    expect(renders.get('row title')).toBe(SEQUENCES);
    renders.clear();

    // A longer duration in the first sequence moves every later time.
    typeAfter(': 10', '5');
    expect(times(0)).toBe('09:00–10:45 · 1 h 45 min');
    expect(times(SEQUENCES - 1)).toBe('15:25–15:35 · 10 min');

    expect(Object.fromEntries(renders)).toEqual({});

    // A new title in the middle changes one row: its title renders once for each keystroke
    // that changes it (the two spaces, trailing while typed, do not).
    typeAfter('# Item 15', ' and more');
    const titles = screen.getAllByTestId('timeline-title').map((title) => title.textContent);
    expect(titles.slice(14, 17)).toEqual(['Item 14', 'Item 15 and more', 'Item 16']);
    expect(Object.fromEntries(renders)).toEqual({ 'row title': 7 });
  });
});
