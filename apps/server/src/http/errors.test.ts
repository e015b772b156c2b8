import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { App } from '../app.ts';
import { buildTestApp } from '../test/app.ts';
import { AppError } from './app-error.ts';

// Routes that exist only in this test, to drive each error path through the real handler.
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/echo',
    { schema: { body: z.object({ title: z.string().min(1).max(10) }) } },
    async (request) => request.body,
  );
  app.get('/api/test/app-error', async () => {
    throw new AppError('MEETING_NOT_FOUND');
  });
  app.get('/api/test/crash', async () => {
    throw new Error('select * from secret_table where password = 1');
  });
};

describe('error shapes', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp('pglite', { BODY_LIMIT_BYTES: '1024', RATE_LIMIT_MAX: '1000' });
    await app.register(probeRoutes);
  });
  afterAll(() => app.close());

  const post = (payload: string, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload,
      headers: { 'content-type': contentType },
    });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const response = await post('{"title": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'MALFORMED_JSON',
      message: 'The request body is not valid JSON',
    });
  });

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await post(JSON.stringify({ title: 'x'.repeat(5000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a schema violation with 400 VALIDATION_FAILED and the issues', async () => {
    const response = await post(JSON.stringify({ title: '' }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues).toEqual([expect.objectContaining({ path: 'title' })]);
  });

  it('answers a wrong content type with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const response = await post('title=x', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it.each(['/api/nope', '/v1/nope', '/v2/x/y', '/v3/meetings-nope', '/api'])(
    'answers an unknown API path %s with 404 NOT_FOUND in JSON',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json().code).toBe('NOT_FOUND');
    },
  );

  it('turns an AppError into its catalog status and message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'MEETING_NOT_FOUND', message: 'Meeting not found' });
  });

  it('never leaks a stack trace or SQL from an unexpected error', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side',
    });
    expect(response.body).not.toMatch(/secret_table|at .*\.ts/);
  });
});

describe('global rate limit', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp('pglite', { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });
  });
  afterAll(() => app.close());

  it('answers 429 RATE_LIMITED with retryAfter and Retry-After once the limit is reached', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await app.inject({ method: 'GET', url: '/api/config' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await app.inject({ method: 'GET', url: '/api/config' });
    const body = limited.json();
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never limits the health probes', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    }
  });
});

describe('characters PostgreSQL cannot store', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp('pglite', { RATE_LIMIT_MAX: '1000' });
    await app.register(probeRoutes);
  });
  afterAll(() => app.close());

  it('refuses a NUL in a JSON body with 400 naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":"a\\u0000b"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'title', message: 'contains a NUL character, which cannot be stored' }],
    });
  });

  it('refuses a NUL in a query string with 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config?q=a%00b' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('still parses JSON and refuses prototype poisoning', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { title: 'fine' },
    });
    expect(ok.json()).toEqual({ title: 'fine' });
    const poisoned = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":"x","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});
