import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { featureNames, matchesPagePattern, pagePatterns } from '@ordo/contract';
import { testConfig } from '../test/render.tsx';
import { appRoutes } from './router.tsx';

/** Every page path the router declares, parents joined to children, the catch-all left out. */
function declaredPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const own = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent === '/' ? '' : parent}/${route.path}`
      : parent;
    const here = route.index || (route.path && !route.children) ? [own || '/'] : [];
    return [...here, ...declaredPaths(route.children ?? [], own)];
  });
}

/**
 * The server answers 404 for a path outside the contract's page list (pages.ts): that list and
 * this router must name the same pages, whatever the brand and the feature flags.
 */
describe('the router declares exactly the shared page list', () => {
  const allOff = Object.fromEntries(featureNames.map((name) => [name, false]));
  it.each([
    ['defaults', testConfig()],
    ['every flag off', testConfig(allOff)],
    ['another brand', { ...testConfig(), brandName: 'Acme Meetings' }],
  ])('%s', (_name, config) => {
    const declared = declaredPaths(appRoutes(config)).sort();
    expect(declared).toEqual([...pagePatterns(config)].sort());
  });

  it('matches paths as the router does: one segment per parameter, trailing slash, any case', () => {
    const patterns = pagePatterns(testConfig());
    for (const path of ['/', '/pricing/', '/Templates', '/m/abc/live', '/user/meeting/x/share'])
      expect(matchesPagePattern(path, patterns)).toBe(true);
    for (const path of ['/nope', '/m/abc/live/x', '/m/abc/extra/more', '/user/meeting/x/nope'])
      expect(matchesPagePattern(path, patterns)).toBe(false);
  });
});
