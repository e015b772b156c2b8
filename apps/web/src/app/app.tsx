import { RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import { useConfig } from '../api/config.ts';
import { createAppRouter } from './router.tsx';
import { useMemo } from 'react';
import { BootScreen } from './boot-screen.tsx';

/** Waits for /api/config (brand and feature flags shape the routes), then mounts the router. */
function ConfiguredRouter() {
  const config = useConfig();
  const router = useMemo(
    () => (config.data ? createAppRouter(config.data) : undefined),
    [config.data],
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
