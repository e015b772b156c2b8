import MiniSearch from 'minisearch';
import type { Library } from './library.ts';
import type { Intent, Language } from './types.ts';

type IntentDoc = { id: string; intent: Intent; text: string };

const indexes = new WeakMap<Library, MiniSearch<IntentDoc>>();

/** Lower case without accents, so "Décider" matches "decider" and "décision". */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function intentIndex(library: Library): MiniSearch<IntentDoc> {
  let index = indexes.get(library);
  if (index) return index;
  index = new MiniSearch<IntentDoc>({
    fields: ['text'],
    storeFields: ['intent'],
    processTerm: (term) => (term.length < 3 ? null : normalize(term)),
    searchOptions: { prefix: true, fuzzy: 0.2 },
  });
  // One document per intent and language: keywords in both languages match either way.
  index.addAll(
    library.intents.flatMap((profile) =>
      (['en', 'fr'] as const).map((language) => ({
        id: `${profile.id}:${language}`,
        intent: profile.id,
        text: `${profile[language].name} ${profile[language].keywords}`,
      })),
    ),
  );
  indexes.set(library, index);
  return index;
}

export type Classification = { intent: Intent; confidence: number; matched: string[] };

/**
 * The intent behind an objective: the best-scoring intent profile for its words. An
 * objective with no recognisable word falls back to problem solving, the most general arc.
 */
export function classifyIntent(library: Library, objective: string, audience = ''): Classification {
  // The objective says what the session is for; the audience ("newcomers") only tips the balance.
  const results = [
    ...intentIndex(library)
      .search(objective, { combineWith: 'OR' })
      .map((result) => ({ result, weight: 1 })),
    ...(audience.trim()
      ? intentIndex(library)
          .search(audience, { combineWith: 'OR' })
          .map((result) => ({ result, weight: 0.3 }))
      : []),
  ];
  const totals = new Map<Intent, { score: number; terms: Set<string> }>();
  for (const { result, weight } of results) {
    const intent = result.intent as Intent;
    const entry = totals.get(intent) ?? { score: 0, terms: new Set<string>() };
    entry.score += result.score * weight;
    for (const term of result.queryTerms) entry.terms.add(term);
    totals.set(intent, entry);
  }
  const ranked = [...totals.entries()].sort((a, b) => b[1].score - a[1].score);
  const best = ranked[0];
  if (!best) return { intent: 'problem-solving', confidence: 0, matched: [] };
  const all = ranked.reduce((sum, [, entry]) => sum + entry.score, 0);
  return {
    intent: best[0],
    confidence: Math.round((best[1].score / all) * 100) / 100,
    matched: [...best[1].terms],
  };
}

/** Content words of a text (3+ letters, not a stop word), normalised. */
export function contentWords(text: string, language: Language): string[] {
  const stop = language === 'fr' ? frenchStopWords : englishStopWords;
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !stop.has(word) && !englishStopWords.has(word));
}

const englishStopWords = new Set(
  'the and for with our your their this that these those from into about what which how who when why are was were will would could should can has have had not but all any each more most some such than then them they its also very just make want need get out off over under between'.split(
    ' ',
  ),
);
const frenchStopWords = new Set(
  'les des une pour avec nos vos leurs cette ces dans sur par que qui quoi comment quand pourquoi est sont etre avoir fait faire plus moins tous tout toute toutes mais aussi tres entre nous vous ils elles leur notre votre son ses aux du'.split(
    ' ',
  ),
);
