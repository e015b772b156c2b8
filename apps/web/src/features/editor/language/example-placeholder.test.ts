import { describe, expect, it } from 'vitest';
import { exampleElement } from './example-placeholder.ts';
import en from '../../../i18n/locales/en/editor.json';
import fr from '../../../i18n/locales/fr/editor.json';

const cells = (root: HTMLElement, kind: string) =>
  [...root.querySelectorAll(`.cm-ordo-example-${kind}`)].map((cell) => cell.textContent);

describe('exampleElement', () => {
  it('puts each "line ← hint" row in a grid and keeps the other lines as they are', () => {
    const root = exampleElement(
      'Write, for example:\n\nTeam   ← the title\n# Check-in  ← a sequence\n\nEnd',
    );
    expect(cells(root, 'code')).toEqual(['Team', '# Check-in']);
    expect(cells(root, 'hint')).toEqual(['← the title', '← a sequence']);
    expect(cells(root, 'line')).toEqual(['Write, for example:', '', '', 'End']);
    // One grid for the block of rows, between the lines around it.
    expect(root.querySelectorAll('.cm-ordo-example-rows')).toHaveLength(1);
    expect(root.children[2]?.className).toBe('cm-ordo-example-rows');
  });

  it.each([
    ['en', en.placeholder],
    ['fr', fr.placeholder],
  ])('keeps every word of the %s example', (_language, text) => {
    const root = exampleElement(text);
    expect(cells(root, 'code')).toHaveLength(8);
    const words = (value: string) => value.split(/\s+/).filter(Boolean);
    const leaves = [
      ...root.querySelectorAll('[class^="cm-ordo-example-"]:not(.cm-ordo-example-rows)'),
    ];
    expect(words(leaves.map((leaf) => leaf.textContent).join(' '))).toEqual(words(text));
  });
});
