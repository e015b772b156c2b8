import { entitlementsOf } from '@ordo/agenda';
import {
  languages,
  MEETING_CONTENT_MAX_BYTES,
  MEETING_MAX_SEQUENCES,
  resourceLinkNames,
  type PublicConfig,
} from '@ordo/contract';
import type { Config } from '../../config.ts';
import { TRASH_RETENTION_DAYS } from '../meetings/purge-job.ts';

/**
 * What the browser may know about this installation. Built field by field from the config,
 * never by spreading it, so a new secret setting cannot leak here by accident.
 */
export function publicConfig(config: Config): PublicConfig {
  return {
    brandName: config.brandName,
    features: { ...config.features },
    languages: [...languages],
    limits: {
      meetingContentBytes: MEETING_CONTENT_MAX_BYTES,
      meetingSequences: MEETING_MAX_SEQUENCES,
      historyVersionsFree: entitlementsOf('free').historyVersions,
      historyVersionsPro: entitlementsOf('pro').historyVersions,
      trashRetentionDays: TRASH_RETENTION_DAYS,
      // AI_FREE_POWER overrides the plan's default (modules/ai/power.ts).
      aiPowerFreeMinutes: config.ai.freePower,
    },
    auth: {
      password: true,
      magicLink: true,
      oidc: { enabled: config.oidc !== undefined, name: config.oidc?.name ?? null },
    },
    pricing: { ...config.pricing },
    links: Object.fromEntries(
      resourceLinkNames.map((name) => [name, config.links[name] ?? null]),
    ) as PublicConfig['links'],
    analyticsUrl: config.analyticsUrl ?? null,
  };
}
