import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TemplateLanguage } from '@ordo/contract';
import { foldText } from '../templates/library.ts';
import { methodCardSchema, type CardText, type MethodCard } from './card.ts';
import { methodCardsDir } from './cards-dir.ts';

/** One card with what the list filters and sorts on, computed once. */
export type LibraryMethod = {
  card: MethodCard;
  /** Lowercase, accent-free name, purpose and when-to-use per language: what `q` searches. */
  searchText: Record<TemplateLanguage, string>;
  /** The folded name alone, so name matches can rank first. */
  nameText: Record<TemplateLanguage, string>;
};

export type MethodLibrary = {
  /** Every card, sorted by name in `language` (numbers by value: "4L" before "15%"). */
  list: (language: TemplateLanguage) => readonly LibraryMethod[];
  find: (id: string) => LibraryMethod | undefined;
  size: number;
};

/** A card that fails its schema or repeats an id: the message names the file and the card. */
export class InvalidMethodCardError extends Error {
  override name = 'InvalidMethodCardError';
}

function describeCard(raw: unknown, index: number): string {
  const id = (raw as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? `card "${id}" (#${index + 1})` : `card #${index + 1}`;
}

/** Reads and validates one `cards/*.json` file: an array of cards. */
export function readCardFile(file: string): MethodCard[] {
  const name = path.basename(file);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new InvalidMethodCardError(`${name}: not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(raw)) throw new InvalidMethodCardError(`${name}: not an array of cards`);
  return raw.map((item, index) => {
    const parsed = methodCardSchema.safeParse(item);
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(card)'}: ${issue.message}`)
      .join('; ');
    throw new InvalidMethodCardError(`${name}: ${describeCard(item, index)}: ${issues}`);
  });
}

/** The `*.json` files of `dir`, in name order so the library reads the same on every machine. */
export function cardFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => path.join(dir, file));
}

const searchable = (text: CardText) =>
  foldText([text.name, text.purpose, text.whenToUse].join('\n'));

/**
 * Reads every card file of `dir`. Throws on an invalid card or a repeated id: a broken library
 * should stop the server at start, not fail a request.
 */
export function loadMethodLibrary(dir: string): MethodLibrary {
  const byId = new Map<string, LibraryMethod>();
  for (const file of cardFiles(dir)) {
    for (const card of readCardFile(file)) {
      if (byId.has(card.id)) {
        throw new InvalidMethodCardError(
          `${path.basename(file)}: card "${card.id}" repeats an id already used`,
        );
      }
      byId.set(card.id, {
        card,
        searchText: { en: searchable(card.en), fr: searchable(card.fr) },
        nameText: { en: foldText(card.en.name), fr: foldText(card.fr.name) },
      });
    }
  }
  const all = [...byId.values()];
  const sorted = (language: TemplateLanguage) =>
    [...all].sort((a, b) =>
      a.card[language].name.localeCompare(b.card[language].name, language, { numeric: true }),
    );
  const byLanguage = { en: sorted('en'), fr: sorted('fr') };
  return { list: (language) => byLanguage[language], find: (id) => byId.get(id), size: byId.size };
}

let shipped: MethodLibrary | undefined;

/** The cards shipped with Ordo, read on first use and kept for the process: they never change. */
export function methodLibrary(): MethodLibrary {
  shipped ??= loadMethodLibrary(methodCardsDir());
  return shipped;
}
