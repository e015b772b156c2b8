/**
 * `npm run bench:weight`: what each kind of visitor downloads. Builds nothing: it serves the
 * web app already built in apps/web/dist (or WEB_DIST_DIR) from the real server, opens each
 * route in Chromium with a cold cache asking for `br, gzip`, and adds up the bytes that came
 * over the wire (after compression) for JavaScript and for everything. Budgets (issue 11),
 * JavaScript: public agenda, join, stage and remote ≤ 150 KB; landing ≤ 170 KB; editor ≤ 350 KB.
 * `--detail` lists each route's largest scripts.
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
  { name: 'editor /meeting/editor', path: () => '/meeting/editor', budgetKb: 350 },
  {
    name: 'editor /user/meeting/{uuid}',
    path: (app) => `/user/meeting/${app.meetingId}?tab=edit`,
    budgetKb: 350,
    signedIn: true,
  },
  { name: 'templates /templates (no budget)', path: () => '/templates' },
  { name: 'methods /methods (no budget)', path: () => '/methods' },
  { name: 'dashboard /user (no budget)', path: () => '/user', signedIn: true },
];

type Weight = {
  js: number;
  total: number;
  requests: number;
  encodings: Set<string>;
  scripts: [string, number][];
};

async function weigh(browser: Browser, app: AppServer, route: Route): Promise<Weight> {
  // A fresh context is a cold cache. Chromium only offers brotli over HTTPS by itself.
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'br, gzip' } });
  if (route.signedIn) {
    await context.addInitScript((token) => localStorage.setItem('ordo.token', token), app.token);
  }
  const page = await context.newPage();
  const weight: Weight = { js: 0, total: 0, requests: 0, encodings: new Set(), scripts: [] };
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        weight.total += bytes;
        weight.requests += 1;
        if (request.resourceType() === 'script') {
          weight.js += sizes.responseBodySize;
          weight.scripts.push([new URL(request.url()).pathname, sizes.responseBodySize]);
          weight.encodings.add((await response?.headerValue('content-encoding')) ?? 'identity');
        }
      })(),
    );
  });
  await page.goto(`${app.base}${route.path(app)}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
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
        `, all ${fmt(weight.total / KB, 1)} KB in ${weight.requests} requests, JS as ` +
        [...weight.encodings].join('/');
      if (route.budgetKb === undefined) console.log(`      ${route.name}: ${detail}`);
      else results.push(verdict(route.name, weight.js <= route.budgetKb * KB, detail));
      if (options.detail) {
        for (const [script, bytes] of weight.scripts
          .sort((a, b) => b[1] - a[1])
          .slice(0, options.all ? undefined : 12)) {
          console.log(`        ${fmt(bytes / KB, 1).padStart(6)} KB ${script}`);
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
