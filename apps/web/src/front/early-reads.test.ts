import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../api/client.ts';
import { AUTH_TOKEN_KEY } from '../api/auth-token.ts';
import { EARLY_READS_GLOBAL } from '../api/early-reads.ts';
import { PASS_KEY_PREFIX } from '../features/public-meeting/pass-store.ts';
import { readMeetingId } from '../features/public-meeting/meeting-ref.ts';
import { LANGUAGE_STORAGE_KEY } from '../i18n/languages.ts';
import { routeNamespaces } from '../i18n/route-namespaces.ts';
import { appKeys, earlyReadsScript } from './early-reads-script.ts';

// A real HTTP server on 127.0.0.1 stands for the API; the page's address is set on it, so the
// head script's relative addresses reach it as they would reach Ordo.
const uuid = '0b6c1d4e-0000-4000-8000-00000000abcd';
const locked = '0b6c1d4e-0000-4000-8000-00000000dead';
let server: Server;
let base = '';
let seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.url ?? '');
    const send = (payload: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    const url = request.url ?? '';
    if (url === '/api/config') return send({ brandName: 'Ordo' });
    if (url.endsWith('/check'))
      return send({ exists: true, requiresCode: url.includes(locked), codeValid: false });
    if (url.endsWith('?view=public')) return send({ title: 'Quarterly review' });
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => {
  localStorage.clear();
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  delete (window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL];
  seen = [];
});

const script = earlyReadsScript({
  ...appKeys,
  routes: routeNamespaces,
  catalogs: {
    'en/live': '/assets/live-en.js',
    'fr/live': '/assets/live-fr.js',
    'fr/sharing': '/assets/sharing-fr.js',
    'en/join': '/assets/join-en.js',
  },
});

/** Opens `path` and runs the head script as front.html does; resolves once its reads settle. */
async function openWithHeadScript(path: string): Promise<string[]> {
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(
    `${base}${path}`,
  );
  new Function(script)();
  const reads = (window as unknown as Record<string, Record<string, Promise<unknown>>>)[
    EARLY_READS_GLOBAL
  ];
  // The public meeting is asked for once /check has answered: wait until no read is added.
  let count = -1;
  while (count !== Object.keys(reads ?? {}).length) {
    count = Object.keys(reads ?? {}).length;
    await Promise.allSettled(Object.values(reads ?? {}));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Object.keys(reads ?? {});
}

describe("a participant's page reads from its head", () => {
  it("asks for the configuration, /check and the meeting, and the page's reads take them", async () => {
    const started = await openWithHeadScript(`/m/${uuid}`);
    expect(started).toEqual([
      '/api/config',
      `/v3/meetings/${uuid}/check`,
      `/v3/meetings/${uuid}?view=public`,
    ]);
    expect(seen).toHaveLength(3);

    expect(await api('/api/config')).toEqual({ brandName: 'Ordo' });
    expect(await api(`/v3/meetings/${uuid}/check`)).toMatchObject({ exists: true });
    expect(await api(`/v3/meetings/${uuid}`, { query: { view: 'public' } })).toEqual({
      title: 'Quarterly review',
    });
    // Nothing was asked twice; a later refresh is the page's own read.
    expect(seen).toHaveLength(3);
    await api(`/v3/meetings/${uuid}`, { query: { view: 'public' } });
    expect(seen).toHaveLength(4);
  });

  it('leaves a meeting behind a code to the page, and its stage and remote read the same', async () => {
    expect(await openWithHeadScript(`/m/${locked}/live`)).toEqual([
      '/api/config',
      `/v3/meetings/${locked}/check`,
    ]);
    localStorage.clear();
    expect(await openWithHeadScript(`/m/${uuid}/remote`)).toContain(
      `/v3/meetings/${uuid}?view=public`,
    );
  });

  it('reads a join code in an address as the page does', async () => {
    const started = await openWithHeadScript('/meeting/abc-234');
    expect(started).toContain(`/v3/meetings/${readMeetingId('abc-234')}/check`);
  });

  it('asks nothing for a signed-in visitor, whose reads carry a token', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
    expect(await openWithHeadScript(`/m/${uuid}`)).toEqual([]);
    expect(seen).toEqual([]);
  });

  it('leaves a meeting whose pass is remembered, and the join and editor pages, to the page', async () => {
    localStorage.setItem(`${PASS_KEY_PREFIX}${uuid}`, 'pass');
    expect(await openWithHeadScript(`/m/${uuid}`)).toEqual(['/api/config']);
    localStorage.clear();
    expect(await openWithHeadScript('/meeting/join/ABC234')).toEqual(['/api/config']);
    expect(await openWithHeadScript('/meeting/editor')).toEqual(['/api/config']);
  });

  it('does not hand an early answer to a read with other headers', async () => {
    await openWithHeadScript(`/m/${uuid}`);
    seen = [];
    await api(`/v3/meetings/${uuid}/check`, { headers: { 'x-meeting-pass': 'pass' } });
    expect(seen).toEqual([`/v3/meetings/${uuid}/check`]);
  });
});

describe("a participant's page asks for its screen's catalogs from its head", () => {
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    );

  it('in the language the visitor chose, those of the screen the address opens', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    await openWithHeadScript(`/m/${uuid}`);
    expect(preloads()).toEqual(['/assets/live-fr.js', '/assets/sharing-fr.js']);
  });

  it("in the browser's language otherwise, even for a signed-in visitor", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
    await openWithHeadScript('/meeting/join');
    expect(preloads()).toEqual(['/assets/join-en.js']);
  });
});
