import { createElement, lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { FeatureName, PublicConfig } from '@ordo/contract';
import { loadDeclaredNamespaces } from '../i18n/declared.ts';

/**
 * A route whose screen module loads on first visit (SPEC §2 "pages load on demand"), with the
 * catalogs of everything its code may show: those of the modules already running start with
 * the download, the screen's own once its modules are evaluated. The router wraps navigations
 * in transitions, so the page on screen stays until the next one's module has arrived; only
 * the very first page shows the boot screen meanwhile (app.tsx). Called once per route when
 * the routes are built, so each screen is one lazy component.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
  props?: M[K] extends ComponentType<infer P> ? P & object : never,
): Pick<RouteObject, 'element'> {
  type Props = NonNullable<typeof props>;
  const Page = lazy(async () => {
    const running = loadDeclaredNamespaces();
    const module = await load();
    await Promise.all([running, loadDeclaredNamespaces()]);
    return { default: module[exportName] as ComponentType<Props> };
  });
  return { element: createElement(Page, props) };
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

// The page list the server shares (packages/contract/src/pages.ts) owns the brand's slug.
export { brandSlug } from '@ordo/contract';

/** Screens other issues build: shown as "under construction" until then (see UnderConstruction). */
export function screen(name: string): Pick<RouteObject, 'element'> {
  return lazyPage(() => import('../components/under-construction.tsx'), 'UnderConstruction', {
    screen: name,
  });
}
