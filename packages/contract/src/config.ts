import { z } from 'zod';
import { featureNames, languages, type FeatureName } from './constants.ts';

export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

/**
 * Where the /toNotion aliases of SPEC §2 may send visitors: one `LINK_<NAME>` setting each
 * (`closedTeamspace` → `LINK_CLOSED_TEAMSPACE`). Unset, the web app shows its own page.
 */
export const resourceLinkNames = [
  'toNotion',
  'bugs',
  'closedTeamspace',
  'discoverEn',
  'discoverFr',
  'help',
  'howto',
  'news',
  'privacy',
  'start',
  'subscriptionEnd',
  'terms',
  'transferTeamspace',
] as const;
export type ResourceLinkName = (typeof resourceLinkNames)[number];

/** `GET /api/config`: what the web app needs to know before it renders. Nothing secret. */
export const publicConfigSchema = z.object({
  brandName: z.string(),
  features: z.record(z.enum(featureNames as [FeatureName, ...FeatureName[]]), z.boolean()),
  languages: z.array(languageSchema),
  limits: z.object({
    meetingContentBytes: z.number().int(),
    meetingSequences: z.number().int(),
    historyVersionsFree: z.number().int(),
    historyVersionsPro: z.number().int(),
    trashRetentionDays: z.number().int(),
    aiPowerFreeMinutes: z.number().int(),
  }),
  auth: z.object({
    password: z.boolean(),
    magicLink: z.boolean(),
    oidc: z.object({ enabled: z.boolean(), name: z.string().nullable() }),
  }),
  /** PRO prices excluding VAT, per month and per year (SPEC §9), from PRICE_*_EUR. */
  pricing: z.object({
    currency: z.literal('EUR'),
    monthly: z.number().positive(),
    yearly: z.number().positive(),
  }),
  /** Configured targets of the /toNotion aliases; null where Ordo shows its own page. */
  links: z.record(z.enum(resourceLinkNames), z.url().nullable()),
  /** Page-view beacon endpoint (SPEC §9); null keeps analytics off. */
  analyticsUrl: z.url().nullable(),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;
export type Features = PublicConfig['features'];
