// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './client.ts';
import { ApiError, isCancelled } from './errors.ts';

// A real HTTP server on 127.0.0.1: the client is exercised over an actual socket.
let server: Server;
let base = '';
const seen: { authorization?: string; body?: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ authorization: request.headers.authorization, body });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (request.url?.startsWith('/ok')) return send(200, { echo: body, url: request.url });
      if (request.url === '/missing')
        return send(404, { code: 'MEETING_NOT_FOUND', message: 'Meeting not found' });
      if (request.url === '/slow') return void setTimeout(() => send(200, {}), 2000);
      response.writeHead(500).end('<html>boom</html>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('api client', () => {
  it('sends JSON with the query and returns the parsed answer', async () => {
    const result = await api<{ echo: string; url: string }>(`${base}/ok`, {
      method: 'POST',
      body: { title: 'Retro' },
      query: { code: 'A B', empty: undefined },
    });
    expect(result).toEqual({ echo: '{"title":"Retro"}', url: '/ok?code=A+B' });
  });

  it('sends the bearer token when signed in', async () => {
    const store = new Map<string, string>([['ordo.token', 'tok-123']]);
    globalThis.localStorage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    } as Storage;
    await api(`${base}/ok`);
    expect(seen.at(-1)?.authorization).toBe('Bearer tok-123');
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('throws a typed ApiError carrying the code and message of the answer', async () => {
    const error = await api(`${base}/missing`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'MEETING_NOT_FOUND',
      message: 'Meeting not found',
      status: 404,
    });
  });

  it('turns a non-JSON failure into INTERNAL_ERROR and an unreachable server into NETWORK_ERROR', async () => {
    await expect(api(`${base}/html`)).rejects.toMatchObject({
      code: 'INTERNAL_ERROR',
      status: 500,
    });
    await expect(api('http://127.0.0.1:1/none')).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
    });
  });

  it('rethrows a cancelled request as a cancellation, not an error to show', async () => {
    const controller = new AbortController();
    const pending = api(`${base}/slow`, { signal: controller.signal }).catch(
      (caught: unknown) => caught,
    );
    controller.abort();
    expect(isCancelled(await pending)).toBe(true);
  });
});
