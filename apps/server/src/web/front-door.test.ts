import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { buildApp, type App } from '../app.ts';
import { openTestDatabase } from '../test/databases.ts';
import { languageOf } from './front-door.ts';

const shell =
  '<!doctype html><meta property="csp-nonce" nonce="__CSP_NONCE__"><div id="root"></div><script type="module" src="/assets/door-1a2b.js"></script>';

/**
 * A built web app whose prerender is a small worker of the same shape as the real one
 * (apps/web/src/door/prerender.tsx): it gets the inputs the server collected and answers one
 * page per path and language, showing what it was given.
 */
function builtApp(prerender: string): string {
  const distDir = mkdtempSync(path.join(tmpdir(), 'ordo-door-'));
  mkdirSync(path.join(distDir, 'assets'));
  mkdirSync(path.join(distDir, 'ssr'));
  writeFileSync(path.join(distDir, 'index.html'), shell.replace('door-1a2b', 'app-3c4d'));
  writeFileSync(path.join(distDir, 'door.html'), shell);
  writeFileSync(path.join(distDir, 'ssr', 'prerender.mjs'), prerender);
  return distDir;
}

const renderingWorker = `
import { parentPort, workerData } from 'node:worker_threads';
const input = workerData.ordoPrerender;
const pages = {};
for (const language of ['en', 'fr'])
  for (const page of ['/', '/templates'])
    pages[page + ' ' + language] =
      '<!doctype html><html lang="' + language + '"><script nonce="__CSP_NONCE__"></script>' +
      '<main>' + page + ' ' + language + ' brand=' + input.config.brandName +
      ' templates=' + input.templates[language].items.length +
      ' shell=' + input.html.includes('door-1a2b') + '</main>';
parentPort.postMessage({ pages });
`;

async function startApp(distDir: string, env: Record<string, string> = {}): Promise<App> {
  const database = await openTestDatabase('pglite');
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: distDir,
    DATA_DIR: distDir,
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  app.addHook('onClose', () => database.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** The page `/` answers once the prerender is done (it starts when the server listens). */
async function prerendered(app: App, url: string, acceptLanguage?: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const response = await app.inject({
      url,
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    if (response.body.includes('<main>')) return response;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} was never prerendered`);
}

describe('the front door, prerendered', () => {
  let app: App;
  let distDir: string;
  beforeAll(async () => {
    distDir = builtApp(renderingWorker);
    app = await startApp(distDir, { BRAND_NAME: 'Agora' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('renders the landing page and the gallery with the configuration and the library', async () => {
    const home = await prerendered(app, '/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.body).toContain('<main>/ en brand=Agora templates=24 shell=true</main>');
    const gallery = await prerendered(app, '/templates');
    expect(gallery.body).toContain('<main>/templates en');
    expect((await prerendered(app, '/templates/')).body).toContain('<main>/templates en');
  });

  it('answers in the language the browser prefers, and says the page varies with it', async () => {
    const french = await prerendered(app, '/', 'fr-CA,fr;q=0.9,en;q=0.8');
    expect(french.body).toContain('<html lang="fr">');
    expect(String(french.headers.vary)).toMatch(/accept-language/i);
    const english = await prerendered(app, '/templates', 'de-DE,en;q=0.7,fr;q=0.5');
    expect(english.body).toContain('<html lang="en">');
  });

  it('puts the CSP nonce of the response into the page, and the policy admits it', async () => {
    const response = await prerendered(app, '/');
    const nonce = /<script nonce="([^"]+)">/.exec(response.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe('__CSP_NONCE__');
    expect(String(response.headers['content-security-policy'])).toContain(
      `script-src 'self' 'nonce-${nonce}'`,
    );
  });

  it('serves a filtered gallery (a query string) as the shell the browser renders', async () => {
    await prerendered(app, '/templates');
    const response = await app.inject('/templates?category=retrospective');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('door-1a2b');
    expect(response.body).not.toContain('<main>');
  });

  it('never serves the prerender code itself', async () => {
    // Like any path without a file, it gets the web app, not the file.
    const response = await app.inject('/ssr/prerender.mjs');
    expect(response.body).not.toContain('worker_threads');
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('leaves other pages to their own builds', async () => {
    const response = await app.inject('/help');
    expect(response.body).toContain('app-3c4d');
    expect(response.headers.vary ?? '').not.toMatch(/accept-language/i);
  });
});

describe('the front door when its prerender fails', () => {
  let app: App;
  let distDir: string;
  beforeAll(async () => {
    distDir = builtApp("throw new Error('no React here');");
    app = await startApp(distDir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves the shell, which renders in the browser, and keeps serving', async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const url of ['/', '/templates']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('door-1a2b');
      expect(response.body).not.toContain('__CSP_NONCE__');
    }
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });
});

describe('languageOf', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr', 'fr'],
    ['fr-FR,fr;q=0.9', 'fr'],
    ['en-GB,fr;q=0.8', 'en'],
    ['de;q=1,fr;q=0.4,en;q=0.3', 'fr'],
    ['fr;q=0,en;q=0.1', 'en'],
    ['frisian', 'en'],
    ['*', 'en'],
    ['fr;q=abc,en', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(languageOf(header)).toBe(expected);
  });
});
