/**
 * Optional page-view analytics (SPEC §9). Off unless the installation sets ANALYTICS_URL;
 * never on a local address; no cookie, no identifier, and the browser's "do not track" or
 * "global privacy control" is honoured. SPEC's "hash mode" means the single-page app reports
 * every in-app navigation itself, as a hash-routed app would; the query string and the
 * fragment (a remote's control token lives there) never leave the page.
 */

/** What one page view sends: README "Page-view analytics" documents this shape. */
export type PageView = {
  type: 'pageview';
  /** The route pattern, ids left out: `/user/meeting/:uuid/share`. */
  path: string;
  /** The referring site's host on the first view when it is another site; otherwise null. */
  referrer: string | null;
  language: string;
  /** `1366x900`: the viewport, rounded by nothing, naming no device. */
  screen: string;
};

export type TrackingContext = {
  analyticsUrl: string | null;
  hostname: string;
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
};

/** Local development and tests must never count: loopback, `localhost` and its subdomains. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '::1' ||
    host === '0.0.0.0'
  );
}

/** Whether this visit may send page views at all. */
export function shouldTrack(context: TrackingContext): boolean {
  if (!context.analyticsUrl) return false;
  if (isLocalHost(context.hostname)) return false;
  if (context.doNotTrack === '1' || context.globalPrivacyControl === true) return false;
  return true;
}

type Match = { route: { path?: string } };

/**
 * The route pattern of a set of matches, so ids never reach the analytics endpoint.
 *
 * @example routePattern([{ route: { path: '/' } }, { route: { path: 'meeting/:uuid' } }])
 * // '/meeting/:uuid'
 */
export function routePattern(matches: readonly Match[]): string {
  const parts = matches
    .map((match) => match.route.path ?? '')
    .flatMap((path) => path.split('/'))
    .filter((part) => part !== '');
  return `/${parts.join('/')}`;
}

/** The host of an outside referrer, or null for none or this site itself. */
export function referrerHost(referrer: string, ownHostname: string): string | null {
  if (!URL.canParse(referrer)) return null;
  const source = new URL(referrer);
  return source.hostname === ownHostname ? null : source.host;
}

export type RouterState = {
  navigation: { state: string };
  location: { pathname: string };
  matches: readonly Match[];
};
export type RouterLike = {
  state: RouterState;
  subscribe: (listener: (state: RouterState) => void) => () => void;
};

/** Posts a view without credentials; a failed beacon is dropped, never retried or shown. */
export function sendBeacon(url: string, view: PageView): void {
  void fetch(url, {
    method: 'POST',
    body: JSON.stringify(view),
    // text/plain keeps it a "simple" request: no preflight, works with any collector.
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    credentials: 'omit',
    mode: 'no-cors',
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Sends one page view for the current page and one per later navigation to another path.
 * Returns the unsubscribe function (a no-op when tracking is off).
 */
export function trackPageViews(
  router: RouterLike,
  context: TrackingContext & { referrer: string; language: () => string; screen: () => string },
  send: (url: string, view: PageView) => void = sendBeacon,
): () => void {
  const url = context.analyticsUrl;
  if (!url || !shouldTrack(context)) return () => undefined;
  let lastPath: string | null = null;
  let first = true;
  const report = (state: RouterState) => {
    if (state.navigation.state !== 'idle' || state.location.pathname === lastPath) return;
    lastPath = state.location.pathname;
    send(url, {
      type: 'pageview',
      path: routePattern(state.matches),
      referrer: first ? referrerHost(context.referrer, context.hostname) : null,
      language: context.language(),
      screen: context.screen(),
    });
    first = false;
  };
  report(router.state);
  return router.subscribe(report);
}
