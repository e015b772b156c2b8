import { RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import { useConfig } from '../api/config.ts';
import { createAppRouter } from './router.tsx';
import { useMemo } from 'react';
import { BootScreen } from './boot-screen.tsx';
import i18n from 'i18next';

/** Waits for /api/config (brand and feature flags shape the routes), then mounts the router. */
function ConfiguredRouter() {
  const config = useConfig();
  const router = useMemo(() => {
    if (!config.data) return undefined;
    // Texts name the product ({{brand}}) without every caller passing it (SPEC's {product}).
    // Mutated in place: i18next's translator and interpolator hold this very options object.
    i18n.options.interpolation ??= {};
    i18n.options.interpolation.defaultVariables = { brand: config.data.brandName };
    return createAppRouter(config.data);
  }, [config.data]);
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
