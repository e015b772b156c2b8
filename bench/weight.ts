/**
 * `npm run bench:weight`: what each kind of visitor downloads. Builds nothing: it serves the
 * web app already built in apps/web/dist (or WEB_DIST_DIR) from the real server, opens each
 * route in Chromium with a cold cache asking for `br, gzip`, and adds up the bytes that came
 * over the wire (after compression) for JavaScript and for everything. Budgets (issue 11),
 * JavaScript: public agenda, join, stage and remote ≤ 150 KB; landing ≤ 170 KB; editor ≤ 350 KB.
 * `--detail` lists each route's largest scripts.
 *
 * A route with a `ready` selector (the editors: their text) splits its scripts in two: those
 * requested before that element was in the page (what the person waits for, held to the
 * budget) and those the page fetched once it showed (co-editing's libraries), printed beside.
 * Both are bytes over the wire of one cold visit; the sum is printed too.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { agendaOfLines } from './http/agenda.ts';
import { root, startAppServer, type AppServer } from './http/app-server.ts';
import { fmt, verdict } from './http/measure.ts';

const KB = 1024;
const { values: options } = parseArgs({
  options: {
    detail: { type: 'boolean', default: false },
    all: { type: 'boolean', default: false },
  },
});
type Route = {
  name: string;
  path: (app: AppServer) => string;
  budgetKb?: number;
  signedIn?: boolean;
  /** The element whose arrival ends the first load (see above). */
  ready?: string;
};

const routes: Route[] = [
  { name: 'landing /', path: () => '/', budgetKb: 170 },
  { name: 'public agenda /m/{uuid}', path: (app) => `/m/${app.meetingId}`, budgetKb: 150 },
  {
    name: 'public agenda /meeting/{uuid}',
    path: (app) => `/meeting/${app.meetingId}`,
    budgetKb: 150,
  },
  { name: 'join /meeting/join', path: () => '/meeting/join', budgetKb: 150 },
  { name: 'stage /m/{uuid}/live', path: (app) => `/m/${app.meetingId}/live`, budgetKb: 150 },
  { name: 'remote /m/{uuid}/remote', path: (app) => `/m/${app.meetingId}/remote`, budgetKb: 150 },
  {
    name: 'editor /meeting/editor',
    path: () => '/meeting/editor',
    budgetKb: 350,
    ready: '.cm-content',
  },
  {
    name: 'editor /user/meeting/{uuid}',
    path: (app) => `/user/meeting/${app.meetingId}?tab=edit`,
    budgetKb: 350,
    signedIn: true,
    ready: '.cm-content',
  },
  { name: 'templates /templates (no budget)', path: () => '/templates' },
  { name: 'methods /methods (no budget)', path: () => '/methods' },
  { name: 'dashboard /user (no budget)', path: () => '/user', signedIn: true },
];

type Weight = {
  js: number;
  /** JavaScript requested once the `ready` element was in the page (0 without one). */
  jsAfter: number;
  total: number;
  requests: number;
  encodings: Set<string>;
  /** Path, compressed bytes, and whether it was requested after `ready`. */
  scripts: [string, number, boolean][];
};

declare global {
  interface Window {
    ordoReadyAt?: number;
  }
}

/**
 * Notes in the page the moment `selector` first matches (a mutation observer, from the start).
 * Plain text: tsx's compiled functions call a helper the page does not have.
 */
const markReady = (selector: string) => `(() => {
  const observer = new MutationObserver(() => {
    if (window.ordoReadyAt !== undefined || !document.querySelector(${JSON.stringify(selector)})) return;
    window.ordoReadyAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

async function weigh(browser: Browser, app: AppServer, route: Route): Promise<Weight> {
  // A fresh context is a cold cache. Chromium only offers brotli over HTTPS by itself.
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'br, gzip' } });
  if (route.signedIn) {
    await context.addInitScript((token) => localStorage.setItem('ordo.token', token), app.token);
  }
  if (route.ready) await context.addInitScript({ content: markReady(route.ready) });
  const page = await context.newPage();
  const weight: Weight = {
    js: 0,
    jsAfter: 0,
    total: 0,
    requests: 0,
    encodings: new Set(),
    scripts: [],
  };
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        weight.total += bytes;
        weight.requests += 1;
        if (request.resourceType() === 'script') {
          weight.scripts.push([request.url(), sizes.responseBodySize, false]);
          weight.encodings.add((await response?.headerValue('content-encoding')) ?? 'identity');
        }
      })(),
    );
  });
  let lastRequest = Date.now();
  page.on('request', () => (lastRequest = Date.now()));
  await page.goto(`${app.base}${route.path(app)}`, { waitUntil: 'networkidle' });
  if (route.ready) {
    await page.waitForFunction(() => window.ordoReadyAt !== undefined, null, { timeout: 60_000 });
  }
  // Playwright's network idle is 500 ms without a request. On a loaded machine, running a big
  // script (CodeMirror) can take longer than that before the page asks for the next one: wait
  // until nothing was requested for 2 s.
  while (Date.now() - lastRequest < 2000) await page.waitForTimeout(250);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  // When each script was requested, on the page's clock, against the moment it was ready.
  const { readyAt, started } = await page.evaluate(() => ({
    readyAt: window.ordoReadyAt ?? null,
    started: performance
      .getEntriesByType('resource')
      .map((entry) => [entry.name, entry.startTime] as [string, number]),
  }));
  await context.close();
  if (route.ready && readyAt === null)
    throw new Error(`${route.name}: ${route.ready} never showed`);
  const startedAt = new Map(started);
  for (const script of weight.scripts) {
    const after = readyAt !== null && (startedAt.get(script[0]) ?? 0) > readyAt;
    script[2] = after;
    if (after) weight.jsAfter += script[1];
    else weight.js += script[1];
    script[0] = new URL(script[0]).pathname;
  }
  return weight;
}

/**
 * The server renders the front door once it listens; until then `/` is the light shell, which
 * weighs the same in JavaScript but not in HTML. Visitors get the rendered page: measure that.
 */
async function frontDoorPrerendered(app: AppServer): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const page = await fetch(app.base).then((response) => response.text());
    if (page.includes('id="ordo-prerender"')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the front door was not prerendered within 30 s');
}

async function main(): Promise<void> {
  const distDir = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'));
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`no built web app in ${distDir}: run \`npm run build\` or set WEB_DIST_DIR`);
  }
  const app = await startAppServer({ content: agendaOfLines(60), webDistDir: distDir });
  await frontDoorPrerendered(app);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    console.log(
      `Web app from ${distDir}; bytes over the wire, cold cache, Accept-Encoding: br, gzip.`,
    );
    const results: boolean[] = [];
    for (const route of routes) {
      const weight = await weigh(browser, app, route);
      const detail =
        `JS ${fmt(weight.js / KB, 1)} KB` +
        (route.budgetKb ? ` (budget ${route.budgetKb} KB)` : '') +
        (weight.jsAfter > 0
          ? ` before ${route.ready} shows, then ${fmt(weight.jsAfter / KB, 1)} KB` +
            ` (${fmt((weight.js + weight.jsAfter) / KB, 1)} KB in all)`
          : '') +
        `, all ${fmt(weight.total / KB, 1)} KB in ${weight.requests} requests, JS as ` +
        [...weight.encodings].join('/');
      if (route.budgetKb === undefined) console.log(`      ${route.name}: ${detail}`);
      else results.push(verdict(route.name, weight.js <= route.budgetKb * KB, detail));
      if (options.detail) {
        for (const [script, bytes, after] of weight.scripts
          .sort((a, b) => b[1] - a[1])
          .slice(0, options.all ? undefined : 12)) {
          const when = after ? ' (after)' : '';
          console.log(`        ${fmt(bytes / KB, 1).padStart(6)} KB ${script}${when}`);
        }
      }
    }
    process.exitCode = results.every(Boolean) ? 0 : 1;
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
