import { aiIntents, aiPhases } from '@ordo/contract';
import { describe, expect, it } from 'vitest';
import { methodLibrary } from '../../methods/library.ts';
import { coachLibrary, fitsGroup, suitsIntent } from './library.ts';

const bands = [
  [2, 5],
  [6, 15],
  [16, 40],
  [41, 200],
] as const;

describe('the method library', () => {
  const library = coachLibrary();

  it('plans with every method card (at least 200) with unique ids and names', () => {
    expect(library.methods.length).toBe(methodLibrary().size);
    expect(library.methods.length).toBeGreaterThanOrEqual(200);
    const ids = library.methods.map((method) => method.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const language of ['en', 'fr'] as const) {
      const names = library.methods.map((method) => method[language].name);
      expect(new Set(names).size, `${language} names`).toBe(names.length);
    }
  });

  it('has consistent ranges and a source on every entry', () => {
    const bad = library.methods.filter(
      (method) =>
        method.minutes[0] > method.minutes[1] ||
        // Up to two days (a hackathon); the coach never plans a stretch over 90 minutes anyway.
        method.minutes[1] > 960 ||
        method.group[0] > method.group[1] ||
        method.source.trim().length < 3,
    );
    expect(bad.map((method) => method.id)).toEqual([]);
  });

  it('has French for every entry, different from the English', () => {
    const missing = library.methods.filter(
      (method) =>
        method.fr.prompt === method.en.prompt ||
        method.fr.steps.length !== method.en.steps.length ||
        method.fr.steps.some((step, index) => step === method.en.steps[index]),
    );
    expect(missing.map((method) => method.id)).toEqual([]);
  });

  it('covers every phase for every intent and group-size band', () => {
    const gaps: string[] = [];
    for (const intent of aiIntents) {
      for (const phase of aiPhases) {
        for (const [low, high] of bands) {
          const covered = library.methods.some(
            (method) =>
              method.phase === phase &&
              suitsIntent(method, intent) &&
              fitsGroup(method, low) &&
              fitsGroup(method, high),
          );
          if (!covered) gaps.push(`${intent}/${phase}/${low}-${high}`);
        }
      }
    }
    expect(gaps).toEqual([]);
  });

  it('has an intent profile for every intent, whose required phases it can schedule', () => {
    expect(library.intents.map((profile) => profile.id).sort()).toEqual([...aiIntents].sort());
    for (const profile of library.intents) {
      for (const anyOf of profile.requires) {
        expect(
          anyOf.some((phase) => profile.core.includes(phase)),
          profile.id,
        ).toBe(true);
      }
    }
  });
});
