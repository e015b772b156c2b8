import { describe, expect, it } from 'vitest';
import { EditorSelection, EditorState } from '@codemirror/state';
import { headerField } from './agenda-highlight.ts';
import { livePreviewDecorations, rawLines, typedInRawLines } from './live-preview.ts';

/** What the preview does to `text` with the cursor at `cursor`: hidden text, chips, line cues. */
function preview(text: string, cursor = 0) {
  const state = EditorState.create({
    doc: text,
    selection: EditorSelection.cursor(cursor),
    extensions: [headerField],
  });
  const hidden: string[] = [];
  const marked: string[] = [];
  const lines: string[] = [];
  livePreviewDecorations(state, [{ from: 0, to: state.doc.length }]).between(
    0,
    state.doc.length,
    (from, to, decoration) => {
      const spec = decoration.spec as { class?: string; attributes?: Record<string, string> };
      const slice = state.sliceDoc(from, to);
      if (from === to && spec.class) lines.push(`${state.doc.lineAt(from).number}:${spec.class}`);
      else if (spec.class === 'cm-ordo-hidden') hidden.push(slice);
      else marked.push(`${slice}|${spec.class}${spec.attributes?.['data-unit'] ? '+min' : ''}`);
    },
  );
  return { hidden, marked, lines };
}

/** Shows what the person sees on a line once the preview hides the marks. */
function visible(text: string, cursor = 0): string {
  const state = EditorState.create({
    doc: text,
    selection: EditorSelection.cursor(cursor),
    extensions: [headerField],
  });
  let shown = '';
  let at = 0;
  livePreviewDecorations(state, [{ from: 0, to: state.doc.length }]).between(
    0,
    state.doc.length,
    (from, to, decoration) => {
      if ((decoration.spec as { class?: string }).class !== 'cm-ordo-hidden') return;
      shown += state.sliceDoc(at, from);
      at = Math.max(at, to);
    },
  );
  return shown + state.sliceDoc(at);
}

describe('live preview', () => {
  const agenda = 'Retro\n# Check-in **now**\n: 10\n@ Ann, Bob\n> See [the board](https://x.test/b)';

  it('hides markdown marks, the # and the prefixes off the cursor line', () => {
    expect(visible(agenda)).toBe('Retro\nCheck-in now\n10\nAnnBob\nSee the board');
  });

  it('shows the raw text of the line holding the cursor, and only that line', () => {
    const onTitle = agenda.indexOf('Check-in');
    expect(visible(agenda, onTitle)).toBe('Retro\n# Check-in **now**\n10\nAnnBob\nSee the board');
    const onLink = agenda.indexOf('board');
    expect(visible(agenda, onLink)).toBe(
      'Retro\nCheck-in now\n10\nAnnBob\n> See [the board](https://x.test/b)',
    );
  });

  it('keeps every line touched by a selection raw', () => {
    const state = EditorState.create({
      doc: agenda,
      selection: EditorSelection.range(agenda.indexOf('Check'), agenda.indexOf('Ann')),
      extensions: [headerField],
    });
    let hiddenCount = 0;
    livePreviewDecorations(state, [{ from: 0, to: state.doc.length }]).between(
      0,
      state.doc.length,
      (from, to, decoration) => {
        if ((decoration.spec as { class?: string }).class === 'cm-ordo-hidden') {
          hiddenCount++;
          expect(state.doc.lineAt(from).number).toBe(5);
        }
      },
    );
    expect(hiddenCount).toBe(3); // "> ", "[" and "](https://x.test/b)"
  });

  it('shows durations and speakers as chips, a bare number as minutes', () => {
    const { marked } = preview('x\n# A\n: 10\n@ Ann,  Bob\n# B\n: 1h30');
    expect(marked).toEqual([
      '10|cm-ordo-chip cm-ordo-chip-duration+min',
      'Ann|cm-ordo-chip cm-ordo-chip-speaker',
      'Bob|cm-ordo-chip cm-ordo-chip-speaker',
      '1h30|cm-ordo-chip cm-ordo-chip-duration',
    ]);
  });

  it('leaves a duration that cannot be read as typed, for its diagnostic', () => {
    expect(preview('x\n# A\n: abc').marked).toEqual([]);
    expect(visible('x\n# A\n: abc')).toBe('x\nA\n: abc');
  });

  it('draws links as links with their address as a hint', () => {
    const state = EditorState.create({
      doc: 'x\n> [Board](https://x.test/b)',
      extensions: [headerField],
    });
    const found: { text: string; title?: string }[] = [];
    livePreviewDecorations(state, [{ from: 0, to: state.doc.length }]).between(
      0,
      state.doc.length,
      (from, to, decoration) => {
        const spec = decoration.spec as { class?: string; attributes?: { title?: string } };
        if (spec.class === 'cm-ordo-live-link')
          found.push({ text: state.sliceDoc(from, to), title: spec.attributes?.title });
      },
    );
    expect(found).toEqual([{ text: 'Board', title: 'https://x.test/b' }]);
  });

  it('sets public lines and private ones (notes, comments) apart', () => {
    const { lines } = preview('Retro\n> Goal\n# A\n> Seen\nnote\n// psst', 0);
    expect(lines).toEqual([
      '2:cm-ordo-live-public',
      '4:cm-ordo-live-public',
      '5:cm-ordo-live-private',
      '6:cm-ordo-live-private cm-ordo-live-comment',
    ]);
  });

  it('keeps comments and notes literal: no markdown is hidden in a // line', () => {
    expect(visible('x\n# A\n// keep **this**')).toBe('x\nA\n// keep **this**');
  });

  it('decorates only the ranges it is given (the visible part)', () => {
    const text = Array.from({ length: 200 }, (_, i) => `# S${i} **b**\n: 5`).join('\n');
    const state = EditorState.create({ doc: text, extensions: [headerField] });
    const line = state.doc.line(101);
    let count = 0;
    livePreviewDecorations(state, [{ from: line.from, to: state.doc.line(104).to }]).between(
      0,
      state.doc.length,
      () => {
        count++;
      },
    );
    // Lines 101–104: two titles (#, **, **) and two durations (":", chip).
    expect(count).toBe(2 * 3 + 2 * 2);
  });

  it('lets typing on the cursor line keep the other lines as they are, and only that', () => {
    const doc = 'Retro\n# A **x**\n: 10\n# B\n: 5';
    const state = EditorState.create({
      doc,
      selection: EditorSelection.cursor(doc.indexOf('B') + 1),
      extensions: [headerField],
    });
    const typed = (insert: string, at = doc.indexOf('B') + 1) => {
      const tr = state.update({ changes: { from: at, insert } });
      return typedInRawLines(
        { startState: state, state: tr.state, changes: tr.changes },
        rawLines(state),
        rawLines(tr.state),
      );
    };
    expect(typed('ravo')).toBe(true);
    // A new line, a change on a decorated line, or a new first sequence: rebuilt.
    expect(typed('\n: 3')).toBe(false);
    expect(typed('y', doc.indexOf('x'))).toBe(false);
    const inHeader = EditorState.create({ doc: 'Retro\nx\n# A', extensions: [headerField] });
    const tr = inHeader.update({ changes: { from: 6, insert: '# ' } });
    expect(
      typedInRawLines(
        { startState: inHeader, state: tr.state, changes: tr.changes },
        new Set([2]),
        new Set([2]),
      ),
    ).toBe(false);
  });
});
