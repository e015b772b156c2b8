import { entitlementsOf } from '@ordo/agenda';
import { languages, type PublicConfig } from '@ordo/contract';
import type { Config } from '../../config.ts';

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
      meetingContentBytes: 200_000,
      meetingSequences: 2_000,
      historyVersionsFree: entitlementsOf('free').historyVersions,
      historyVersionsPro: entitlementsOf('pro').historyVersions,
      trashRetentionDays: 90,
      aiPowerFreeMinutes: entitlementsOf('free').aiPowerMinutes ?? 0,
    },
    auth: {
      password: true,
      magicLink: true,
      oidc: { enabled: config.oidc !== undefined, name: config.oidc?.name ?? null },
    },
  };
}
