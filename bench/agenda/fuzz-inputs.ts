/**
 * Random inputs for the agenda fuzz, from a seeded generator so any failure can be replayed:
 * random UTF-16 (lone surrogates included), control-character soup, agenda-like line soup
 * built from prefixes, and mutations of canonical texts.
 */

/** mulberry32: tiny, fast and good enough to spread inputs; not for anything secret. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

const CONTROL = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\ud800',
  '\udfff',
  ' ',
  '#',
  '/',
  '\\',
];
const PREFIXES = [
  '',
  '#',
  '# ',
  '/#',
  '/# ',
  '##',
  ':',
  ': ',
  '@',
  '@ ',
  '>',
  '> ',
  '//',
  '// ',
  '\\',
  '\\#',
  '\\:',
  '/',
  '\ufeff',
];
const INDENTS = ['', '', '', ' ', '  ', '\t', ' \t', '\u00a0'];
const FRAGMENTS = [
  'Welcome',
  'Check-in',
  '15',
  '7,5',
  '1h30',
  '1h 30min',
  '90 min',
  '2hrs 15mins',
  '0.12h',
  '1h90',
  '-5',
  'abc',
  '10080',
  '10080.01',
  'Alice, Bob',
  ',,',
  '**bold**',
  '==mark==',
  '[x](javascript:alert(1))',
  '<script>',
  'é',
  '😀',
  '\ud83d',
  '\\',
  '#',
  ' ',
  '\t',
];
const BREAKS = ['\n', '\n', '\n', '\r\n', '\r'];

function randomUnicode(random: Random, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) {
    const roll = random();
    if (roll < 0.05) out += String.fromCodePoint(0x10000 + Math.floor(random() * 0xfffff));
    else if (roll < 0.5) out += String.fromCharCode(Math.floor(random() * 0x10000));
    else out += String.fromCharCode(32 + Math.floor(random() * 95));
  }
  return out;
}

function controlSoup(random: Random, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += pick(random, CONTROL);
  return out;
}

function lineSoup(random: Random): string {
  const lines = Math.floor(random() * 30);
  let out = '';
  for (let i = 0; i < lines; i++) {
    out += pick(random, INDENTS) + pick(random, PREFIXES);
    const parts = Math.floor(random() * 4);
    for (let p = 0; p < parts; p++) {
      out += random() < 0.8 ? pick(random, FRAGMENTS) : randomUnicode(random, 3);
      if (random() < 0.5) out += ' ';
    }
    if (i < lines - 1 || random() < 0.5) out += pick(random, BREAKS);
  }
  return out;
}

function mutate(random: Random, text: string): string {
  let out = text;
  const edits = 1 + Math.floor(random() * 4);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(random() * (out.length + 1));
    const insert = random() < 0.5 ? pick(random, [...PREFIXES, ...BREAKS]) : controlSoup(random, 1);
    const remove = random() < 0.3 ? Math.floor(random() * 3) : 0;
    out = out.slice(0, at) + insert + out.slice(at + remove);
  }
  return out;
}

/**
 * The input number `index`: the kind rotates so every million mixes them evenly; one input in
 * ten thousand carries a line of 100,000 characters.
 */
export function fuzzInput(
  random: Random,
  index: number,
  canonical: (text: string) => string,
): string {
  if (index % 10_000 === 9_999) {
    return pick(random, PREFIXES) + pick(random, FRAGMENTS).repeat(100_000 / 4);
  }
  switch (index % 4) {
    case 0:
      return randomUnicode(random, Math.floor(random() * 80));
    case 1:
      return controlSoup(random, Math.floor(random() * 60));
    case 2:
      return lineSoup(random);
    default:
      return mutate(random, canonical(lineSoup(random)));
  }
}
