import { and, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import {
  templateSlugPattern,
  uuidPattern,
  type ListTemplatesQuery,
  type Template,
  type TemplateLanguage,
  type TemplateList,
} from '@ordo/contract';
import type { Executor } from '../../db/client.ts';
import { meetings, type MeetingRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { escapeLike } from '../../http/sql-values.ts';
import { canEdit, type Caller } from '../../access/policy.ts';
import { decodeOffset, encodeOffset } from './cursor.ts';
import { foldText, templateLibrary, type LibraryTemplate } from './library.ts';
import {
  presentLibrarySummary,
  presentLibraryTemplate,
  presentMineSummary,
  presentMineTemplate,
} from './presenter.ts';

/** A person keeps a handful of templates; this bounds the list query all the same. */
const MINE_MAX = 500;

function words(q: string | undefined): string[] {
  return q ? foldText(q).split(/\s+/).filter(Boolean) : [];
}

function matchesLibrary(template: LibraryTemplate, query: ListTemplatesQuery): boolean {
  if (query.category && template.category !== query.category) return false;
  if (query.minMinutes !== undefined && template.totalMinutes < query.minMinutes) return false;
  if (query.maxMinutes !== undefined && template.totalMinutes > query.maxMinutes) return false;
  return words(query.q).every((word) => template.searchText.includes(word));
}

/** The caller's meetings saved as templates, filtered in the database, newest first. */
async function listMine(db: Executor, caller: Caller, query: ListTemplatesQuery) {
  // Your own templates have no category, so a category filter leaves them out.
  if (query.category) return [];
  const conditions: SQL[] = [
    eq(meetings.ownerId, caller.id),
    eq(meetings.status, 'ACTIVE'),
    eq(meetings.isTemplate, true),
  ];
  if (query.language) conditions.push(eq(meetings.language, query.language));
  if (query.minMinutes !== undefined) conditions.push(gte(meetings.totalMinutes, query.minMinutes));
  if (query.maxMinutes !== undefined) conditions.push(lte(meetings.totalMinutes, query.maxMinutes));
  for (const word of query.q?.split(/\s+/).filter(Boolean) ?? []) {
    const pattern = `%${escapeLike(word)}%`;
    conditions.push(or(ilike(meetings.title, pattern), ilike(meetings.objective, pattern)) as SQL);
  }
  return db
    .select()
    .from(meetings)
    .where(and(...conditions))
    .orderBy(desc(meetings.updatedAt), meetings.id)
    .limit(MINE_MAX);
}

/**
 * `GET /v1/templates`: the signed-in caller's own templates first, then the library in the
 * language asked (English by default), one page at a time.
 */
export async function listTemplates(
  db: Executor,
  caller: Caller | null,
  query: ListTemplatesQuery,
): Promise<TemplateList> {
  const offset = decodeOffset(query.cursor);
  const mine = caller ? (await listMine(db, caller, query)).map(presentMineSummary) : [];
  const library = templateLibrary()
    .list(query.language ?? 'en')
    .filter((template) => matchesLibrary(template, query))
    .map(presentLibrarySummary);
  const all = [...mine, ...library];
  const end = offset + query.limit;
  return {
    items: all.slice(offset, end),
    nextCursor: end < all.length ? encodeOffset(end) : null,
  };
}

/** One of the caller's templates, or 404 for anyone who may not edit it (no hint it exists). */
async function findMine(db: Executor, caller: Caller | null, id: string): Promise<MeetingRow> {
  const [row] = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.id, id), eq(meetings.status, 'ACTIVE'), eq(meetings.isTemplate, true)));
  if (!row || !canEdit(caller, row)) throw new AppError('TEMPLATE_NOT_FOUND');
  return row;
}

/** `GET /v1/templates/{id}`: a library slug in a language, or the uuid of one of yours. */
export async function getTemplate(
  db: Executor,
  caller: Caller | null,
  id: string,
  language: TemplateLanguage = 'en',
): Promise<Template> {
  if (uuidPattern.test(id)) return presentMineTemplate(await findMine(db, caller, id));
  const template = templateSlugPattern.test(id) ? templateLibrary().find(id, language) : undefined;
  if (!template) throw new AppError('TEMPLATE_NOT_FOUND');
  return presentLibraryTemplate(template);
}
