import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { languages } from '@ordo/contract';

type Language = (typeof languages)[number];

/** What the web app's prerender (apps/web/src/door/prerender.tsx) renders the pages from. */
export type PrerenderInput = {
  html: string;
  config: unknown;
  templates: Record<Language, unknown>;
};
/** `${path} ${language}` → the page, with the CSP nonce placeholder left in. */
export type PrerenderedPages = Record<string, string>;
export type Prerender = (input: PrerenderInput) => Promise<PrerenderedPages>;

/**
 * The visitor's language for a prerendered page, from `Accept-Language` (the browser's own
 * list, as the web app reads it when nothing is stored): the supported language with the
 * highest weight, English when none is named. A stored choice that differs is applied by the
 * page itself once it runs.
 */
export function languageOf(acceptLanguage: string | undefined): Language {
  let best: { language: Language; weight: number } | undefined;
  for (const entry of (acceptLanguage ?? '').split(',').slice(0, 32)) {
    const [range = '', ...parameters] = entry.trim().toLowerCase().split(';');
    const language = languages.find((code) => range === code || range.startsWith(`${code}-`));
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    // RFC 9110 weights: 0 to 1 with up to three decimals; an entry with another is ignored.
    const weight =
      q === undefined ? 1 : /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q) ? Number(q.slice(2)) : 0;
    if (language && weight > (best?.weight ?? 0)) best = { language, weight };
  }
  return best?.language ?? 'en';
}

/**
 * Renders in a worker thread, which ends with the render: React and the page's code never stay
 * in the server's memory, and the render's CPU time does not hold up requests.
 */
export function workerPrerender(entry: string): Prerender {
  return (input) =>
    new Promise((resolve, reject) => {
      const worker = new Worker(pathToFileURL(entry), {
        workerData: { ordoPrerender: input },
        resourceLimits: { maxOldGenerationSizeMb: 256 },
      });
      worker.once('message', (message: { pages?: PrerenderedPages; error?: string }) => {
        void worker.terminate();
        if (message.pages) resolve(message.pages);
        else reject(new Error(message.error ?? 'the prerender sent nothing'));
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the prerender stopped (exit code ${code})`)));
    });
}

export type FrontDoor = {
  /** Renders the pages once; until it is done (or if it fails) `page` answers undefined. */
  start: () => Promise<void>;
  /** The prerendered page for this address and `Accept-Language`, if there is one. */
  page: (url: string, acceptLanguage: string | undefined) => string | undefined;
};

/**
 * The front door's prerendered pages (the landing page, the templates gallery and pricing, see
 * isFrontDoorPagePath), rendered once after the server listens with its own configuration and
 * template library, as an anonymous visitor's browser would get them from the API. Both come
 * from this process and do not change while it runs, so neither do the pages.
 */
export function createFrontDoor(
  app: FastifyInstance,
  options: { shell: string; prerender: Prerender; log: FastifyBaseLogger },
): FrontDoor {
  let pages: PrerenderedPages | undefined;
  let started: Promise<void> | undefined;

  const answer = async (url: string): Promise<unknown> => {
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    return response.json();
  };

  const render = async () => {
    const startedAt = performance.now();
    const templates = Object.fromEntries(
      await Promise.all(
        languages.map(async (language) => [
          language,
          await answer(`/v1/templates?limit=24&language=${language}`),
        ]),
      ),
    ) as Record<Language, unknown>;
    pages = await options.prerender({
      html: options.shell,
      config: await answer('/api/config'),
      templates,
    });
    options.log.info(
      { ms: Math.round(performance.now() - startedAt), pages: Object.keys(pages).length },
      'front door prerendered',
    );
  };

  return {
    start: () =>
      (started ??= render().catch((error: unknown) => {
        // The pages still work, rendered in the browser: worth a warning, not an outage.
        options.log.warn({ err: error }, 'front door prerender failed; serving the page shell');
      })),
    page: (url, acceptLanguage) => {
      const [path = '', query] = url.split('?', 2);
      if (!pages || query !== undefined) return undefined;
      const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
      return pages[`${normalized} ${languageOf(acceptLanguage)}`];
    },
  };
}

/** The built prerender entry beside the web app, if this build has one. */
export function prerenderEntryIn(distDir: string): string | undefined {
  const entry = `${distDir}/ssr/prerender.mjs`;
  return existsSync(entry) ? entry : undefined;
}
