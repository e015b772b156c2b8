import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUpOnPlan } from '../../test/plans.ts';

describe.each(testDatabaseKinds)('listing meetings on %s', (kind) => {
  let app: App;
  let headers: { authorization: string };
  let clock = new Date('2026-03-01T10:00:00Z');

  beforeAll(async () => {
    app = await buildTestApp(kind, {}, { clock: () => clock });
    headers = {
      authorization: `Bearer ${(await signUpOnPlan(app, { email: 'lister@example.com' })).token}`,
    };
    const other = {
      authorization: `Bearer ${(await signUpOnPlan(app, { email: 'other@example.com' })).token}`,
    };
    await app.inject({
      method: 'POST',
      url: '/v3/meetings',
      headers: other,
      payload: { content: 'Not yours' },
    });
    const seeds = [
      { content: 'Delta planning', settings: { date: '2026-05-01' } },
      { content: 'alpha review', settings: { visibility: 'Public' } },
      { content: 'Charlie retro' },
      { content: 'Bravo kickoff\n> 100% focus_on goals', settings: { date: '2026-04-01' } },
      { content: 'Echo archive' },
    ];
    for (const payload of seeds) {
      clock = new Date(clock.getTime() + 60_000);
      await app.inject({ method: 'POST', url: '/v3/meetings', headers, payload });
    }
    const echo = (await app.inject({ method: 'GET', url: '/v3/meetings?q=Echo', headers })).json()
      .items[0];
    await app.inject({
      method: 'PUT',
      url: `/v3/meetings/${echo.uuid}`,
      headers,
      payload: { baseVersion: 1, archived: true },
    });
  });
  afterAll(() => app.close());

  const titles = async (query: string) =>
    (await app.inject({ method: 'GET', url: `/v3/meetings?${query}`, headers }))
      .json()
      .items.map((item: { title: string }) => item.title);

  it('lists only the caller’s meetings, most recently updated first', async () => {
    expect(await titles('')).toEqual([
      'Echo archive',
      'Bravo kickoff',
      'Charlie retro',
      'alpha review',
      'Delta planning',
    ]);
  });

  it.each([
    [
      'sort=title',
      ['alpha review', 'Bravo kickoff', 'Charlie retro', 'Delta planning', 'Echo archive'],
    ],
    [
      'sort=created',
      ['Echo archive', 'Bravo kickoff', 'Charlie retro', 'alpha review', 'Delta planning'],
    ],
    ['sort=date', ['Bravo kickoff', 'Delta planning']],
  ])('sorts with %s', async (query, expected) => {
    expect((await titles(query)).slice(0, expected.length)).toEqual(expected);
  });

  it.each([
    ['lifecycle=draft', ['Charlie retro']],
    ['lifecycle=planned', ['Bravo kickoff', 'Delta planning']],
    ['lifecycle=published', ['alpha review']],
    ['lifecycle=archived', ['Echo archive']],
    ['lifecycle=live', []],
    ['q=ALPHA', ['alpha review']],
    ['q=100%25 focus_on', ['Bravo kickoff']],
    ['q=%25', ['Bravo kickoff']],
  ])('filters with %s', async (query, expected) => {
    expect(await titles(query)).toEqual(expected);
  });

  it('pages with a cursor without skipping or repeating, and says when it ends', async () => {
    for (const sort of ['updated', 'created', 'title', 'date']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const body = (
          await app.inject({ method: 'GET', url: `/v3/meetings?${query}`, headers })
        ).json();
        seen.push(...body.items.map((item: { title: string }) => item.title));
        cursor = body.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(pages, sort).toBe(3);
      expect(seen, sort).toEqual(await titles(`sort=${sort}&limit=100`));
    }
  });

  const forged = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

  it.each([
    'limit=0',
    'limit=101',
    'sort=size',
    'status=GONE',
    'lifecycle=soon',
    'cursor=bogus',
    `cursor=${forged(['updated', 'not-a-date', '0b6c1d4e-0000-4000-8000-000000000000'])}`,
    `sort=date&cursor=${forged(['date', '2026-01-01', 'not-a-uuid'])}`,
    `sort=title&cursor=${forged(['updated', 'x', '0b6c1d4e-0000-4000-8000-000000000000'])}`,
    'q=a%00b',
  ])('answers 400 VALIDATION_FAILED for %s', async (query) => {
    const response = await app.inject({ method: 'GET', url: `/v3/meetings?${query}`, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});
