import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import type { Text } from '@codemirror/state';
import { prefixOf } from './line-kinds.ts';
import { roomCompletions } from './room-snippets.ts';

/** The lengths people pick most, in the forms the language reads (DESIGN §3 rule 5). */
export const COMMON_DURATIONS = ['5', '10', '15', '20', '30', '45', '1h', '1h30', '2h'];

/** Every speaker named on an `@` line, in order of first appearance, without repeats. */
export function speakersIn(doc: Text, skipLine = -1): string[] {
  const seen = new Map<string, string>();
  for (let n = 1; n <= doc.lines; n++) {
    if (n === skipLine) continue;
    const text = doc.line(n).text;
    const { indent, prefix } = prefixOf(text);
    if (prefix !== '@') continue;
    for (const name of text.slice(indent + 1).split(',')) {
      const trimmed = name.trim();
      if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
    }
  }
  return [...seen.values()];
}

/**
 * A suggestion equal to what is typed would only swallow the Enter that ends the line, so none
 * is offered then (and results are not reused while typing, for the same reason).
 */
function isTyped(option: string, typed: string): boolean {
  return option.toLowerCase() === typed.trim().toLowerCase();
}

/**
 * After `@` (or a comma on an `@` line): the speakers already in this agenda. After `:`: the
 * common durations. On a bare `##`: the room snippets. Anywhere else: nothing, so typing notes is never interrupted.
 */
export function agendaCompletions(context: CompletionContext): CompletionResult | null {
  const line = context.state.doc.lineAt(context.pos);
  const before = line.text.slice(0, context.pos - line.from);
  const { indent, prefix } = prefixOf(line.text);
  if (context.pos - line.from <= indent) return null;
  if (prefix === '@') {
    const word = /(?:^|[@,])\s*([^,@]*)$/.exec(before);
    const typed = word?.[1] ?? '';
    const from = context.pos - typed.length;
    const chosen = new Set(
      before
        .slice(indent + 1)
        .split(',')
        .map((name) => name.trim().toLowerCase()),
    );
    const known = speakersIn(context.state.doc, line.number);
    if (known.some((name) => isTyped(name, typed))) return null;
    const options = known
      // The name being typed is in `chosen` too: once typed in full, it is no longer offered.
      .filter((name) => !chosen.has(name.toLowerCase()))
      .map((name) => ({ label: name, type: 'variable' }));
    return options.length === 0 ? null : { from, options };
  }
  if (prefix === ':') {
    const typed = /:\s*(\S*)$/.exec(before)?.[1] ?? '';
    if (!context.explicit && typed === '' && !/:\s*$/.test(before)) return null;
    const options = COMMON_DURATIONS.filter((value) => !isTyped(value, typed));
    if (options.length < COMMON_DURATIONS.length) return null;
    return {
      from: context.pos - typed.length,
      options: options.map((value) => ({ label: value, type: 'constant' })),
    };
  }
  if (prefix.startsWith('#')) return roomCompletions(line.text, line.from, indent, context.pos);
  return null;
}
