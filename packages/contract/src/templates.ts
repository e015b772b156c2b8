import { z } from 'zod';
import { PAGE_LIMIT_MAX } from './meetings.ts';
import { templateCategories } from './constants.ts';

export const templateCategorySchema = z.enum(templateCategories);
export type TemplateCategory = z.infer<typeof templateCategorySchema>;

export const templateLanguageSchema = z.enum(['en', 'fr']);
export type TemplateLanguage = z.infer<typeof templateLanguageSchema>;

/** `library`: shipped with Ordo, a slug id; `mine`: the caller's meeting saved as a template. */
export const templateSourceSchema = z.enum(['library', 'mine']);
export type TemplateSource = z.infer<typeof templateSourceSchema>;

/** A library id: a lowercase slug, so it can never be mistaken for a meeting uuid. */
export const templateSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const TEMPLATE_LIST_DEFAULT = 24;
/** Two weeks of minutes: filters above it are certainly a mistake. */
const MINUTES_FILTER_MAX = 20_160;

const minutesFilter = z.coerce.number().min(0).max(MINUTES_FILTER_MAX).optional();

export const listTemplatesQuerySchema = z
  .object({
    category: templateCategorySchema.optional(),
    language: templateLanguageSchema.optional(),
    q: z.string().trim().max(200).optional(),
    minMinutes: minutesFilter,
    maxMinutes: minutesFilter,
    limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(TEMPLATE_LIST_DEFAULT),
    cursor: z.string().max(200).optional(),
  })
  .refine(
    (query) =>
      query.minMinutes === undefined ||
      query.maxMinutes === undefined ||
      query.minMinutes <= query.maxMinutes,
    { message: 'minMinutes must not exceed maxMinutes', path: ['minMinutes'] },
  );
export type ListTemplatesQuery = z.infer<typeof listTemplatesQuerySchema>;

export const templateSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** A user's own template has no category. */
  category: templateCategorySchema.nullable(),
  language: templateLanguageSchema,
  tags: z.array(z.string()),
  totalMinutes: z.number(),
  sequenceCount: z.number().int(),
  /** The agenda's objective (`>` lines of its header), inline markdown. */
  summary: z.string(),
  source: templateSourceSchema,
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const templateListSchema = z.object({
  items: z.array(templateSummarySchema),
  nextCursor: z.string().nullable(),
});
export type TemplateList = z.infer<typeof templateListSchema>;

/** One template with its whole agenda text, private facilitator notes included. */
export const templateSchema = templateSummarySchema.extend({ content: z.string() });
export type Template = z.infer<typeof templateSchema>;

export const templateIdParamsSchema = z.object({ id: z.string().max(100) });
export const templateQuerySchema = z.object({ language: templateLanguageSchema.optional() });
