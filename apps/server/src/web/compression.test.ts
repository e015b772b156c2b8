import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { buildApp, type App } from '../app.ts';
import { openTestDatabase } from '../test/databases.ts';
import { signUp } from '../test/users.ts';
import { createShared } from '../modules/sharing/testing.ts';

// A built web app as the Vite build leaves it: each text asset beside its .br and .gz twins.
const distDir = mkdtempSync(path.join(tmpdir(), 'ordo-dist-compressed-'));
const script = `console.log(${JSON.stringify('a participant view '.repeat(200))});`;
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(
  path.join(distDir, 'index.html'),
  `<!doctype html><meta property="csp-nonce" nonce="__CSP_NONCE__"><!--${' '.repeat(2000)}-->`,
);
const asset = path.join(distDir, 'assets', 'app-1a2b.js');
writeFileSync(asset, script);
writeFileSync(`${asset}.br`, brotliCompressSync(script));
writeFileSync(`${asset}.gz`, gzipSync(script));

const agenda = `Long day\n${Array.from({ length: 40 }, (_, i) => `# Part ${i}\n: 5\n> Shown to everyone ${i}`).join('\n')}\n`;

describe('compressed answers', () => {
  let app: App;
  let meetingId: string;
  beforeAll(async () => {
    const database = await openTestDatabase('pglite');
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: distDir, DATA_DIR: distDir });
    app = await buildApp({ config, database, logger: false });
    app.addHook('onClose', () => database.close());
    const owner = { authorization: `Bearer ${(await signUp(app)).token}` };
    meetingId = (await createShared(app, owner, { content: agenda, visibility: 'Public' })).uuid;
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url,
      headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    [undefined, undefined, (body: Buffer) => body],
  ])('sends a built asset as the browser accepts (%s): %s', async (accept, encoding, decode) => {
    const response = await get('/assets/app-1a2b.js', accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(response.rawPayload).toString()).toBe(script);
  });

  it('compresses index.html per response, keeping its fresh nonce', async () => {
    const response = await get('/m/some-meeting', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(response.rawPayload).toString();
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    expect(nonce).not.toBe('__CSP_NONCE__');
    expect(String(response.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
  });

  it('compresses a large API answer, not a small one, and not a 304', async () => {
    const plain = await get(`/v3/meetings/${meetingId}`);
    const large = await get(`/v3/meetings/${meetingId}`, 'br');
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toEqual(plain.json());
    expect(large.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const small = await get('/healthz', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();

    const etag = String(plain.headers.etag);
    const unchanged = await get(`/v3/meetings/${meetingId}`, 'br', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.headers['content-encoding']).toBeUndefined();
    expect(unchanged.rawPayload.length).toBe(0);
  });
});
