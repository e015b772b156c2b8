import {
  methodIdPattern,
  type ListMethodsQuery,
  type Method,
  type MethodList,
  type TemplateLanguage,
} from '@ordo/contract';
import { AppError } from '../../http/app-error.ts';
import { decodeOffset, encodeOffset } from '../templates/cursor.ts';
import { foldText } from '../templates/library.ts';
import type { MethodCard } from './card.ts';
import { methodLibrary, type LibraryMethod } from './library.ts';
import { presentMethod, presentMethodSummary } from './presenter.ts';

/** Fits the group, or is run at tables so a larger crowd splits into subgroups. */
function fitsPeople(card: MethodCard, people: number): boolean {
  return people >= card.group[0] && (people <= card.group[1] || card.subgroups);
}

function matches(method: LibraryMethod, query: ListMethodsQuery, words: string[]): boolean {
  const { card } = method;
  if (query.phase && card.phase !== query.phase) return false;
  if (query.people !== undefined && !fitsPeople(card, query.people)) return false;
  if (query.minutes !== undefined) {
    if (query.minutes < card.minutes[0] || query.minutes > card.minutes[1]) return false;
  }
  // Every card has a remote variant (the schema requires one), so `remote=true` keeps them all.
  const language = query.language ?? 'en';
  return words.every((word) => method.searchText[language].includes(word));
}

/**
 * `GET /v1/methods`: the cards in one language, filtered, by name; with words, the cards whose
 * name holds every word come first.
 */
export function listMethods(query: ListMethodsQuery): MethodList {
  const language = query.language ?? 'en';
  const offset = decodeOffset(query.cursor);
  const words = query.q ? foldText(query.q).split(/\s+/).filter(Boolean) : [];
  const found = methodLibrary()
    .list(language)
    .filter((method) => matches(method, query, words));
  const inName = (method: LibraryMethod) =>
    words.every((word) => method.nameText[language].includes(word));
  const ranked = words.length
    ? [...found.filter(inName), ...found.filter((method) => !inName(method))]
    : found;
  const end = offset + query.limit;
  return {
    items: ranked.slice(offset, end).map((method) => presentMethodSummary(method.card, language)),
    nextCursor: end < ranked.length ? encodeOffset(end) : null,
  };
}

/** `GET /v1/methods/{id}`: one card in full, or 404 METHOD_NOT_FOUND. */
export function getMethod(id: string, language: TemplateLanguage = 'en'): Method {
  const method = methodIdPattern.test(id) ? methodLibrary().find(id) : undefined;
  if (!method) throw new AppError('METHOD_NOT_FOUND');
  return presentMethod(method.card, language);
}
