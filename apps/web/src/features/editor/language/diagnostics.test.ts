import { describe, expect, it } from 'vitest';
import { EditorState } from '@codemirror/state';
import { formatMinutes, parseAgenda } from '@ordo/agenda';
import { lintAgenda, quickFixes, salvageDuration } from './diagnostics.ts';

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;

/** Applies the fix named `label` to the first diagnostic of `text`; returns the new text. */
function fix(text: string, label: string): string {
  const state = EditorState.create({ doc: text });
  const diagnostic = parseAgenda(text).diagnostics[0];
  if (!diagnostic) throw new Error('no diagnostic');
  const chosen = quickFixes(state, diagnostic, t).find((item) => item.label.startsWith(label));
  const spec = chosen?.apply(state, diagnostic.line);
  if (!spec) throw new Error(`no fix ${label}`);
  return state.update(spec).state.doc.toString();
}

describe('diagnostics', () => {
  it('shows each problem on its line with a translated message', () => {
    const state = EditorState.create({ doc: 'Retro\n# A\n# B\n: abc\n#\n: 5' });
    expect(
      lintAgenda(state, t).map((item) => [
        state.doc.lineAt(item.from).number,
        item.message,
        item.severity,
      ]),
    ).toEqual([
      [2, 'diagnostics.missing-duration', 'warning'],
      [4, 'diagnostics.invalid-duration', 'error'],
      [5, 'diagnostics.empty-title', 'error'],
    ]);
  });

  it.each([
    [
      'adds a duration under a title that has none',
      '# A\nnote',
      'fixes.setDuration {"duration":"10',
      '# A\n: 10\nnote',
    ],
    [
      'sets an unreadable duration to 10 minutes',
      '# A\n: abc\nnote',
      'fixes.setDuration {"duration":"10',
      '# A\n: 10\nnote',
    ],
    [
      'sets an unreadable duration to an hour and a half',
      '# A\n: abc',
      `fixes.setDuration ${JSON.stringify({ duration: formatMinutes(90, 'en') })}`,
      '# A\n: 1h30',
    ],
    [
      'keeps only the duration the person points at',
      '# A\n: 5\nnote\n: 10\n# B\n: 7',
      'fixes.keepThisDuration',
      '# A\nnote\n: 10\n# B\n: 7',
    ],
    ['removes a title line left empty', '# A\n: 5\n#\n: 5', 'fixes.removeLine', '# A\n: 5\n: 5'],
    [
      'keeps the number of a broken duration',
      '# A\n: 15 minutess',
      'fixes.useDuration',
      '# A\n: 15',
    ],
    ['removes a broken duration', '# A\n: abc\n: 5', 'fixes.removeLine', '# A\n: 5'],
    ['removes a second duration', '# A\n: 5\n: 10\nnote', 'fixes.removeLine', '# A\n: 5\nnote'],
    [
      'removes a second duration on the last line',
      '# A\n: 5\n: 10',
      'fixes.removeLine',
      '# A\n: 5',
    ],
    [
      'gives an empty title a name',
      '# A\n: 5\n/#\n: 5',
      'fixes.addTitle',
      '# A\n: 5\n/# fixes.newTitle\n: 5',
    ],
  ])('%s', (_name, text, label, expected) => {
    expect(fix(text, label)).toBe(expected);
  });

  it('fixes leave a text without that diagnostic', () => {
    const fixed = fix('# A\n: 1h90', 'fixes.useDuration');
    expect(parseAgenda(fixed).diagnostics).toEqual([]);
  });

  it.each([
    [' 15 minutess', '15'],
    [' 7,5 mn!', '7,5'],
    [' abc', null],
    ['', null],
  ])('salvages %j as %j', (value, expected) => {
    expect(salvageDuration(`:${value}`)).toBe(expected);
  });
});
