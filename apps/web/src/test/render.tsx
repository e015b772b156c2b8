import { useMemo, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation, useRoutes, type Location } from 'react-router';
import { featureDefaults, resourceLinkNames, type PublicConfig } from '@ordo/contract';
import { configCache } from '../api/config.ts';
import { forgetSessionReads } from '../api/fetch-cache.ts';
import { appRoutes } from '../app/router.tsx';
import { theme } from '../app/theme.ts';

export function testConfig(overrides: Partial<PublicConfig['features']> = {}): PublicConfig {
  return {
    brandName: 'Ordo',
    features: { ...featureDefaults, ...overrides },
    languages: ['en', 'fr'],
    limits: {
      meetingContentBytes: 200_000,
      meetingSequences: 2000,
      historyVersionsFree: 20,
      historyVersionsPro: 100,
      trashRetentionDays: 90,
      aiPowerFreeMinutes: 240,
    },
    auth: { password: true, magicLink: true, oidc: { enabled: false, name: null } },
    pricing: { currency: 'EUR', monthly: 12, yearly: 96 },
    links: Object.fromEntries(
      resourceLinkNames.map((name) => [name, null]),
    ) as PublicConfig['links'],
    analyticsUrl: null,
  };
}

/**
 * Renders `ui` inside the app's providers, with the configuration already known and nothing
 * remembered from an earlier test.
 */
export function renderWithProviders(ui: ReactElement, config = testConfig()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  forgetSessionReads();
  configCache.set('config', config);
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} env="test">
        {ui}
      </MantineProvider>
    </QueryClientProvider>,
  );
}

/**
 * The whole route tree at `path`, as a visitor arriving there would see it; `location()` is
 * where the app is now (after its redirects and navigations).
 */
export function renderRoute(path: string, config = testConfig()) {
  let current: Location | undefined;
  function Routes() {
    const routes = useMemo(() => appRoutes(config), []);
    current = useLocation();
    return useRoutes(routes);
  }
  const location = () => {
    if (!current) throw new Error('the routes have not rendered');
    return current;
  };
  return {
    location,
    ...renderWithProviders(
      <MemoryRouter initialEntries={[path]}>
        <Routes />
      </MemoryRouter>,
      config,
    ),
  };
}
