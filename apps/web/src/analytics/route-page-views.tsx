import { useEffect, useState } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import type { RouterState as State } from './page-views.ts';
import { startPageViews } from './start-page-views.ts';

type Listener = (state: State) => void;

/**
 * Page views (SPEC §9) for the declarative router every build uses, which has no state to
 * subscribe to: the tracker is fed from the location and the matched route patterns, so ids
 * never reach the analytics endpoint.
 */
export function RoutePageViews({
  routes,
  analyticsUrl,
}: {
  routes: RouteObject[];
  analyticsUrl: string | null;
}) {
  const location = useLocation();
  const [feed] = useState(() => {
    const listeners = new Set<Listener>();
    const feed = {
      state: stateOf(routes, location.pathname),
      subscribe: (listener: Listener) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      push: (state: State) => {
        feed.state = state;
        for (const listener of listeners) listener(state);
      },
    };
    return feed;
  });
  useEffect(() => startPageViews(feed, analyticsUrl), [feed, analyticsUrl]);
  useEffect(() => feed.push(stateOf(routes, location.pathname)), [feed, routes, location.pathname]);
  return null;
}

function stateOf(routes: RouteObject[], pathname: string): State {
  return {
    navigation: { state: 'idle' },
    location: { pathname },
    matches: matchRoutes(routes, pathname) ?? [],
  };
}

/**
 * `routes` rendered for the current address (or `location`, see the front door), each page
 * reported by RoutePageViews.
 */
export function TrackedRoutes({
  routes,
  analyticsUrl,
  location,
}: {
  routes: RouteObject[];
  analyticsUrl: string | null;
  location?: string;
}) {
  const element = useRoutes(routes, location);
  return (
    <>
      <RoutePageViews routes={routes} analyticsUrl={analyticsUrl} />
      {element}
    </>
  );
}
