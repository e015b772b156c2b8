import { featureDefaults, type Features } from '@ordo/contract';
import { useConfig } from '../api/config.ts';

/** Feature flags of this installation (SPEC §9), defaults until the configuration arrives. */
export function useFeatures(): Features {
  return useConfig().data?.features ?? { ...featureDefaults };
}
