import type { Template, TemplateSummary } from '@ordo/contract';
import type { MeetingRow } from '../../db/schema/index.ts';
import type { LibraryTemplate } from './library.ts';

export function presentLibrarySummary(template: LibraryTemplate): TemplateSummary {
  return {
    id: template.id,
    title: template.title,
    category: template.category,
    language: template.language,
    tags: template.tags,
    totalMinutes: template.totalMinutes,
    sequenceCount: template.sequenceCount,
    summary: template.summary,
    source: 'library',
  };
}

export function presentLibraryTemplate(template: LibraryTemplate): Template {
  return { ...presentLibrarySummary(template), content: template.content };
}

/** The caller's own meeting saved as a template: its uuid is the template id. */
export function presentMineSummary(row: MeetingRow): TemplateSummary {
  return {
    id: row.id,
    title: row.title,
    category: null,
    language: row.language,
    tags: [],
    totalMinutes: row.totalMinutes,
    sequenceCount: row.sequenceCount,
    summary: row.objective,
    source: 'mine',
  };
}

/** Only for someone who may edit the meeting: the content holds its private notes. */
export function presentMineTemplate(row: MeetingRow): Template {
  return { ...presentMineSummary(row), content: row.content };
}
