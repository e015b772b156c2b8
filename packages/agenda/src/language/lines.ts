/**
 * How one line of agenda text reads. Shared by the parser, the serializer (to know when a line
 * needs escaping) and the editor helpers (to find sequences), so all three agree by
 * construction.
 */

/** DESIGN §3 rule 1: `\r\n`, a lone `\r` and `\n` all end a line. */
export const LINE_BREAK = /\r\n|\r|\n/;

export type LineKind =
  'sequence' | 'optional' | 'duration' | 'speakers' | 'description' | 'comment' | 'text';

/**
 * `value` is the untrimmed rest after the prefix; for `text` it is the whole line, minus the
 * escaping `\` when there was one.
 */
export type ReadLine = { kind: LineKind; value: string };

const TAB = 9;
const SPACE = 32;
const HASH = 35;
const SLASH = 47;
const COLON = 58;
const GT = 62;
const AT = 64;
const BACKSLASH = 92;

/**
 * The index of the first character that is neither a space nor a tab (rule 1 ignores only
 * those two when reading a prefix; other Unicode spaces are content).
 *
 * @example indentEnd(' \t# x') // 2
 */
export function indentEnd(line: string): number {
  let i = 0;
  while (i < line.length) {
    const code = line.charCodeAt(i);
    if (code !== SPACE && code !== TAB) break;
    i++;
  }
  return i;
}

/**
 * Classifies one line (without its line break) by its prefix.
 *
 * @example readLine('  /# Energizer') // { kind: 'optional', value: ' Energizer' }
 * @example readLine('\\# not a title') // { kind: 'text', value: '# not a title' }
 */
export function readLine(line: string): ReadLine {
  const i = indentEnd(line);
  switch (line.charCodeAt(i)) {
    case HASH:
      return { kind: 'sequence', value: line.slice(i + 1) };
    case SLASH: {
      const next = line.charCodeAt(i + 1);
      if (next === HASH) return { kind: 'optional', value: line.slice(i + 2) };
      if (next === SLASH) return { kind: 'comment', value: line.slice(i + 2) };
      return { kind: 'text', value: line };
    }
    case COLON:
      return { kind: 'duration', value: line.slice(i + 1) };
    case AT:
      return { kind: 'speakers', value: line.slice(i + 1) };
    case GT:
      return { kind: 'description', value: line.slice(i + 1) };
    case BACKSLASH:
      // The escape removes only the `\`: indentation before it stays part of the text.
      return { kind: 'text', value: line.slice(0, i) + line.slice(i + 1) };
    default:
      return { kind: 'text', value: line };
  }
}

/**
 * True when the line starts a sequence (`#` or `/#`), the only thing the editor helpers need
 * to know to cut a text into sequences.
 *
 * @example startsSequence('/# Break') // true
 */
export function startsSequence(line: string): boolean {
  const kind = readLine(line).kind;
  return kind === 'sequence' || kind === 'optional';
}

/**
 * True when `line` would not read back as the same plain text line: it has a prefix, or its
 * first non-blank character is the escape itself. `@` and `:` count only where
 * `prefixesColonAndAt` says so (the header keeps them verbatim as notes).
 *
 * @example needsEscape('# x', true) // true
 * @example needsEscape(': 5', false) // false
 */
export function needsEscape(line: string, prefixesColonAndAt: boolean): boolean {
  const i = indentEnd(line);
  const code = line.charCodeAt(i);
  if (code === HASH || code === GT || code === BACKSLASH) return true;
  if (code === SLASH) {
    const next = line.charCodeAt(i + 1);
    return next === HASH || next === SLASH;
  }
  return prefixesColonAndAt && (code === COLON || code === AT);
}

/**
 * Writes `line` so that it reads back as plain text: a `\` goes right before the first
 * non-blank character when needed.
 *
 * @example escapeLine('  # x', true) // '  \\# x'
 */
export function escapeLine(line: string, prefixesColonAndAt: boolean): string {
  if (!needsEscape(line, prefixesColonAndAt)) return line;
  const i = indentEnd(line);
  return line.slice(0, i) + '\\' + line.slice(i);
}
