import { describe, expect, it } from 'vitest';
import {
  isLocalHost,
  referrerHost,
  routePattern,
  shouldTrack,
  trackPageViews,
  type PageView,
} from './page-views.ts';

const url = 'https://stats.example.com/collect';

describe('page-view analytics rules', () => {
  it.each([
    ['localhost', true],
    ['app.localhost', true],
    ['127.0.0.1', true],
    ['127.12.0.3', true],
    ['[::1]', true],
    ['0.0.0.0', true],
    ['ordo.example.com', false],
    ['127.example.com', false],
    ['localhost.example.com', false],
  ])('treats %s as local: %s', (hostname, local) => {
    expect(isLocalHost(hostname)).toBe(local);
  });

  it.each([
    [{ analyticsUrl: null, hostname: 'ordo.example.com' }, false],
    [{ analyticsUrl: url, hostname: 'localhost' }, false],
    [{ analyticsUrl: url, hostname: '127.0.0.1' }, false],
    [{ analyticsUrl: url, hostname: 'ordo.example.com', doNotTrack: '1' }, false],
    [{ analyticsUrl: url, hostname: 'ordo.example.com', globalPrivacyControl: true }, false],
    [{ analyticsUrl: url, hostname: 'ordo.example.com', doNotTrack: '0' }, true],
    [{ analyticsUrl: url, hostname: 'ordo.example.com' }, true],
  ])('tracks %o: %s', (context, expected) => {
    expect(shouldTrack(context)).toBe(expected);
  });

  it('sends route patterns, never ids, query strings or fragments', () => {
    expect(routePattern([{ route: { path: '/' } }])).toBe('/');
    expect(
      routePattern([
        { route: {} },
        { route: { path: 'user' } },
        { route: { path: 'meeting/:uuid' } },
        { route: { path: 'share' } },
      ]),
    ).toBe('/user/meeting/:uuid/share');
    expect(routePattern([{ route: { path: '/' } }, { route: { path: '*' } }])).toBe('/*');
  });

  it('keeps only the host of an outside referrer', () => {
    expect(referrerHost('https://news.example.org/a?b=c', 'ordo.example.com')).toBe(
      'news.example.org',
    );
    expect(referrerHost('https://ordo.example.com/pricing', 'ordo.example.com')).toBeNull();
    expect(referrerHost('', 'ordo.example.com')).toBeNull();
  });
});

type State = {
  navigation: { state: string };
  location: { pathname: string };
  matches: { route: { path?: string } }[];
};

const stateAt = (pathname: string, path: string, navigation = 'idle'): State => ({
  navigation: { state: navigation },
  location: { pathname },
  matches: [{ route: { path: '/' } }, { route: { path } }],
});

/** A router holding a location, as `trackPageViews` reads it. */
function fakeRouter(pathname: string, path: string) {
  const listeners = new Set<(state: State) => void>();
  const router = {
    state: stateAt(pathname, path),
    subscribe(listener: (state: State) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(next: string, pattern: string, navigation = 'idle') {
      router.state = stateAt(next, pattern, navigation);
      listeners.forEach((listener) => listener(router.state));
    },
  };
  return router;
}

const visit = (hostname: string, analyticsUrl: string | null = url) => ({
  analyticsUrl,
  hostname,
  referrer: 'https://search.example.net/?q=agenda',
  language: () => 'fr',
  screen: () => '390x844',
});

describe('trackPageViews', () => {
  it('reports the first page and each later navigation once, with the referrer only first', () => {
    const router = fakeRouter('/m/3f1c2a9e', 'm/:uuid');
    const sent: PageView[] = [];
    const stop = trackPageViews(router, visit('ordo.example.com'), (target, view) => {
      expect(target).toBe(url);
      sent.push(view);
    });
    router.go('/pricing', 'pricing', 'loading');
    router.go('/pricing', 'pricing');
    router.go('/pricing', 'pricing');
    stop();
    router.go('/templates', 'templates');
    expect(sent).toEqual([
      {
        type: 'pageview',
        path: '/m/:uuid',
        referrer: 'search.example.net',
        language: 'fr',
        screen: '390x844',
      },
      { type: 'pageview', path: '/pricing', referrer: null, language: 'fr', screen: '390x844' },
    ]);
  });

  it.each([
    ['on localhost', visit('localhost')],
    ['without ANALYTICS_URL', visit('ordo.example.com', null)],
  ])('sends nothing %s', (_name, context) => {
    const router = fakeRouter('/', '');
    const sent: PageView[] = [];
    trackPageViews(router, context, (_target, view) => sent.push(view));
    router.go('/pricing', 'pricing');
    expect(sent).toEqual([]);
  });
});
