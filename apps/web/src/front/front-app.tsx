import { useMemo } from 'react';
import { BrowserRouter, type RouteObject } from 'react-router';
import type { PublicConfig } from '@ordo/contract';
import { BaseProviders } from '../app/base-providers.tsx';
import { CrashBoundary } from '../app/crash-boundary.tsx';
import { PublicLayout } from '../app/layouts/public-layout.tsx';
import { JoinPage } from '../features/join/join-page.tsx';
import { PublicMeetingPage } from '../features/public-meeting/public-meeting-page.tsx';
import { TrackedRoutes } from '../analytics/route-page-views.tsx';
import { WithConfig } from '../app/with-config.tsx';
import { LeaveFront } from './leave-front.tsx';
import { StagePage } from '../features/live/stage/stage-page.tsx';
import { RemotePage } from '../features/live/remote/remote-page.tsx';

/**
 * The participants' routes, the same paths and screens as in the full app's router
 * (app/router.tsx), declared with React Router's declarative API: its data router, which only
 * the full app needs, stays out of this build. The stage and the remote are in the entry with
 * the agenda rather than lazy: every one of these pages already loads the live connection,
 * and the bundler put what a lazy screen shares with the entry in chunks of their own,
 * compressed one by one, which cost more than the two screens themselves (issue 11).
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
          element: <StagePage />,
        },
        {
          path: 'm/:uuid/remote',
          element: <RemotePage />,
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
  return <TrackedRoutes routes={routes} analyticsUrl={config.analyticsUrl ?? null} />;
}

/** The participants' build: the full app's providers and layout, their four screens only. */
export function FrontApp() {
  return (
    <BaseProviders>
      <CrashBoundary>
        <WithConfig>
          {(config) => (
            <BrowserRouter>
              <FrontRoutes config={config} />
            </BrowserRouter>
          )}
        </WithConfig>
      </CrashBoundary>
    </BaseProviders>
  );
}
