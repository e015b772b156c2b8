import { describe, expect, it } from 'vitest';
import { loadAllCatalogs } from './resources.ts';

/**
 * One name per concept in each language, and the copy a careful editor would fix (issue 26,
 * "One voice"). Each rule names what to write instead; `except` lists the namespaces or
 * `namespace:key` prefixes where the word means something else (the account's password is a
 * password; only the meeting's code is an access code).
 */
type Rule = { find: RegExp; write: string; except?: string[] };

const ACCOUNT_PASSWORD = ['auth', 'settings', 'resources', 'common:errors.INVALID_CREDENTIALS'];

const rules: Record<'en' | 'fr', Rule[]> = {
  en: [
    { find: /\bpass(word|code)s?\b|\bPIN\b/i, write: 'access code', except: ACCOUNT_PASSWORD },
    { find: /\bassistant\b|\bcopilot\b|\bthe AI\b(?! coach)/i, write: 'AI coach' },
    { find: /\bwork ?spaces?\b|\bteam spaces?\b/i, write: 'teamspace' },
    { find: /\bsuccessfully\b/i, write: 'say what happened ("Invitation sent")' },
    { find: /\bo+ps\b/i, write: 'say what went wrong' },
    { find: /\bimpossible to\b/i, write: '"could not …"' },
  ],
  fr: [
    { find: /\bmots? de passe\b/i, write: "code d'accès", except: ACCOUNT_PASSWORD },
    // Google's and Apple's calendar apps are called Agenda; the concept is "ordre du jour".
    {
      find: /(?<!Google )\bagendas?\b/i,
      write: 'ordre du jour',
      except: ['settings:calendarFeed.howTo'],
    },
    { find: /\bédit(er|e|es|ez|é|ée|és|ées)\b/i, write: 'modifier' },
    { find: /\bassistant\b|\bcopilote\b|\bAI\b|\bl['’]IA\b/i, write: 'coach IA' },
    {
      find: /\bespaces? de travail\b|\bwork ?spaces?\b|\bteamspaces?\b/i,
      write: "espace d'équipe",
    },
    { find: /\bo+u?ps\b|\bavec succès\b|\bsuccessfully\b/i, write: 'dire ce qui se passe' },
    { find: /à la minute près/i, write: 'une phrase sans jargon' },
  ],
};

/** Typography both languages share: no doubled punctuation, no space before a comma or period. */
const everywhere: Rule[] = [
  { find: /([!?,;:])\1|(?<!\.)\.\.(?!\.)/, write: 'one punctuation mark' },
  { find: /\s[,.](?=\s|$)/, write: 'no space before , or .' },
];

/**
 * French typography: a no-break space before `: ; ! ?` and inside « », so the mark never starts a
 * line on its own. Plain spaces are the ones that break.
 */
const french: Rule[] = [
  { find: / [:;!?»]|« /, write: 'a no-break space (U+00A0, or U+202F before ; ! ?)' },
  {
    find: /[\p{L}\d)][!?;](?=\s|$)|[\p{L}\d)]»|[\p{L})]:(?=\s|$)|«[\p{L}\d]/u,
    write: 'a no-break space before the mark',
  },
];

const resources = await loadAllCatalogs();

/** Every text of a catalog with its `namespace:key`. */
function texts(language: 'en' | 'fr'): [string, string][] {
  const found: [string, string][] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') found.push([key, value]);
    else if (value !== null && typeof value === 'object') {
      for (const [part, child] of Object.entries(value))
        walk(child, key.endsWith(':') ? `${key}${part}` : `${key}.${part}`);
    }
  };
  for (const [namespace, catalog] of Object.entries(resources[language] ?? {})) {
    walk(catalog, `${namespace}:`);
  }
  return found;
}

function offences(language: 'en' | 'fr', list: Rule[]): string[] {
  return texts(language).flatMap(([key, text]) =>
    list
      .filter(
        (rule) =>
          rule.find.test(text) &&
          !(rule.except ?? []).some((prefix) =>
            prefix.includes(':') ? key.startsWith(prefix) : key.startsWith(`${prefix}:`),
          ),
      )
      .map((rule) => `${key} — write ${rule.write}: ${text.slice(0, 120)}`),
  );
}

describe('one voice in the catalogs', () => {
  it.each(['en', 'fr'] as const)('%s uses one name per concept', (language) => {
    expect(offences(language, rules[language])).toEqual([]);
  });

  it.each(['en', 'fr'] as const)('%s has no doubled punctuation', (language) => {
    expect(offences(language, everywhere)).toEqual([]);
  });

  it('French keeps its no-break spaces before : ; ! ? and inside « »', () => {
    expect(offences('fr', french)).toEqual([]);
  });

  it('a number and its minutes never split across two lines', () => {
    const split = /(\d|\}\}) (min|h)\b/;
    expect([
      ...offences('en', [{ find: split, write: 'a no-break space' }]),
      ...offences('fr', [{ find: split, write: 'a no-break space' }]),
    ]).toEqual([]);
  });
});
