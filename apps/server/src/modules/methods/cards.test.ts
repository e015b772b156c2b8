import { describe, expect, it } from 'vitest';
import type { MethodCard } from './card.ts';
import { checkCard, checkUnique } from './card-checks.ts';
import { methodCardsDir } from './cards-dir.ts';
import { cardFiles, readCardFile } from './library.ts';

/**
 * The shipped cards, read file by file so a failure names the file. Each rule lists every card
 * that breaks it: a writer fixes them all in one pass.
 */
const files = cardFiles(methodCardsDir());
const cards: MethodCard[] = [];
const unreadable: string[] = [];
for (const file of files) {
  try {
    cards.push(...readCardFile(file));
  } catch (error) {
    unreadable.push((error as Error).message);
  }
}

describe('the method cards', () => {
  it('all pass the card schema (every field, in English and in French)', () => {
    expect(unreadable).toEqual([]);
  });

  it('use each id once, and each name once per language', () => {
    expect(checkUnique(cards)).toEqual([]);
  });

  it('have 2 to 8 ordered steps, sane times and groups, and French of their own', () => {
    expect(cards.flatMap(checkCard)).toEqual([]);
  });

  it('number at least 200, so the library is worth browsing', () => {
    expect(cards.length).toBeGreaterThanOrEqual(200);
  });
});
