import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';

const ID = '0b6c1d4e-0000-4000-8000-000000000000';
const forged = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
const raw = (text: string) => Buffer.from(text).toString('base64url');

/** Cursors a client could forge, each decoding to values that look right to a pattern. */
const forgedCursors: [string, string][] = [
  ['updated, February 30', `cursor=${forged(['updated', '2026-02-30T10:00:00.000Z', ID])}`],
  ['updated, year 0', `cursor=${forged(['updated', '0000-01-01T00:00:00.000Z', ID])}`],
  ['updated, hour 25', `cursor=${forged(['updated', '2026-01-01T25:00:00.000Z', ID])}`],
  [
    'created, April 31',
    `sort=created&cursor=${forged(['created', '2026-04-31T00:00:00.000Z', ID])}`,
  ],
  ['date, February 30', `sort=date&cursor=${forged(['date', '2026-02-30', ID])}`],
  ['date, year 0', `sort=date&cursor=${forged(['date', '0000-00-00', ID])}`],
  ['a uuid of dashes', `cursor=${forged(['updated', '2026-01-01T00:00:00.000Z', '-'.repeat(36)])}`],
  [
    'a uuid with a bad letter',
    `cursor=${forged(['updated', '2026-01-01T00:00:00.000Z', ID.replace('b', 'g')])}`,
  ],
  ['a number for the value', `cursor=${forged(['updated', 1e21, ID])}`],
  ['four parts', `cursor=${forged(['updated', '2026-01-01T00:00:00.000Z', ID, 1])}`],
  ['a title with NUL', `sort=title&cursor=${forged(['title', 'a\u0000', ID])}`],
  ['JSON nested deep', `cursor=${raw('['.repeat(400) + ']'.repeat(400))}`],
  ['not JSON', `cursor=${raw('{"')}`],
];

describe.each(testDatabaseKinds)('forged list cursors on %s', (kind) => {
  let app: App;
  let headers: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp(kind, { RATE_LIMIT_MAX: '100000' });
    ({ headers } = await signUp(app));
    for (const title of ['One', 'Two', 'Three']) {
      await app.inject({
        method: 'POST',
        url: '/v3/meetings',
        headers,
        payload: { content: `${title}\n` },
      });
    }
  });
  afterAll(() => app.close());

  it.each(forgedCursors)('refuses %s with 400 VALIDATION_FAILED', async (_name, query) => {
    const response = await app.inject({
      method: 'GET',
      url: `/v3/meetings?limit=1&${query}`,
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('still accepts a cursor on the last day of February in a leap year', async () => {
    const query = `sort=date&cursor=${forged(['date', '2028-02-29', ID])}`;
    const response = await app.inject({ method: 'GET', url: `/v3/meetings?${query}`, headers });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a uuid of dashes', raw(`1700000000000:${'-'.repeat(36)}`)],
    ['a uuid with a bad letter', raw(`1700000000000:${ID.replace('b', 'x')}`)],
  ])('refuses a runs cursor with %s', async (_name, cursor) => {
    const created = await app.inject({
      method: 'POST',
      url: '/v3/meetings',
      headers,
      payload: { content: 'Runs\n' },
    });
    const id = created.json().uuid as string;
    const response = await app.inject({
      method: 'GET',
      url: `/v3/meetings/${id}/runs?cursor=${cursor}`,
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
