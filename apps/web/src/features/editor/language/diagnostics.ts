import type { EditorState, TransactionSpec } from '@codemirror/state';
import { linter, type Diagnostic as LintDiagnostic } from '@codemirror/lint';
import {
  formatMinutes,
  parseAgenda,
  parseDuration,
  parseIncrementally,
  type Diagnostic,
  type DiagnosticCode,
  type Language,
  type ParsedText,
} from '@ordo/agenda';
import { currentLanguage } from '../../../i18n/languages.ts';
import { lineKind, prefixOf, startsSequence } from './line-kinds.ts';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A quick fix: its label and the change it makes, computed when it is applied. */
export type QuickFix = {
  label: string;
  apply: (state: EditorState, line: number) => TransactionSpec | null;
};

/**
 * The lengths offered for a sequence whose duration is missing or unreadable: the most common
 * short one, then a long block; each written as the text reads it (`: 1h30`), labelled in the
 * app's format for durations.
 */
const OFFERED: Record<'missing' | 'invalid', { minutes: number; text: string }[]> = {
  missing: [
    { minutes: 10, text: '10' },
    { minutes: 30, text: '30' },
  ],
  invalid: [
    { minutes: 10, text: '10' },
    { minutes: 90, text: '1h30' },
  ],
};

function lineText(
  state: EditorState,
  line: number,
): { from: number; to: number; text: string } | null {
  return line >= 1 && line <= state.doc.lines ? state.doc.line(line) : null;
}

/** Removes whole lines (1-based, ascending), their line breaks included. */
function removeLines(state: EditorState, lines: readonly number[]): TransactionSpec | null {
  const changes = lines.flatMap((line) => {
    const found = lineText(state, line);
    if (!found) return [];
    const to = line < state.doc.lines ? found.to + 1 : found.to;
    const from = line < state.doc.lines || line === 1 ? found.from : found.from - 1;
    return [{ from, to }];
  });
  return changes.length > 0 ? { changes, userEvent: 'ordo.fix' } : null;
}

const removeLine: QuickFix['apply'] = (state, line) => removeLines(state, [line]);

/** Replaces line `line` by `text`. */
function replaceLine(state: EditorState, line: number, text: string): TransactionSpec | null {
  const found = lineText(state, line);
  return found
    ? { changes: { from: found.from, to: found.to, insert: text }, userEvent: 'ordo.fix' }
    : null;
}

/** The other duration lines of the sequence holding line `line`. */
function otherDurations(state: EditorState, line: number): number[] {
  const lines: number[] = [];
  for (let n = line - 1; n >= 1; n--) {
    const text = state.doc.line(n).text;
    if (startsSequence(text)) break;
    if (lineKind(text, 'sequence') === 'duration') lines.push(n);
  }
  for (let n = line + 1; n <= state.doc.lines; n++) {
    const text = state.doc.line(n).text;
    if (startsSequence(text)) break;
    if (lineKind(text, 'sequence') === 'duration') lines.push(n);
  }
  return lines.sort((a, b) => a - b);
}

/** The first number of a broken duration, when it reads as a valid one on its own. */
export function salvageDuration(text: string): string | null {
  const number = /\d+(?:[.,]\d+)?/.exec(text.slice(prefixOf(text).indent + 1))?.[0];
  return number !== undefined && parseDuration(number) !== null ? number : null;
}

/**
 * The fixes offered for one diagnostic, in the order they are shown: what a person would most
 * likely want first, removing the line last. Labels are in `language`'s duration format.
 */
export function quickFixes(
  state: EditorState,
  diagnostic: Diagnostic,
  t: Translate,
  language: Language = currentLanguage(),
): QuickFix[] {
  const text = lineText(state, diagnostic.line)?.text ?? '';
  const setDuration = (minutes: number) =>
    t('fixes.setDuration', { duration: formatMinutes(minutes, language) });
  switch (diagnostic.code) {
    case 'missing-duration':
      return OFFERED.missing.map(({ minutes, text: value }) => ({
        label: setDuration(minutes),
        apply: (current, line) => {
          const found = lineText(current, line);
          return found
            ? { changes: { from: found.to, insert: `\n: ${value}` }, userEvent: 'ordo.fix' }
            : null;
        },
      }));
    case 'invalid-duration': {
      const salvaged = salvageDuration(text);
      const offered = OFFERED.invalid.filter(({ text: value }) => value !== salvaged);
      const fixes: QuickFix[] = [];
      if (salvaged !== null) {
        fixes.push({
          label: t('fixes.useDuration', { value: salvaged }),
          apply: (current, line) => replaceLine(current, line, `: ${salvaged}`),
        });
      }
      for (const { minutes, text: value } of offered) {
        fixes.push({
          label: setDuration(minutes),
          apply: (current, line) => replaceLine(current, line, `: ${value}`),
        });
      }
      return [...fixes, { label: t('fixes.removeLine'), apply: removeLine }];
    }
    case 'duplicate-duration':
      return [
        {
          label: t('fixes.keepThisDuration'),
          apply: (current, line) => removeLines(current, otherDurations(current, line)),
        },
        { label: t('fixes.removeLine'), apply: removeLine },
      ];
    case 'empty-title':
      return [
        {
          label: t('fixes.addTitle'),
          apply: (current, line) => {
            const found = lineText(current, line);
            if (!found) return null;
            const { indent, prefix } = prefixOf(found.text);
            const title = t('fixes.newTitle');
            const from = found.from + indent + prefix.length;
            return {
              changes: { from, to: found.to, insert: ` ${title}` },
              selection: { anchor: from + 1, head: from + 1 + title.length },
              userEvent: 'ordo.fix',
            };
          },
        },
        { label: t('fixes.removeLine'), apply: removeLine },
      ];
    default:
      return [{ label: t('fixes.removeLine'), apply: removeLine }];
  }
}

/** Every code the parser reports, with how serious it is (the compiler keeps the list whole). */
export const diagnosticSeverity: Record<DiagnosticCode, LintDiagnostic['severity']> = {
  'missing-duration': 'warning',
  'invalid-duration': 'error',
  'duplicate-duration': 'warning',
  'empty-title': 'error',
  // Rooms (DESIGN §9): misplaced lines and lengths that cannot hold are errors; the rest warn.
  'room-outside-sequence': 'error',
  'step-outside-room': 'error',
  'room-longer-than-sequence': 'error',
  'steps-longer-than-room': 'warning',
  'room-in-optional-sequence': 'warning',
  'missing-step-duration': 'warning',
  'empty-room-name': 'error',
  'empty-step-title': 'error',
};

/**
 * Diagnostics of the whole text as the lint extension shows them, in the user's language;
 * `diagnostics` are those of `parseAgenda` on the state's text, when already known.
 */
export function lintAgenda(
  state: EditorState,
  t: Translate,
  diagnostics: readonly Diagnostic[] = parseAgenda(state.doc.toString()).diagnostics,
): LintDiagnostic[] {
  return diagnostics.flatMap((diagnostic) => {
    const line = lineText(state, diagnostic.line);
    if (!line) return [];
    return [
      {
        from: line.from,
        to: line.to,
        // No `source`: the code (`invalid-duration`) means nothing to the person reading.
        severity: diagnosticSeverity[diagnostic.code],
        message: t(`diagnostics.${diagnostic.code}`),
        actions: quickFixes(state, diagnostic, t).map((fix) => ({
          name: fix.label,
          apply: (view, from) => {
            const spec = fix.apply(view.state, view.state.doc.lineAt(from).number);
            if (spec) view.dispatch(spec);
          },
        })),
      },
    ];
  });
}

export function agendaLinter(t: Translate) {
  // Each pause in typing lints the text again: from the version linted last, only the
  // sequences edited since are parsed, not the whole agenda.
  let last: ParsedText | undefined;
  return linter(
    (view) => {
      last = parseIncrementally(view.state.doc.toString(), last);
      return lintAgenda(view.state, t, last.diagnostics);
    },
    { delay: 300 },
  );
}
