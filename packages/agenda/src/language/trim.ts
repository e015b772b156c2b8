/**
 * `String.prototype.trim` on a range of a text, cutting one string instead of two.
 */

/**
 * True for a code unit `trim` removes: ECMAScript's WhiteSpace and LineTerminator. A test
 * compares it with `trim` on every UTF-16 code unit.
 *
 * @example isTrimmed(0xa0) // true (no-break space)
 * @example isTrimmed(0x85) // false (NEL is not JavaScript whitespace)
 */
export function isTrimmed(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return (
    code === 160 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * The characters of `text` from `start` to `end`, trimmed.
 *
 * @example trimmedSlice('# Intro  \n', 1, 9) // 'Intro'
 */
export function trimmedSlice(text: string, start: number, end: number): string {
  let from = start;
  let to = end;
  while (from < to && isTrimmed(text.charCodeAt(from))) from++;
  while (to > from && isTrimmed(text.charCodeAt(to - 1))) to--;
  return text.slice(from, to);
}
