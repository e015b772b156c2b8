import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { FeatureName, PublicConfig } from '@ordo/contract';

/** A route whose screen module loads on first visit (SPEC §2 "pages load on demand"). */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => ({ Component: (await load())[exportName] as ComponentType }),
  };
}

/**
 * Routes that exist only while `feature` is on. A disabled feature's paths are simply not
 * registered, so they fall through to the 404 page exactly like an unknown path.
 */
export function gated(
  config: PublicConfig,
  feature: FeatureName,
  routes: RouteObject[],
): RouteObject[] {
  return config.features[feature] ? routes : [];
}

/** `Ordo` → `ordo`: the `{product}` part of SPEC routes such as /user/ordoi. */
export function brandSlug(brandName: string): string {
  return brandName.toLowerCase().replace(/[^a-z0-9]/g, '') || 'ordo';
}

/** Screens other issues build: shown as "under construction" until then (see UnderConstruction). */
export function screen(name: string): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    handle: { screen: name },
    ...lazyPage(() => import('../components/under-construction.tsx'), 'UnderConstruction'),
  };
}
