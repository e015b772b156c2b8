import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  loggerOptions,
  redactRequestUrl,
  redactText,
  redactUrl,
  requestLogController,
} from './logging.ts';

describe('redactUrl', () => {
  it.each([
    ['/v3/meetings/abc', '/v3/meetings/abc'],
    ['/v3/meetings/abc?code=s3cret', '/v3/meetings/abc?code=[redacted]'],
    ['/v3/meetings/abc/check?code=s3cret&x=1', '/v3/meetings/abc/check?code=[redacted]&x=1'],
    ['/m/abc?pass=eyJs3cret', '/m/abc?pass=[redacted]'],
    ['/user/login?reset=s3cret', '/user/login?reset=[redacted]'],
    [
      '/api/auth/magic-link/verify?token=s3cret&callbackURL=%2Fuser%2Flogged',
      '/api/auth/magic-link/verify?token=[redacted]&callbackURL=%2Fuser%2Flogged',
    ],
    ['/api/auth/verify-email?token=s3cret', '/api/auth/verify-email?token=[redacted]'],
    ['/user/workspace/x?invite=s3cret', '/user/workspace/x?invite=[redacted]'],
    ['/m/x/remote?controlToken=s3cret', '/m/x/remote?controlToken=[redacted]'],
    ['/x?TOKEN=s3cret&Reset=s3cret', '/x?TOKEN=[redacted]&Reset=[redacted]'],
    ['/x?%74oken=s3cret', '/x?%74oken=[redacted]'],
    ['/x?token=s3cret&token=s3cret2', '/x?token=[redacted]&token=[redacted]'],
    ['/x?t=s3cret#frag', '/x?t=[redacted]'],
    ['/x?%=1&reset=s3cret', '/x?%=1&reset=[redacted]'],
    [
      '/user/subscription/test-checkout?session=s3cret',
      '/user/subscription/test-checkout?session=[redacted]',
    ],
    [
      '/user/subscription/success?session_id=s3cret',
      '/user/subscription/success?session_id=[redacted]',
    ],
    // A signed-out invitee sent to sign in and back: the link's token rides inside `next`.
    [
      '/user/login?next=%2Fuser%2Fworkspace%2Fw1%3Finvitation%3Ds3cret',
      '/user/login?next=%2Fuser%2Fworkspace%2Fw1%3Finvitation%3D%5Bredacted%5D',
    ],
    [
      '/api/auth/magic-link/verify?token=s3cret&callbackURL=%2Fuser%2Flogged%3Fnext%3D%252Fw%253Finvitation%253Ds3cret',
      '/api/auth/magic-link/verify?token=[redacted]&callbackURL=%2Fuser%2Flogged%3Fnext%3D%252Fw%253Finvitation%253D%255Bredacted%255D',
    ],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
    expect(redactUrl(url)).not.toContain('s3cret');
  });
});

describe('redactText', () => {
  it.each([
    ['Route GET:/x?token=s3cret not found', 'Route GET:/x?token=[redacted] not found'],
    [
      'Route GET:/user/login?next=%2Fw%3Finvitation%3Ds3cret%26lang%3Dfr not found',
      'Route GET:/user/login?next=%2Fw%3Finvitation%3D[redacted]%26lang%3Dfr not found',
    ],
  ])('%s', (text, expected) => {
    expect(redactText(text)).toBe(expected);
  });
});

describe('redactRequestUrl', () => {
  it.each([
    [
      '/v3/workspaces/w1/users/s3cret',
      { id: 'w1', token: 's3cret' },
      '/v3/workspaces/w1/users/[redacted]',
    ],
    [
      '/v2/payments/test-checkout/s3cret/pay?x=1',
      { session: 's3cret' },
      '/v2/payments/test-checkout/[redacted]/pay?x=1',
    ],
    [
      '/v2/payments/test-checkout/s3cr%65t',
      { session: 's3cret' },
      '/v2/payments/test-checkout/[redacted]',
    ],
    ['/v3/meetings/m1?code=s3cret', { id: 'm1' }, '/v3/meetings/m1?code=[redacted]'],
    ['/nowhere/s3cret', {}, '/nowhere/s3cret'],
  ])('%s → %s', (url, params, expected) => {
    expect(redactRequestUrl(url, params)).toBe(expected);
  });
});

describe('the request log', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, next) {
        lines.push(String(chunk));
        next();
      },
    });
    app = Fastify({
      logger: { ...loggerOptions('info'), stream },
      logController: requestLogController(),
    });
    app.get('/user/login', async () => 'page');
    app.put('/v3/workspaces/:id/users/:token', async () => ({ ok: true }));
    app.get('/v2/payments/test-checkout/:session', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('never holds the one-time token of an opened link', async () => {
    await app.inject({ method: 'GET', url: '/user/login?reset=s3cret-reset-token' });
    await app.inject({ method: 'GET', url: '/api/auth/verify-email?token=s3cret-verify' });
    const log = lines.join('');

    expect(log).toContain('/user/login?reset=[redacted]');
    expect(log).not.toContain('s3cret');
  });

  it('never holds a checkout session or a teamspace seat, in the path or the query', async () => {
    const seat = '4f6c7a52-9d1e-4b0a-8c3e-2a5b7d9e1f03';
    const session = 'a3d2c1b0-5e4f-4a6b-9c8d-7e6f5a4b3c2d';
    await app.inject({ method: 'PUT', url: `/v3/workspaces/w1/users/${seat}` });
    await app.inject({ method: 'GET', url: `/v2/payments/test-checkout/${session}` });
    await app.inject({
      method: 'GET',
      url: `/user/login?session=${session}&session_id=cs_${seat}`,
    });
    const log = lines.join('');

    expect(log).toContain('/v3/workspaces/w1/users/[redacted]');
    expect(log).toContain('/v2/payments/test-checkout/[redacted]');
    expect(log).not.toContain(seat);
    expect(log).not.toContain(session);
  });
});

describe('the access log', () => {
  it('writes one line per request with its method, redacted URL, status and duration', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, next) {
        lines.push(String(chunk));
        next();
      },
    });
    const app = Fastify({
      logger: { ...loggerOptions('info'), stream },
      logController: requestLogController(),
    });
    app.get('/v3/meetings/:id', async () => ({ ok: true }));
    try {
      await app.inject({ method: 'GET', url: '/v3/meetings/abc?code=s3cret' });
      await app.inject({ method: 'GET', url: '/v3/missing' });
    } finally {
      await app.close();
    }
    const requests = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.req !== undefined);
    expect(requests).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/v3/meetings/abc?code=[redacted]' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
      expect.objectContaining({
        req: expect.objectContaining({ url: '/v3/missing' }),
        res: { statusCode: 404 },
      }),
    ]);
  });
});
