import { describe, expect, it } from 'vitest';
import { loadAllCatalogs } from '../../i18n/resources.ts';

const resources = await loadAllCatalogs();

function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    strings(child, path ? `${path}.${key}` : key),
  );
}

/** Names the feature had before issue 25, in any casing or spacing. */
const oldNames = /ordo\s*-?\s*(ai|ia)\b|\bordoi\b|\{\{brand\}\}\s*(ai|ia|i)\b/i;
/** "AI"/"IA" as a word must be part of the one name: "AI coach", "coach IA". */
const looseEnglish = /\bAI\b(?! coach)/;
const looseFrench = /(?<!coach )\bIA\b/i;

describe('the AI coach has one name in each language', () => {
  it.each(['en', 'fr'] as const)('%s catalogs name it only "AI coach" / "Coach IA"', (language) => {
    const offenders = Object.entries(resources[language] ?? {}).flatMap(([namespace, catalog]) =>
      strings(catalog)
        .filter(
          ([, text]) =>
            oldNames.test(text) || (language === 'en' ? looseEnglish : looseFrench).test(text),
        )
        .map(([path, text]) => `${namespace}:${path} = ${text}`),
    );
    expect(offenders).toEqual([]);
  });

  it('uses the name in the navigation, the page title and the editor tab', () => {
    const name = { en: 'AI coach', fr: 'Coach IA' } as const;
    for (const language of ['en', 'fr'] as const) {
      const catalogs = resources[language] as Record<
        string,
        Record<string, Record<string, unknown>>
      >;
      expect(catalogs.common?.nav?.ai).toBe(name[language]);
      expect(catalogs.ai?.page?.title).toBe(name[language]);
      expect(catalogs.ai?.assistant?.tab).toBe(name[language]);
    }
  });
});
