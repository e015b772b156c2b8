import { describe, expect, it } from 'vitest';
import { EditorState } from '@codemirror/state';
import { agendaDecorations, headerField } from './agenda-highlight.ts';

function classesOf(text: string) {
  const state = EditorState.create({ doc: text, extensions: [headerField] });
  const found: { text: string; className: string }[] = [];
  agendaDecorations(state, [{ from: 0, to: state.doc.length }]).between(
    0,
    state.doc.length,
    (from, to, decoration) => {
      const spec = decoration.spec as { class?: string };
      found.push({ text: state.sliceDoc(from, to), className: spec.class ?? '' });
    },
  );
  return found;
}

describe('agenda highlighting', () => {
  it('styles each line by its prefix and where it stands', () => {
    const lines = classesOf(
      'Retro\n> Goal\n# Check-in\n: 10\n@ Ann\n> Say hi\n// psst\nnote\n/# Break',
    )
      .filter((item) => item.className.startsWith('cm-ordo-line'))
      .map((item) => item.className.replace('cm-ordo-line cm-ordo-', ''));
    expect(lines).toEqual([
      'meeting-title',
      'objective',
      'sequence',
      'duration',
      'speakers',
      'description',
      'comment',
      'note',
      'optional',
    ]);
  });

  it('dims the prefix and the markdown markers, and styles the marked text', () => {
    const marks = classesOf('# A **big** step').filter(
      (item) => !item.className.startsWith('cm-ordo-line'),
    );
    expect(marks).toEqual([
      { text: '#', className: 'cm-ordo-prefix' },
      { text: '**', className: 'cm-ordo-md-marker' },
      { text: 'big', className: 'cm-ordo-md-strong' },
      { text: '**', className: 'cm-ordo-md-marker' },
    ]);
  });

  it('does not read markdown in durations or comments', () => {
    const marks = classesOf('# A\n: **5**\n// **x**').filter((item) =>
      item.className.startsWith('cm-ordo-md'),
    );
    expect(marks).toEqual([]);
  });
});
