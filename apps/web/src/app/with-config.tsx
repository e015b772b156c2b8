import { useMemo, type ReactNode } from 'react';
import i18n from 'i18next';
import type { PublicConfig } from '@ordo/contract';
import { useConfig } from '../api/config.ts';
import { setBrandName } from '../i18n/languages.ts';
import { BootScreen } from './boot-screen.tsx';

/**
 * Waits for /api/config (the brand and the feature flags shape the routes and the texts), then
 * renders `children` with it; the boot screen meanwhile, with a retry if the server is
 * unreachable. Every build (full app, participants, front door) starts here.
 */
export function WithConfig({ children }: { children: (config: PublicConfig) => ReactNode }) {
  const config = useConfig();
  const brandName = config.data?.brandName;
  useMemo(() => brandName && setBrandName(i18n, brandName), [brandName]);
  if (!config.data) {
    return <BootScreen failed={config.isError} onRetry={() => void config.refetch()} />;
  }
  return children(config.data);
}
