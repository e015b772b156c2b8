import { RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import { useConfig } from '../api/config.ts';
import { createAppRouter } from './router.tsx';
import { useEffect, useMemo } from 'react';
import { startPageViews } from '../analytics/start-page-views.ts';
import { BootScreen } from './boot-screen.tsx';
import i18n from 'i18next';
import { setBrandName } from '../i18n/languages.ts';

/** Waits for /api/config (brand and feature flags shape the routes), then mounts the router. */
function ConfiguredRouter() {
  const config = useConfig();
  const router = useMemo(() => {
    if (!config.data) return undefined;
    setBrandName(i18n, config.data.brandName);
    return createAppRouter(config.data);
  }, [config.data]);
  const analyticsUrl = config.data?.analyticsUrl ?? null;
  useEffect(
    () => (router ? startPageViews(router, analyticsUrl) : undefined),
    [router, analyticsUrl],
  );
  if (!router) return <BootScreen failed={config.isError} onRetry={() => void config.refetch()} />;
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <AppProviders>
      <ConfiguredRouter />
    </AppProviders>
  );
}
