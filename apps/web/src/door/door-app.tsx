import { useEffect, type ReactNode } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import { isFrontDoorPagePath, type PublicConfig } from '@ordo/contract';
import { AppProviders } from '../app/providers.tsx';
import { CrashBoundary } from '../app/crash-boundary.tsx';
import { PublicLayout } from '../app/layouts/public-layout.tsx';
import { preloadable } from './preloadable.tsx';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { TrackedRoutes } from '../analytics/route-page-views.tsx';
import { WithConfig } from '../app/with-config.tsx';
import { LeaveFront } from '../front/leave-front.tsx';

/**
 * Each page is a chunk of its own, so the landing page does not carry the gallery's filters and
 * the gallery does not carry the landing page's demo (nor either of them the plans). The one on screen is loaded before React
 * takes the prerendered page over (`preloadDoorPage`), so it renders at once, as on the server.
 */
const HomePage = preloadable(() => import('../features/home/home-page.tsx'), 'HomePage');
const TemplatesPage = preloadable(
  () => import('../features/templates/templates-page.tsx'),
  'TemplatesPage',
);
const PricingPage = preloadable(
  () => import('../features/pricing/pricing-page.tsx'),
  'PricingPage',
);

/** Loads the page of `pathname`, if it is one of the front door's. */
export async function preloadDoorPage(pathname: string): Promise<void> {
  if (pathname === '/') await HomePage.preload();
  else if (/^\/templates\/?$/.test(pathname)) await TemplatesPage.preload();
  else if (/^\/pricing\/?$/.test(pathname)) await PricingPage.preload();
}

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
      { path: 'pricing', element: <PricingPage /> },
      { path: '*', element: <LeaveFront isOwnPath={isFrontDoorPagePath} /> },
    ],
  },
];

/**
 * While React takes a prerendered page over, the routes follow the path the server rendered,
 * not the address bar: a back button pressed meanwhile changes the address before the router
 * has rendered, and React would find another page than the HTML's. The address is followed
 * from the next render on (another page's address then loads its own build).
 */
function DoorRoutes({ config, renderedPath }: { config: PublicConfig; renderedPath?: string }) {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  useEffect(() => {
    // The router starts listening for back and forward once React has taken the page over: a
    // press before that changed the address unseen, and the page would stay. Load what the
    // address names (the server answers it with its own build).
    if (hydrated && window.location.pathname !== pathname)
      window.location.replace(window.location.href);
  }, [hydrated, pathname]);
  return (
    <TrackedRoutes
      routes={doorRoutes}
      analyticsUrl={config.analyticsUrl ?? null}
      location={hydrated ? undefined : renderedPath}
    />
  );
}

/**
 * The front door (door.html): the landing page, the templates gallery and pricing with the full app's
 * providers and layout. `router` is a BrowserRouter in the browser and a StaticRouter in the
 * prerender. `afterHydration` runs once the first render is on screen: a visitor whose chosen
 * language is not the one the server guessed gets it then.
 */
export function DoorApp({
  router,
  renderedPath,
  afterHydration,
}: {
  router: (routes: ReactNode) => ReactNode;
  /** The path of the prerendered page being taken over, if any. */
  renderedPath?: string;
  afterHydration?: () => void;
}) {
  useEffect(() => afterHydration?.(), [afterHydration]);
  return (
    <AppProviders>
      <CrashBoundary>
        <WithConfig>
          {(config) => router(<DoorRoutes config={config} renderedPath={renderedPath} />)}
        </WithConfig>
      </CrashBoundary>
    </AppProviders>
  );
}
