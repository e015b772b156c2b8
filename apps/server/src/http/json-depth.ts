/**
 * The deepest JSON a request body may nest. Ordo's deepest real body (a meeting save with its
 * settings) nests four levels; 64 leaves room for any client and keeps every later walk over
 * the parsed value (prototype-poisoning check, NUL check, zod) short.
 */
export const MAX_JSON_DEPTH = 64;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether `text` nests arrays and objects deeper than `limit`, found in one pass over its
 * characters with constant memory: no parse, no recursion, no work per level. Brackets inside
 * strings do not count. Malformed JSON is left for the parser to refuse.
 */
export function nestsDeeperThan(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) depth -= 1;
  }
  return false;
}
