import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import i18n from 'i18next';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import type { PublicConfig } from '@ordo/contract';
import { useConfig } from '../api/config.ts';
import { AppProviders } from '../app/providers.tsx';
import { BootScreen } from '../app/boot-screen.tsx';
import { CrashBoundary } from '../app/crash-boundary.tsx';
import { PublicLayout } from '../app/layouts/public-layout.tsx';
import { JoinPage } from '../features/join/join-page.tsx';
import { PublicMeetingPage } from '../features/public-meeting/public-meeting-page.tsx';
import { setBrandName } from '../i18n/languages.ts';
import { FrontPageViews } from './front-page-views.tsx';
import { LeaveFront } from './leave-front.tsx';

/**
 * The stage and the remote load on their own: a phone reading the agenda (the page most
 * participants open, bundled with the join screen in the entry) never fetches their code.
 */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

/**
 * The participants' routes, the same paths and screens as in the full app's router
 * (app/router.tsx), declared with React Router's declarative API: its data router, which only
 * the full app needs, stays out of this build.
 */
function frontRoutes(config: PublicConfig): RouteObject[] {
  const join = <JoinPage />;
  const agenda = <PublicMeetingPage />;
  const pages: RouteObject[] = config.features.publicLiveMeeting
    ? [
        { path: 'meeting/join', element: join },
        { path: 'meeting/join/:uuid', element: join },
        { path: 'meeting/:uuid', element: agenda },
        { path: 'm/:uuid', element: agenda },
        {
          path: 'm/:uuid/live',
          element: page(() => import('../features/live/stage/stage-page.tsx'), 'StagePage'),
        },
        {
          path: 'm/:uuid/remote',
          element: page(() => import('../features/live/remote/remote-page.tsx'), 'RemotePage'),
        },
      ]
    : [];
  return [
    {
      path: '/',
      element: <PublicLayout />,
      children: [...pages, { path: '*', element: <LeaveFront /> }],
    },
  ];
}

function FrontRoutes({ config }: { config: PublicConfig }) {
  const routes = useMemo(() => frontRoutes(config), [config]);
  return (
    <>
      <FrontPageViews routes={routes} analyticsUrl={config.analyticsUrl ?? null} />
      {useRoutes(routes)}
    </>
  );
}

function ConfiguredFront() {
  const config = useConfig();
  const brandName = config.data?.brandName;
  useMemo(() => brandName && setBrandName(i18n, brandName), [brandName]);
  if (!config.data)
    return <BootScreen failed={config.isError} onRetry={() => void config.refetch()} />;
  return (
    <BrowserRouter>
      <FrontRoutes config={config.data} />
    </BrowserRouter>
  );
}

/** The participants' build: the full app's providers and layout, their four screens only. */
export function FrontApp() {
  return (
    <AppProviders>
      <CrashBoundary>
        <ConfiguredFront />
      </CrashBoundary>
    </AppProviders>
  );
}
