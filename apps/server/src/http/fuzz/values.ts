/** A small seeded generator (mulberry32): the same seed replays the same fuzz run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const nested = (levels: number): unknown => {
  let value: unknown = 'bottom';
  for (let level = 0; level < levels; level += 1) value = [value];
  return value;
};

/** Strings that break naive code: encodings, direction marks, controls, sizes. */
export const hostileStrings: string[] = [
  '',
  ' ',
  '\ud800', // a lone high surrogate
  '\udc00x', // a lone low surrogate
  'a\u0000b', // NUL
  '\u202eevil\u202c', // right-to-left override
  '\u200f\u200e\u061c', // direction marks
  '\ufeff\u200b\u2060', // BOM, zero-width space, word joiner
  'e\u0301\u0301\u0301', // combining marks
  '👩‍👩‍👧‍👦🏳️‍⚧️',
  '<script>window.__xss=1</script>',
  "'; drop table meetings; --",
  '../../etc/passwd',
  '%00%ff%',
  '{{constructor.constructor("return 1")()}}',
  '9'.repeat(400),
  'x'.repeat(300_000),
];

/** Numbers at the edges of what JSON, JavaScript and PostgreSQL agree on. */
export const extremeNumbers: number[] = [
  0,
  -0,
  -1,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  -1e308,
  5e-324,
];

/** Values of the wrong type for any field, whatever it expects. */
export const wrongTypes: unknown[] = [
  null,
  true,
  'text',
  12,
  [],
  ['a', 1],
  {},
  { nested: { deeper: true } },
  nested(100),
];

/** Query-string values: everything arrives as text, so the interesting cases are texts. */
export const hostileQueryValues: string[] = [
  '',
  '-1',
  '0',
  '1e308',
  'NaN',
  'Infinity',
  '9007199254740993',
  '2026-02-30',
  '0000-00-00T00:00:00.000Z',
  'not-a-uuid',
  '00000000-0000-0000-0000-00000000000g',
  '%ff',
  '\ud800',
  '\u202e',
  'x'.repeat(5000),
];
