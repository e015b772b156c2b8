import { useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import type { PublicConfig } from '@ordo/contract';
import { TrackedRoutes } from '../analytics/route-page-views.tsx';
import { AppProviders } from './providers.tsx';
import { appRoutes } from './router.tsx';
import { WithConfig } from './with-config.tsx';

/**
 * React Router's declarative API: the data router's loaders and actions would serve nothing
 * here (TanStack Query reads the data) and cost every page of the app 16 KB (issue 11).
 */
function AppRoutes({ config }: { config: PublicConfig }) {
  const routes = useMemo(() => appRoutes(config), [config]);
  return <TrackedRoutes routes={routes} analyticsUrl={config.analyticsUrl ?? null} />;
}

export function App() {
  return (
    <AppProviders>
      <WithConfig>
        {(config) => (
          <BrowserRouter>
            <AppRoutes config={config} />
          </BrowserRouter>
        )}
      </WithConfig>
    </AppProviders>
  );
}
