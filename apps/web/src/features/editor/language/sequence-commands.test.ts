import { describe, expect, it } from 'vitest';
import { EditorSelection, EditorState, type TransactionSpec } from '@codemirror/state';
import { history, undo } from '@codemirror/commands';
import { jumpToSequence, moveSequenceBy, toggleOptional } from './sequence-commands.ts';

const text = 'Retro\n\n# A\n: 5\n\n# B\n: 10\n@ Ann\n\n# C\n: 15\n';

function at(doc: string, needle: string): EditorState {
  return EditorState.create({
    doc,
    selection: EditorSelection.cursor(doc.indexOf(needle)),
    extensions: [history()],
  });
}

function apply(state: EditorState, spec: TransactionSpec | null) {
  if (!spec) throw new Error('nothing to do');
  return state.update(spec).state;
}

describe('sequence commands', () => {
  it.each([
    ['moves B up', '@ Ann', -1, 'Retro\n\n# B\n: 10\n@ Ann\n\n# A\n: 5\n\n# C\n: 15\n'],
    ['moves B down', '@ Ann', 1, 'Retro\n\n# A\n: 5\n\n# C\n: 15\n\n# B\n: 10\n@ Ann\n'],
  ] as const)('%s and the cursor goes along', (_name, cursor, delta, expected) => {
    const next = apply(at(text, cursor), moveSequenceBy(at(text, cursor), delta));
    expect(next.doc.toString()).toBe(expected);
    expect(next.doc.lineAt(next.selection.main.head).text).toBe('@ Ann');
  });

  it.each([
    ['the first sequence up', '# A', -1],
    ['the last sequence down', '# C', 1],
    ['the header', 'Retro', 1],
  ] as const)('does not move %s', (_name, cursor, delta) => {
    expect(moveSequenceBy(at(text, cursor), delta)).toBeNull();
  });

  it('toggles optional on the title line only, and undo brings it back', () => {
    const state = at(text, ': 10');
    const optional = apply(state, toggleOptional(state));
    expect(optional.doc.line(6).text).toBe('/# B');
    expect(apply(optional, toggleOptional(optional)).doc.toString()).toBe(text);
    let undone = optional;
    undo({ state: optional, dispatch: (tr) => (undone = tr.state) });
    expect(undone.doc.toString()).toBe(text);
  });

  it.each([
    ['Retro', 1, '# A'],
    [': 5', 1, '# B'],
    ['# C', 1, null],
    [': 10', -1, '# B'],
    ['# B', -1, '# A'],
    ['# A', -1, null],
  ] as const)('jumps from %j by %i to %j', (cursor, delta, title) => {
    const state = at(text, cursor);
    const spec = jumpToSequence(state, delta);
    if (title === null) return expect(spec).toBeNull();
    const next = apply(state, spec);
    expect(next.doc.lineAt(next.selection.main.head).text).toBe(title);
  });
});
