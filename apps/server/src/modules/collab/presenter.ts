/** Colours people get in the shared document, readable on light and dark backgrounds. */
const palette = [
  '#d9480f',
  '#1971c2',
  '#2f9e44',
  '#ae3ec9',
  '#e8590c',
  '#0c8599',
  '#c2255c',
  '#5f3dc4',
  '#087f5b',
  '#b08900',
];

/** One person keeps one colour on every device and in every meeting. */
export function colorOf(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? palette[0]!;
}
