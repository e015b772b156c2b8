/// <reference lib="dom" />
// Code passed to page.evaluate runs in the browser: its globals are the DOM's.
/**
 * What the screenshot scripts share (`landing-shots.ts`, `screen-set.ts`): the built app on a
 * free loopback port with a throw-away data directory, Debian's Chromium, an account and a
 * meeting made through the public API, and WebP encoding done by Chromium itself (its canvas
 * encoder), so the scripts need no image library.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';

export const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type App = { url: string; stop: () => void };

/** Starts the server on the built web app (`apps/web/dist` or `WEB_DIST_DIR`) once it is ready. */
export async function startApp(): Promise<App> {
  const dist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'));
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`No built web app in ${dist}: run "npm run build" first.`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ordo-screens-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: dist,
        LOG_LEVEL: 'warn',
        REDIS_URL: '',
        RATE_LIMIT_MAX: '100000',
        RATE_LIMIT_SIGN_UP_PER_CLIENT: '100000',
        RATE_LIMIT_SIGN_IN_PER_CLIENT: '100000',
        BILLING_TEST_MODE: 'true',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    try {
      if (
        (await fetch(`${url}/readyz`)).ok &&
        (await fetch(url).then((answer) => answer.text())).includes('id="ordo-prerender"')
      )
        return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('the app did not become ready within 2 minutes');
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}

/** A new account through `POST /v1/users/register`; its bearer token. */
export async function register(url: string, language: 'en' | 'fr', fullName: string) {
  const email = `screens-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const answer = await fetch(`${url}/v1/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery', fullName, language }),
  });
  if (answer.status !== 201) throw new Error(`register: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { token: string }).token;
}

/**
 * A public meeting with `content`, starting at 09:30 Paris time (`settings` adds to or overrides
 * that, `{ isTemplate: true }` makes it one of the account's templates); its uuid.
 */
export async function createMeeting(
  url: string,
  token: string,
  content: string,
  settings: Record<string, unknown> = {},
) {
  const answer = await fetch(`${url}/v3/meetings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      content,
      settings: { startTime: '09:30', timeZone: 'Europe/Paris', visibility: 'Public', ...settings },
    }),
  });
  if (answer.status !== 201) throw new Error(`meeting: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { uuid: string }).uuid;
}

/**
 * `png` scaled to `width` pixels wide and encoded as WebP at `quality` (0–1) by Chromium's
 * canvas, with its high-quality resampling.
 */
export async function toWebp(
  browser: Browser,
  png: Buffer,
  width: number,
  quality: number,
): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    const encoded = await page.evaluate(
      async ({ base64, width, quality }) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const source = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const height = Math.round((source.height * width) / source.width);
        const scaled = await createImageBitmap(source, {
          resizeWidth: width,
          resizeHeight: height,
          resizeQuality: 'high',
        });
        const canvas = new OffscreenCanvas(width, height);
        canvas.getContext('2d')?.drawImage(scaled, 0, 0);
        const blob = await canvas.convertToBlob({ type: 'image/webp', quality });
        const out = new Uint8Array(await blob.arrayBuffer());
        let binary = '';
        for (let index = 0; index < out.length; index += 0x8000)
          binary += String.fromCharCode(...out.subarray(index, index + 0x8000));
        return btoa(binary);
      },
      { base64: png.toString('base64'), width, quality },
    );
    return Buffer.from(encoded, 'base64');
  } finally {
    await page.close();
  }
}
