import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { deleteRedisKeys } from '../test/app.ts';
import { openTestDatabase } from '../test/databases.ts';
import type { Database } from '../db/client.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { signUp, TEST_PASSWORD } from '../test/users.ts';
import { createShared } from '../modules/sharing/testing.ts';

type Answer = { status: number; code?: string };

/**
 * One request; the status and error code of its answer. The tests below await their requests
 * while the database or Redis is still out of reach and only then bring it back: a request
 * that waited for it would never answer and fail the test, on any machine. How fast the answer
 * comes is a figure for a benchmark, not a threshold here (a busy machine would flake it).
 */
async function timed(app: App, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await app.inject({ method: 'GET', url, headers });
  const code = response.statusCode >= 400 ? (response.json().code as string) : undefined;
  return { status: response.statusCode, code };
}

/** Polls `check` until it holds or `ms` pass; returns whether it held. */
async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = performance.now() + ms;
  while (performance.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

const postgresServers = process.env.TEST_DATABASE_URL ? [process.env.TEST_DATABASE_URL] : [];

describe.each(postgresServers)('PostgreSQL restarting under load (%s)', (serverUrl) => {
  let app: App;
  let proxy: TcpProxy;
  let headers: Record<string, string>;
  let meetingUrl: string;
  const name = `ordo_fault_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const target = new URL(serverUrl);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(serverUrl);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${name}`;
    // The app reaches PostgreSQL only through the proxy, as it would reach a real server.
    app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: '/tmp/ordo-test-data',
        DATABASE_URL: url.toString(),
        DATABASE_TIMEOUT_MS: '1000',
        RATE_LIMIT_MAX: '100000',
      }),
      serveWeb: false,
      logger: false,
      jobs: false,
    });
    ({ headers } = await signUp(app));
    const created = await app.inject({
      method: 'POST',
      url: '/v3/meetings',
      headers,
      payload: { content: 'Weekly\n# One\n: 5\n' },
    });
    meetingUrl = `/v3/meetings/${created.json().uuid}`;
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('fails fast with 503 while the database is gone, says so on /readyz, and recovers alone', async () => {
    expect((await timed(app, meetingUrl, headers)).status).toBe(200);
    // Load: requests keep coming while the server goes away and comes back.
    let running = true;
    const answers: Answer[] = [];
    const load = Promise.all(
      Array.from({ length: 8 }, async () => {
        while (running) answers.push(await timed(app, meetingUrl, headers));
      }),
    );
    expect(await eventually(async () => answers.length >= 8, 10_000)).toBe(true);
    proxy.cut();
    const cutAt = answers.length;
    const outageSeen = await eventually(
      async () => answers.slice(cutAt).filter((answer) => answer.status === 503).length >= 8,
      10_000,
    );
    const ready = await timed(app, '/readyz');
    const during = await timed(app, meetingUrl, headers);
    // Every request of the load is answered while the database is still gone.
    running = false;
    await load;
    proxy.restore();
    const recovered = await eventually(
      async () => (await timed(app, meetingUrl, headers)).status === 200,
      10_000,
    );

    expect(outageSeen).toBe(true);

    expect(ready).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(during).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    const outage = answers.slice(cutAt);
    // Every answer is either the meeting or a fast 503: no 500, no 401, nothing hanging.
    for (const answer of outage) expect([200, 503]).toContain(answer.status);
    expect(outage.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
    expect(recovered).toBe(true);
    expect((await timed(app, '/readyz')).status).toBe(200);
  });

  it('answers 503 within its timeout when the server stops answering, and recovers', async () => {
    expect((await timed(app, meetingUrl, headers)).status).toBe(200);
    proxy.freeze();
    // Answered while the database is frozen (the thaw comes after): none waits for it.
    const [during, ready] = await Promise.all([
      timed(app, meetingUrl, headers),
      timed(app, '/readyz'),
    ]);
    proxy.thaw();
    const recovered = await eventually(
      async () => (await timed(app, meetingUrl, headers)).status === 200,
      10_000,
    );
    // DATABASE_TIMEOUT_MS is 1 s here: not the minutes of a TCP timeout.
    expect(during).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(ready).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(recovered).toBe(true);
  });
});

describe('Redis out of reach while REDIS_URL is set', () => {
  let app: App;
  let database: Database;
  let proxy: TcpProxy;
  const real = process.env.REDIS_URL ? new URL(process.env.REDIS_URL) : undefined;
  const prefix = `ordo-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  beforeAll(async () => {
    // Through a proxy to the real Redis when there is one; else to a port where nothing
    // listens, with the proxy cut before Ordo starts.
    proxy = await startTcpProxy(
      real
        ? { host: real.hostname, port: Number(real.port || 6379) }
        : { host: '127.0.0.1', port: 9 },
    );
    if (!real) proxy.cut();
    database = await openTestDatabase('pglite');
    app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: '/tmp/ordo-test-data',
        REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
        REDIS_PREFIX: prefix,
        REDIS_TIMEOUT_MS: '500',
        RATE_LIMIT_SIGN_UP_PER_CLIENT: '100000',
        RATE_LIMIT_SIGN_IN_PER_ADDRESS_AND_CLIENT: '2',
      }),
      database,
      serveWeb: false,
      logger: false,
      jobs: false,
    });
  });
  afterAll(async () => {
    proxy.restore();
    await app.close();
    await database.close();
    await proxy.close();
    if (process.env.REDIS_URL) await deleteRedisKeys(process.env.REDIS_URL, prefix);
  });

  /** A Restricted meeting (code 4321), whose code checks count wrong tries in Redis. */
  const restrictedMeeting = async () => {
    const { headers } = await signUp(app);
    return createShared(app, headers, {
      content: 'Secret\n',
      visibility: 'Restricted',
      code: '4321',
    });
  };

  it('keeps answering, and the sign-in limit still holds (in memory)', async () => {
    const { email } = await signUp(app);
    // Cut until the end of the file: every answer below comes without Redis.
    proxy.cut();
    const wrong = () =>
      app.inject({
        method: 'POST',
        url: '/v1/users/login',
        payload: { email, password: 'not the password' },
        remoteAddress: '203.0.113.9',
      });
    const statuses = [(await wrong()).statusCode, (await wrong()).statusCode];
    const third = await wrong();
    const right = await app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { email, password: TEST_PASSWORD },
      remoteAddress: '198.51.100.4',
    });
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    const config = await app.inject({ method: 'GET', url: '/api/config' });
    expect(statuses).toEqual([401, 401]);
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('RATE_LIMITED');
    // The owner on another client is not held back.
    expect(right.statusCode).toBe(200);
    expect(health.statusCode).toBe(200);
    expect(config.statusCode).toBe(200);
  });

  it('checks an access code with an answer or a 503, never a hang or a 500', async () => {
    const meeting = await restrictedMeeting();
    const answer = await timed(app, `/v3/meetings/${meeting.uuid}/check?code=0000`);
    if (answer.status !== 200)
      expect(answer).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  });

  it('delays nothing when Redis stops answering: limits in memory, access codes 503', async () => {
    const meeting = await restrictedMeeting();
    // A Redis that accepts connections and never answers (with none here, it stays cut).
    if (real) {
      proxy.restore();
      proxy.freeze();
    }
    try {
      const answers = [
        await timed(app, `/v3/meetings/${meeting.uuid}/check?code=0000`),
        await timed(app, `/v3/meetings/${meeting.uuid}?code=4321`),
        await timed(app, '/api/config'),
      ];
      for (const answer of answers.slice(0, 2)) {
        if (answer.status !== 200 && answer.status !== 401)
          expect(answer).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      }
      expect(answers[2]?.status).toBe(200);
    } finally {
      if (real) proxy.thaw();
    }
  });
});
