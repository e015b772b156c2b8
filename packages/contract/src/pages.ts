import type { FeatureName } from './constants.ts';

/**
 * Every page of the web app (SPEC §2) as a path pattern (`:name` is one segment): the web
 * app's router declares exactly these (apps/web/src/app/router.test.tsx checks it), and the
 * server answers 404 with the app's not-found page for any other path, so crawlers and
 * monitors see a real 404. No zod here: the participants' pages import this module.
 */
export type PageOptions = {
  /** The brand's name (`BRAND_NAME`): pages such as /user/ordoi carry its slug. */
  brandName: string;
  features: Record<FeatureName, boolean>;
};

/** `Ordo` → `ordo`: the `{product}` part of SPEC routes such as /user/ordoi. */
export function brandSlug(brandName: string): string {
  return brandName.toLowerCase().replace(/[^a-z0-9]/g, '') || 'ordo';
}

/** The /toNotion aliases of SPEC §2 (resource pages), with `{product}` the brand's slug. */
export function resourceTopics(product: string): string[] {
  return [
    'bugs',
    'closed-teamspace',
    `discover-${product}-en`,
    `discover-${product}-fr`,
    'help',
    'howto',
    'news',
    'privacy',
    'start',
    'subscription-end',
    'terms',
    'transfer-teamspace',
    'welcome',
  ];
}

/** The pages a feature flag adds; with the flag off they are unknown paths (404). */
function gatedPages(product: string): Partial<Record<FeatureName, string[]>> {
  return {
    publicLiveMeeting: [
      '/meeting/join',
      '/meeting/join/:uuid',
      '/meeting/:uuid',
      '/m/:uuid',
      '/m/:uuid/live',
      '/m/:uuid/remote',
      '/m/:uuid/presenter',
    ],
    ai: [`/user/settings/${product}i`, `/user/${product}i`],
    workspaces: ['/user/workspaces', '/user/workspace/:uuid'],
    payment: [
      '/user/subscription',
      '/user/subscription/cancel',
      '/user/subscription/success',
      '/user/subscription/test-checkout',
    ],
  };
}

/** Every page pattern of this configuration. */
export function pagePatterns(options: PageOptions): string[] {
  const product = brandSlug(options.brandName);
  const gated = gatedPages(product);
  const enabled = (Object.keys(gated) as FeatureName[])
    .filter((feature) => options.features[feature])
    .flatMap((feature) => gated[feature] ?? []);
  return [
    '/',
    '/meeting/editor',
    '/meeting/printMeeting',
    '/pricing',
    '/public/welcome',
    '/welcome',
    '/templates',
    '/under-construction',
    '/methods',
    '/methods/:id',
    '/toNotion',
    ...resourceTopics(product)
      .filter((topic) => topic !== 'welcome')
      .map((topic) => `/${topic}`),
    '/user/login',
    '/user/logged',
    '/user/logout',
    '/user/meeting/:uuid/print',
    '/user/meeting/:uuid/resume',
    '/user',
    '/user/meetings',
    '/user/onboarding',
    '/user/templates',
    '/user/methods',
    '/user/methods/:id',
    '/user/template/:uuid',
    '/user/meeting/:uuid',
    '/user/meeting/:uuid/setup',
    '/user/meeting/:uuid/share',
    '/user/meeting/:uuid/stats',
    '/user/settings',
    '/user/settings/account',
    '/user/settings/billing',
    ...enabled,
  ];
}

/**
 * True when `path` (no query) is one of `patterns`, as React Router matches them: segment by
 * segment, case-insensitively, a `:name` segment matching any one non-empty segment, a
 * trailing slash ignored.
 */
export function matchesPagePattern(path: string, patterns: readonly string[]): boolean {
  const segments = (path.split(/[?#]/, 1)[0] ?? '').split('/').filter(Boolean);
  return patterns.some((pattern) => {
    const parts = pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) return false;
    return parts.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) return segment.length > 0;
      try {
        return decodeURIComponent(segment).toLowerCase() === part.toLowerCase();
      } catch {
        return false;
      }
    });
  });
}
