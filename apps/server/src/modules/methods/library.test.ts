import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseAgenda } from '@ordo/agenda';
import type { MethodCard } from './card.ts';
import { checkCard, checkUnique } from './card-checks.ts';
import { methodInsertText, typicalMinutes } from './insert-text.ts';
import { loadMethodLibrary } from './library.ts';

const card: MethodCard = {
  id: 'one-two-four-all',
  phase: 'diverge',
  intents: ['ideation'],
  minutes: [12, 20],
  group: [4, 60],
  subgroups: true,
  mode: 'mixed',
  energy: 'medium',
  movement: false,
  source: 'Liberating Structures',
  en: {
    name: '1-2-4-All',
    purpose: 'Gets every voice into the room, from a minute alone to the whole group.',
    whenToUse: 'When you want ideas from everyone, not only from the quick talkers.',
    prompt: 'What could we try next month?',
    steps: ['Think alone for a minute.', 'Share in pairs.', 'Pairs join into fours.'],
    materials: ['Sticky notes'],
    remote: 'Alone on a shared board, pairs and fours in breakout rooms.',
  },
  fr: {
    name: '1-2-4-Tous',
    purpose: 'Fait entendre chaque voix, d’une minute seul jusqu’au groupe entier.',
    whenToUse: 'Quand vous voulez les idées de tous, pas seulement des plus rapides.',
    prompt: 'Que pourrions-nous essayer le mois prochain ?',
    steps: [
      'Réfléchir seul une minute.',
      'Partager en binômes.',
      'Les binômes forment des groupes de quatre.',
    ],
    materials: ['Post-it'],
    remote: 'Seul sur un tableau partagé, binômes et groupes de quatre en sous-salles.',
  },
};

const dirs: string[] = [];
function libraryDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ordo-methods-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), JSON.stringify(content));
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadMethodLibrary', () => {
  it('reads every card file and finds cards by id, sorted by name per language', () => {
    const other = {
      ...card,
      id: 'affinity-map',
      en: { ...card.en, name: 'Affinity map' },
      fr: { ...card.fr, name: 'Carte des affinités' },
    };
    const library = loadMethodLibrary(libraryDir({ 'a.json': [card], 'b.json': [other] }));
    expect(library.size).toBe(2);
    expect(library.find('affinity-map')?.card.fr.name).toBe('Carte des affinités');
    expect(library.list('en').map((method) => method.card.id)).toEqual([
      'one-two-four-all',
      'affinity-map',
    ]);
  });

  it('stops with the file and the card named when a card is invalid', () => {
    const broken = { ...card, id: 'broken-card', fr: { ...card.fr, purpose: undefined } };
    const dir = libraryDir({ 'diverge.json': [card, broken] });
    expect(() => loadMethodLibrary(dir)).toThrow(
      /diverge\.json: card "broken-card" \(#2\): fr\.purpose/,
    );
  });

  it('stops on an id used twice, naming the second file', () => {
    const dir = libraryDir({ 'a.json': [card], 'b.json': [card] });
    expect(() => loadMethodLibrary(dir)).toThrow(/b\.json: card "one-two-four-all" repeats an id/);
  });
});

describe('the card rules', () => {
  it('accept a well-formed card', () => {
    expect(checkCard(card)).toEqual([]);
  });

  it.each([
    [
      'a numbered step',
      { ...card, en: { ...card.en, steps: ['1. Think alone.', 'Share in pairs.', 'Fours.'] } },
      /en step 1 numbers itself/,
    ],
    [
      'a bulleted step',
      { ...card, fr: { ...card.fr, steps: ['- Seul.', 'Binômes.', 'Quatre.'] } },
      /fr step 1 numbers itself/,
    ],
    [
      'a single step',
      {
        ...card,
        en: { ...card.en, steps: ['Think alone.'] },
        fr: { ...card.fr, steps: ['Seul.'] },
      },
      /en has 1 steps/,
    ],
    ['minutes above two days', { ...card, minutes: [30, 1200] }, /minutes \[30, 1200\]/],
    ['a group above 1000', { ...card, group: [10, 5000] }, /group \[10, 5000\]/],
    [
      'French copied from English',
      { ...card, fr: { ...card.fr, purpose: card.en.purpose } },
      /fr\.purpose is the English text/,
    ],
  ] as const)('refuse %s', (_, bad, problem) => {
    expect(checkCard(bad as MethodCard).join('\n')).toMatch(problem);
  });

  it('refuse a repeated id and a name repeated in one language, accents ignored', () => {
    const twin = {
      ...card,
      id: 'other-id',
      en: { ...card.en, name: 'Affinity' },
      fr: { ...card.fr, name: '1-2-4-tous' },
    };
    expect(checkUnique([card, card])).toContain(
      'one-two-four-all: id "one-two-four-all" already used by one-two-four-all',
    );
    expect(checkUnique([card, twin])).toEqual([
      'other-id: fr name "1-2-4-tous" already used by one-two-four-all',
    ]);
  });
});

describe('methodInsertText', () => {
  it('writes one sequence: name, a 5-minute-grid duration, who works, the prompt, steps and the card as notes', () => {
    expect(methodInsertText(card, 'en')).toBe(
      [
        '# 1-2-4-All',
        ': 15',
        '@ Small groups then everyone',
        '> What could we try next month?',
        '1. Think alone for a minute.',
        '2. Share in pairs.',
        '3. Pairs join into fours.',
        'Method: [1-2-4-All](/methods/one-two-four-all)',
        '',
      ].join('\n'),
    );
    expect(methodInsertText(card, 'fr')).toContain(
      'Méthode : [1-2-4-Tous](/methods/one-two-four-all)',
    );
  });

  it('reads back as one sequence whose steps stay private', () => {
    const { agenda } = parseAgenda(`Team day\n\n${methodInsertText(card, 'fr')}`);
    expect(agenda.sequences).toHaveLength(1);
    expect(agenda.sequences[0]).toMatchObject({
      title: '1-2-4-Tous',
      durationMinutes: 15,
      speakers: ['Petits groupes puis tout le groupe'],
      description: 'Que pourrions-nous essayer le mois prochain ?',
    });
    expect(agenda.sequences[0]?.notes).toMatch(/^1\. Réfléchir seul une minute\.\n2\./);
  });

  it.each([
    [[1, 3], 5],
    [[5, 15], 10],
    [[12, 20], 15],
    [[60, 90], 75],
  ] as const)('takes %j minutes as %d', (range, minutes) => {
    expect(typicalMinutes(range)).toBe(minutes);
  });
});
