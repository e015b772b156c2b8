import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { signUp } from '../../test/users.ts';
import { fuzzCases, type FuzzCase, type OpenApi } from './cases.ts';
import { fingerprint } from './snapshot.ts';
import { seededRandom } from './values.ts';

/** FUZZ_SEED replays a run; each run prints the seed it used. */
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

/**
 * Hostile input on every JSON endpoint of the OpenAPI document, as a signed-in user who owns a
 * meeting: no answer is a 5xx, and a refused call (4xx) writes nothing anywhere in the database.
 * An accepted call (a hostile string can be a fine title) is the new baseline.
 */
describe(`OpenAPI-driven fuzz (FUZZ_SEED=${seed})`, () => {
  let app: App;
  let cases: FuzzCase[];
  let headers: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp('pglite', {
      RATE_LIMIT_MAX: '1000000',
      RATE_LIMIT_SIGN_UP_PER_ADDRESS: '100000',
      RATE_LIMIT_MAGIC_LINK_PER_ADDRESS: '100000',
      RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS: '100000',
      SHARING_CODE_ATTEMPTS_MAX: '100000',
    });
    const user = await signUp(app);
    headers = user.headers;
    const created = await app.inject({
      method: 'POST',
      url: '/v3/meetings',
      headers,
      payload: { content: 'Fuzzed\n# One\n: 5\n' },
    });
    const document = (
      await app.inject({ method: 'GET', url: '/api/openapi.json' })
    ).json<OpenApi>();
    cases = fuzzCases(document, {
      meetingId: created.json().uuid as string,
      random: seededRandom(seed),
      // Signing out would end the session the rest of the run uses.
      // HEAD runs the GET route and drops the body: fuzzing it again would prove nothing new.
      skip: (method, path) =>
        method === 'HEAD' || path === '/v1/users/logout' || path.startsWith('/api/auth/'),
    });
  });
  afterAll(() => app.close());

  it('covers the JSON endpoints of the document', () => {
    const endpoints = new Set(cases.map((fuzz) => fuzz.endpoint));
    for (const expected of [
      'POST /v3/meetings',
      'PUT /v3/meetings/{id}',
      'GET /v3/meetings',
      'PUT /v1/users/me',
    ]) {
      expect(endpoints).toContain(expected);
    }
  });

  it('never answers 5xx, and a refused call changes nothing', async () => {
    const failures: string[] = [];
    let before = await fingerprint(app);
    for (const fuzz of cases) {
      const response = await app.inject({
        method: fuzz.method as 'GET',
        url: fuzz.url,
        headers: {
          ...headers,
          ...(fuzz.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(fuzz.body === undefined ? {} : { payload: JSON.stringify(fuzz.body) }),
      });
      const label = `${fuzz.endpoint} (${fuzz.what}) → ${response.statusCode}`;
      if (response.statusCode >= 500) failures.push(`${label} ${response.body.slice(0, 200)}`);
      else if (response.statusCode >= 400) {
        const body = response.json<{ code?: unknown; message?: unknown }>();
        if (typeof body.code !== 'string' || typeof body.message !== 'string') {
          failures.push(`${label} without { code, message }`);
        }
        const after = await fingerprint(app);
        for (const table of Object.keys(after)) {
          if (after[table] !== before[table]) failures.push(`${label} changed ${table}`);
        }
        before = after;
      } else before = await fingerprint(app);
    }
    console.info(`fuzz: ${cases.length} calls, seed ${seed}`);
    expect(failures).toEqual([]);
  }, 120_000);
});
