import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { buildApp, type App } from '../app.ts';
import { openTestDatabase } from '../test/databases.ts';

// A tiny built web app on disk, shaped like Vite's output.
const distDir = mkdtempSync(path.join(tmpdir(), 'ordo-dist-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><meta property="csp-nonce" nonce="__CSP_NONCE__"><script type="module" src="/assets/app-1a2b.js"></script>',
);
writeFileSync(path.join(distDir, 'assets', 'app-1a2b.js'), 'console.log(1)');
writeFileSync(
  path.join(distDir, 'front.html'),
  '<!doctype html><meta property="csp-nonce" nonce="__CSP_NONCE__"><script type="module" src="/assets/front-3c4d.js"></script>',
);
writeFileSync(path.join(distDir, 'favicon.svg'), '<svg/>');

describe('serving the web app', () => {
  let app: App;
  beforeAll(async () => {
    const database = await openTestDatabase('pglite');
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: distDir, DATA_DIR: distDir });
    app = await buildApp({ config, database, logger: false });
    app.addHook('onClose', () => database.close());
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each([
    ['/', 200],
    ['/meeting/editor', 200],
    ['/user/meeting/abc/setup', 200],
    ['/no/such/page', 404],
  ])(
    'answers %s with index.html carrying the nonce of its CSP header (%i)',
    async (url, status) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      const nonce = /nonce="([^"]+)"/.exec(response.body)?.[1];
      expect(nonce).toBeTruthy();
      expect(nonce).not.toBe('__CSP_NONCE__');
      expect(String(response.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
    },
  );

  it.each([
    ['/m/0b6c1d4e-0000-4000-8000-000000000000', 'noindex'],
    ['/m/ABC234/live', 'noindex'],
    ['/meeting/ABC234', 'noindex'],
    ['/meeting/join', 'noindex'],
    ['/meeting/join/ABC234', 'noindex'],
    ['/meeting/editor', undefined],
    ['/meeting/printMeeting', undefined],
    ['/', undefined],
  ])('asks search engines not to index %s: %s', async (url, expected) => {
    const response = await app.inject(url);
    expect(response.headers['x-robots-tag']).toBe(expected);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it.each([
    ['/m/0b6c1d4e-0000-4000-8000-000000000000', 'front'],
    ['/m/ABC234/live', 'front'],
    ['/m/ABC234/remote', 'front'],
    ['/meeting/ABC234', 'front'],
    ['/meeting/join', 'front'],
    ['/meeting/join/ABC234?code=1', 'front'],
    ['/', 'app'],
    ['/meeting/editor', 'app'],
    ['/user/meeting/ABC234', 'app'],
  ])('answers %s with the %s build', async (url, build) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(build === 'front' ? 'front-3c4d.js' : 'app-1a2b.js');
    expect(response.body).not.toContain('__CSP_NONCE__');
  });

  it.each([
    '/no/such/page',
    '/m/ABC234/elsewhere',
    '/user/meeting/abc/nothing',
    '/pricing/extra',
    '/user/ordoi/x',
  ])(
    'answers an unknown page %s with 404 and the app, which shows its not-found page',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('app-1a2b.js');
      expect((await app.inject({ method: 'HEAD', url })).statusCode).toBe(404);
    },
  );

  it.each([
    '/user/ordoi',
    '/user/settings/ordoi',
    '/m/0b6c1d4e-0000-4000-8000-000000000000/presenter',
    '/methods/some-method',
    '/Pricing/',
    '/discover-ordo-fr',
  ])('answers the page %s with 200', async (url) => {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('gives every page a fresh nonce', async () => {
    const nonces = await Promise.all(
      [1, 2].map(async () => /nonce="([^"]+)"/.exec((await app.inject('/')).body)?.[1]),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await app.inject('/assets/app-1a2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset and non-GET page requests with the JSON 404', async () => {
    const asset = await app.inject('/assets/gone-9z.js');
    expect(asset.statusCode).toBe(404);
    expect(asset.json().code).toBe('NOT_FOUND');
    const post = await app.inject({ method: 'POST', url: '/meeting/editor' });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('NOT_FOUND');
  });
});
