import { useMemo } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import i18n from 'i18next';
import type { PublicConfig } from '@ordo/contract';
import { RoutePageViews } from '../analytics/route-page-views.tsx';
import { useConfig } from '../api/config.ts';
import { setBrandName } from '../i18n/languages.ts';
import { AppProviders } from './providers.tsx';
import { appRoutes } from './router.tsx';
import { BootScreen } from './boot-screen.tsx';

function AppRoutes({ config }: { config: PublicConfig }) {
  const routes = useMemo(() => appRoutes(config), [config]);
  return (
    <>
      <RoutePageViews routes={routes} analyticsUrl={config.analyticsUrl ?? null} />
      {useRoutes(routes)}
    </>
  );
}

/**
 * Waits for /api/config (brand and feature flags shape the routes), then mounts the routes.
 * React Router's declarative API: the data router's loaders and actions would serve nothing
 * here (TanStack Query reads the data) and cost every page of the app 16 KB (issue 11).
 */
function ConfiguredRouter() {
  const config = useConfig();
  const brandName = config.data?.brandName;
  useMemo(() => brandName && setBrandName(i18n, brandName), [brandName]);
  if (!config.data) {
    return <BootScreen failed={config.isError} onRetry={() => void config.refetch()} />;
  }
  return (
    <BrowserRouter>
      <AppRoutes config={config.data} />
    </BrowserRouter>
  );
}

export function App() {
  return (
    <AppProviders>
      <ConfiguredRouter />
    </AppProviders>
  );
}
