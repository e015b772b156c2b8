import type { EditorState, TransactionSpec } from '@codemirror/state';
import { linter, type Diagnostic as LintDiagnostic } from '@codemirror/lint';
import {
  parseAgenda,
  parseDuration,
  parseIncrementally,
  type Diagnostic,
  type DiagnosticCode,
  type ParsedText,
} from '@ordo/agenda';
import { prefixOf } from './line-kinds.ts';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A quick fix: its label and the change it makes, computed when it is applied. */
export type QuickFix = {
  label: string;
  apply: (state: EditorState, line: number) => TransactionSpec | null;
};

/** The default length offered for a sequence that has none: the most common one in agendas. */
const DEFAULT_MINUTES = 10;

function lineText(
  state: EditorState,
  line: number,
): { from: number; to: number; text: string } | null {
  return line >= 1 && line <= state.doc.lines ? state.doc.line(line) : null;
}

const removeLine: QuickFix['apply'] = (state, line) => {
  const found = lineText(state, line);
  if (!found) return null;
  const to = line < state.doc.lines ? found.to + 1 : found.to;
  const from = line < state.doc.lines || line === 1 ? found.from : found.from - 1;
  return { changes: { from, to }, userEvent: 'ordo.fix' };
};

/** The first number of a broken duration, when it reads as a valid one on its own. */
export function salvageDuration(text: string): string | null {
  const number = /\d+(?:[.,]\d+)?/.exec(text.slice(prefixOf(text).indent + 1))?.[0];
  return number !== undefined && parseDuration(number) !== null ? number : null;
}

/** The fixes offered for one diagnostic, in the order they are shown. */
export function quickFixes(state: EditorState, diagnostic: Diagnostic, t: Translate): QuickFix[] {
  const text = lineText(state, diagnostic.line)?.text ?? '';
  switch (diagnostic.code) {
    case 'missing-duration':
      return [
        {
          label: t('fixes.addDuration', { minutes: DEFAULT_MINUTES }),
          apply: (current, line) => {
            const found = lineText(current, line);
            return found
              ? {
                  changes: { from: found.to, insert: `\n: ${DEFAULT_MINUTES}` },
                  userEvent: 'ordo.fix',
                }
              : null;
          },
        },
      ];
    case 'invalid-duration': {
      const salvaged = salvageDuration(text);
      const fixes: QuickFix[] = [];
      if (salvaged !== null) {
        fixes.push({
          label: t('fixes.useDuration', { value: salvaged }),
          apply: (current, line) => {
            const found = lineText(current, line);
            return found
              ? {
                  changes: { from: found.from, to: found.to, insert: `: ${salvaged}` },
                  userEvent: 'ordo.fix',
                }
              : null;
          },
        });
      }
      return [...fixes, { label: t('fixes.removeLine'), apply: removeLine }];
    }
    case 'duplicate-duration':
      return [{ label: t('fixes.removeLine'), apply: removeLine }];
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
      ];
  }
}

const severity: Record<DiagnosticCode, LintDiagnostic['severity']> = {
  'missing-duration': 'warning',
  'invalid-duration': 'error',
  'duplicate-duration': 'warning',
  'empty-title': 'error',
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
        severity: severity[diagnostic.code],
        source: diagnostic.code,
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
