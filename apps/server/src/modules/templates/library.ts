import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseAgenda, scheduleAgenda } from '@ordo/agenda';
import {
  templateCategorySchema,
  templateSlugPattern,
  type TemplateCategory,
  type TemplateLanguage,
} from '@ordo/contract';
import { templateLibraryDir } from './library-dir.ts';

const tagsSchema = z.array(z.string().trim().min(1).max(40)).max(12);
const indexSchema = z.array(
  z.object({
    id: z.string().regex(templateSlugPattern).max(80),
    category: templateCategorySchema,
    tags: z.object({ en: tagsSchema, fr: tagsSchema }),
  }),
);

/** One template in one language, parsed once: what lists filter on and what is copied. */
export type LibraryTemplate = {
  id: string;
  category: TemplateCategory;
  language: TemplateLanguage;
  tags: string[];
  title: string;
  summary: string;
  totalMinutes: number;
  sequenceCount: number;
  content: string;
  /** Lowercase, accent-free title, summary, tags and category: what `q` searches. */
  searchText: string;
};

export type TemplateLibrary = {
  /** Every template in `language`, in the index's order. */
  list: (language: TemplateLanguage) => readonly LibraryTemplate[];
  find: (id: string, language: TemplateLanguage) => LibraryTemplate | undefined;
};

/** Lowercase without accents, so "retrospective" finds "Rétrospective". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function readTemplate(
  dir: string,
  entry: z.infer<typeof indexSchema>[number],
  language: TemplateLanguage,
): LibraryTemplate {
  const content = readFileSync(path.join(dir, `${entry.id}.${language}.txt`), 'utf8');
  const { agenda } = parseAgenda(content);
  const tags = entry.tags[language];
  return {
    id: entry.id,
    category: entry.category,
    language,
    tags,
    title: agenda.title,
    summary: agenda.objective,
    totalMinutes: scheduleAgenda(agenda).totalMinutes,
    sequenceCount: agenda.sequences.length,
    content,
    searchText: foldText([agenda.title, agenda.objective, entry.category, ...tags].join('\n')),
  };
}

/**
 * Reads `index.json` and every `<id>.<language>.txt` of `dir`. Throws when a file is missing or
 * the index is malformed: a broken library should stop the server at start, not a request.
 */
export function loadLibrary(dir: string): TemplateLibrary {
  const index = indexSchema.parse(JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')));
  const byLanguage = {
    en: index.map((entry) => readTemplate(dir, entry, 'en')),
    fr: index.map((entry) => readTemplate(dir, entry, 'fr')),
  };
  const byKey = new Map(
    [...byLanguage.en, ...byLanguage.fr].map((item) => [`${item.language}:${item.id}`, item]),
  );
  return {
    list: (language) => byLanguage[language],
    find: (id, language) => byKey.get(`${language}:${id}`),
  };
}

let shipped: TemplateLibrary | undefined;

/** The library shipped with Ordo, read from disk on first use and kept: it never changes. */
export function templateLibrary(): TemplateLibrary {
  shipped ??= loadLibrary(templateLibraryDir());
  return shipped;
}
