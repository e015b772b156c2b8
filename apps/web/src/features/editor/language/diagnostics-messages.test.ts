import { describe, expect, it } from 'vitest';
import { EditorState } from '@codemirror/state';
import { formatMinutes, parseAgenda } from '@ordo/agenda';
import en from '../../../i18n/locales/en/editor.json';
import fr from '../../../i18n/locales/fr/editor.json';
import { diagnosticSeverity, lintAgenda, quickFixes } from './diagnostics.ts';

/** The catalogs as i18next reads them: dotted keys, `{{name}}` placeholders. */
function translator(catalog: unknown) {
  return (key: string, options: Record<string, unknown> = {}) => {
    const found = key
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        catalog,
      );
    if (typeof found !== 'string') throw new Error(`missing ${key}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
  };
}

const codes = Object.keys(diagnosticSeverity);

describe('diagnostic messages', () => {
  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)('every code has a plain-language text in %s', (_language, catalog) => {
    for (const code of codes) {
      const text = (catalog.diagnostics as Record<string, string>)[code];
      expect(text, code).toMatch(/\w{2,}.*\s.*\w/);
      // People read sentences, never the code itself.
      expect(text).not.toContain(code);
    }
  });

  it('shows the translated message and no code in the tooltip', () => {
    const state = EditorState.create({ doc: 'Retro\n# A\n: abc' });
    const [shown] = lintAgenda(state, translator(fr));
    expect(shown?.message).toBe(fr.diagnostics['invalid-duration']);
    expect(shown?.source).toBeUndefined();
  });

  it.each([
    ['en', en, ['Set 10\u00A0min', `Set ${formatMinutes(90, 'en')}`, 'Remove this line']],
    [
      'fr',
      fr,
      ['Mettre 10\u00A0min', `Mettre ${formatMinutes(90, 'fr')}`, 'Supprimer cette ligne'],
    ],
  ] as const)(
    'offers "set 10 min" and "set 1 h 30" for ": abc" in %s',
    (language, catalog, labels) => {
      const text = '# A\n: abc';
      const state = EditorState.create({ doc: text });
      const [problem] = parseAgenda(text).diagnostics;
      if (!problem) throw new Error('no diagnostic');
      const fixes = quickFixes(state, problem, translator(catalog), language);
      expect(fixes.map((fix) => fix.label)).toEqual(labels);
      const after = fixes.map((fix) => {
        const spec = fix.apply(state, problem.line);
        return spec ? state.update(spec).state.doc.toString() : null;
      });
      expect(after).toEqual(['# A\n: 10', '# A\n: 1h30', '# A']);
      for (const fixed of after.slice(0, 2))
        expect(parseAgenda(fixed ?? '').diagnostics).toEqual([]);
    },
  );

  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)(
    'every diagnostic offers at least one fix with a label in %s',
    (language, catalog) => {
      const text = 'Retro\n# A\n# B\n: abc\n/#\n: 5\n# C\n: 5\n: 6';
      const state = EditorState.create({ doc: text });
      const problems = parseAgenda(text).diagnostics;
      expect(new Set(problems.map((problem) => problem.code))).toEqual(
        new Set(['missing-duration', 'invalid-duration', 'empty-title', 'duplicate-duration']),
      );
      for (const problem of problems) {
        const fixes = quickFixes(state, problem, translator(catalog), language);
        expect(fixes.length, problem.code).toBeGreaterThan(0);
        for (const fix of fixes) expect(fix.label).not.toMatch(/\{\{|fixes\./);
      }
    },
  );
});
