import type { EditorState } from '@codemirror/state';
import { sequenceRanges } from '@ordo/agenda';
import { headerTitleIndex, prefixOf } from './language/line-kinds.ts';
import { structuredSpec } from './structured-edits.ts';

/** The details form writes the meeting title and objective into the header of the text. */
export type HeaderChange = { title?: string; objective?: string };

function titleLine(title: string): string {
  const line = title.replace(/\r?\n/g, ' ').trim();
  // A title that starts like a prefix would read as something else: the `\` keeps it plain.
  return prefixOf(line).prefix === '' ? line : `\\${line}`;
}

function objectiveLines(objective: string): string[] {
  const text = objective.trim();
  return text === ''
    ? []
    : text.split(/\r?\n/).map((line) => (line.trim() === '' ? '>' : `> ${line.trim()}`));
}

/**
 * The text with its header's title line and `>` lines rewritten. Every other header line (notes,
 * comments) and every sequence stays byte for byte.
 *
 * @example withHeader('Retro\n# A\n: 5\n', { objective: 'Two actions' }) // 'Retro\n> Two actions\n# A\n: 5\n'
 */
export function withHeader(text: string, change: HeaderChange): string {
  const lines = text.split('\n');
  const firstSequence = sequenceRanges(text)[0]?.startLine ?? lines.length + 1;
  const header = lines.slice(0, firstSequence - 1);
  const rest = lines.slice(firstSequence - 1);
  const hadHeader = header.some((line) => line.trim() !== '');
  let next = [...header];
  if (change.title !== undefined) {
    const index = headerTitleIndex(next);
    const line = titleLine(change.title);
    if (line === '') {
      if (index >= 0) next.splice(index, 1);
    } else if (index >= 0) next[index] = line;
    else next.unshift(line);
  }
  if (change.objective !== undefined) {
    const first = next.findIndex((line) => prefixOf(line).prefix === '>');
    const titleIndex = headerTitleIndex(next);
    next = next.filter((line) => prefixOf(line).prefix !== '>');
    const at = first >= 0 ? first : titleIndex + 1;
    next.splice(at, 0, ...objectiveLines(change.objective));
  }
  if (text === '' && rest.length === 0) return next.filter((line) => line !== '').join('\n') + '\n';
  // A header that did not exist gets a blank line between it and the first sequence.
  if (!hadHeader && rest.length > 0 && next.some((line) => line.trim() !== '')) {
    next = [...next.filter((line) => line.trim() !== ''), ''];
  }
  return [...next, ...rest].join('\n');
}

export function changeHeader(state: EditorState, change: HeaderChange) {
  return structuredSpec(state, withHeader(state.doc.toString(), change));
}
