/**
 * Colours people get in the shared document, readable on light and dark backgrounds, and dark
 * enough that their avatars' white initials read at 4.5:1 (WCAG AA; axe checks it).
 */
const palette = [
  '#bf400d',
  '#1971c2',
  '#237032',
  '#ae3ec9',
  '#c2410c',
  '#0b7285',
  '#c2255c',
  '#5f3dc4',
  '#087f5b',
  '#8a6d00',
];

/** One person keeps one colour on every device and in every meeting. */
export function colorOf(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? palette[0]!;
}
