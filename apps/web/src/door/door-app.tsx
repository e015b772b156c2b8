import { useEffect, useMemo, type ReactNode } from 'react';
import i18n from 'i18next';
import { useRoutes, type RouteObject } from 'react-router';
import { isFrontDoorPagePath, type PublicConfig } from '@ordo/contract';
import { useConfig } from '../api/config.ts';
import { AppProviders } from '../app/providers.tsx';
import { BootScreen } from '../app/boot-screen.tsx';
import { CrashBoundary } from '../app/crash-boundary.tsx';
import { PublicLayout } from '../app/layouts/public-layout.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { TemplatesPage } from '../features/templates/templates-page.tsx';
import { setBrandName } from '../i18n/languages.ts';
import { FrontPageViews } from '../front/front-page-views.tsx';
import { LeaveFront } from '../front/leave-front.tsx';

/**
 * The front door's routes, the same paths and screens as in the full app's router
 * (app/router.tsx). Every other address loads the full app.
 */
const doorRoutes: RouteObject[] = [
  {
    path: '/',
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'templates', element: <TemplatesPage /> },
      { path: '*', element: <LeaveFront isOwnPath={isFrontDoorPagePath} /> },
    ],
  },
];

function DoorRoutes({ config }: { config: PublicConfig }) {
  return (
    <>
      <FrontPageViews routes={doorRoutes} analyticsUrl={config.analyticsUrl ?? null} />
      {useRoutes(doorRoutes)}
    </>
  );
}

function ConfiguredDoor({ router }: { router: (routes: ReactNode) => ReactNode }) {
  const config = useConfig();
  const brandName = config.data?.brandName;
  useMemo(() => brandName && setBrandName(i18n, brandName), [brandName]);
  if (!config.data)
    return <BootScreen failed={config.isError} onRetry={() => void config.refetch()} />;
  return router(<DoorRoutes config={config.data} />);
}

/**
 * The front door (door.html): the landing page and the templates gallery with the full app's
 * providers and layout. `router` is a BrowserRouter in the browser and a StaticRouter in the
 * prerender. `afterHydration` runs once the first render is on screen: a visitor whose chosen
 * language is not the one the server guessed gets it then.
 */
export function DoorApp({
  router,
  afterHydration,
}: {
  router: (routes: ReactNode) => ReactNode;
  afterHydration?: () => void;
}) {
  useEffect(() => afterHydration?.(), [afterHydration]);
  return (
    <AppProviders>
      <CrashBoundary>
        <ConfiguredDoor router={router} />
      </CrashBoundary>
    </AppProviders>
  );
}
