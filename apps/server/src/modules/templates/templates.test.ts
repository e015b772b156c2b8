import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { templateLibrary } from './library.ts';

type Item = {
  id: string;
  title: string;
  category: string | null;
  language: string;
  totalMinutes: number;
  source: string;
};
type Headers = { authorization: string };

const libraryCount = templateLibrary().list('en').length;
const MY_TEMPLATE =
  'My weekly sync\n> Our own way of syncing\nSecret facilitator note\n\n# Round\n: 20\n';

describe.each(testDatabaseKinds)('GET /v1/templates on %s', (kind) => {
  let app: App;
  let alice: Headers;
  let bob: Headers;
  let mineId: string;

  const list = async (query: string, headers?: Headers) => {
    const response = await app.inject({ method: 'GET', url: `/v1/templates?${query}`, headers });
    return { status: response.statusCode, body: response.json() };
  };
  const create = async (headers: Headers, payload: object) =>
    (await app.inject({ method: 'POST', url: '/v3/meetings', headers, payload })).json();

  beforeAll(async () => {
    app = await buildTestApp(kind);
    alice = (await signUp(app)).headers;
    bob = (await signUp(app)).headers;
    mineId = (await create(alice, { content: MY_TEMPLATE, settings: { isTemplate: true } })).uuid;
    await create(alice, { content: 'Not a template weekly sync\n\n# Round\n: 20\n' });
    await create(bob, {
      content: 'Bob weekly sync\n\n# Round\n: 20\n',
      settings: { isTemplate: true },
    });
    const deleted = await create(alice, {
      content: 'Deleted weekly sync\n\n# Round\n: 20\n',
      settings: { isTemplate: true },
    });
    await app.inject({
      method: 'PUT',
      url: `/v3/meetings/${deleted.uuid}`,
      headers: alice,
      payload: { baseVersion: deleted.version, status: 'DELETED' },
    });
  });
  afterAll(() => app.close());

  it('shows the library in English to anonymous callers, page after page without repeats', async () => {
    const seen: Item[] = [];
    let cursor: string | null = null;
    do {
      const { status, body } = await list(`limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      expect(status).toBe(200);
      expect(body.items.length).toBeLessThanOrEqual(10);
      seen.push(...body.items);
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(libraryCount);
    expect(new Set(seen.map((item) => item.id)).size).toBe(libraryCount);
    expect(seen.every((item) => item.source === 'library' && item.language === 'en')).toBe(true);
    expect(seen.find((item) => item.id === 'retro-sailboat')).toMatchObject({
      title: 'Retrospective: the sailboat',
      category: 'retrospective',
      totalMinutes: 90,
      sequenceCount: 7,
      tags: expect.arrayContaining(['metaphor']),
      summary: expect.stringContaining('rocks'),
    });
  });

  it('lists the French versions under the same ids', async () => {
    const { body } = await list('language=fr&q=voilier');
    expect(body.items).toEqual([
      expect.objectContaining({ id: 'retro-sailboat', language: 'fr', totalMinutes: 90 }),
    ]);
    expect(body.items[0].title).toBe('Rétrospective : le voilier');
  });

  it('filters by category, duration and words, accents ignored', async () => {
    const retros = (await list('category=retrospective&limit=100')).body.items as Item[];
    expect(retros.length).toBeGreaterThanOrEqual(4);
    expect(retros.every((item) => item.category === 'retrospective')).toBe(true);

    const short = (await list('minMinutes=30&maxMinutes=45&limit=100')).body.items as Item[];
    expect(short.length).toBeGreaterThan(0);
    expect(short.every((item) => item.totalMinutes >= 30 && item.totalMinutes <= 45)).toBe(true);
    expect((await list('minMinutes=960')).body.items.map((item: Item) => item.id)).toEqual([
      'hackathon-two-days',
    ]);

    const accented = (await list('language=fr&q=retrospective&limit=100')).body.items as Item[];
    expect(accented.map((item) => item.id)).toContain('retro-4ls');
    expect((await list('q=sprint%20storyboard')).body.items.map((item: Item) => item.id)).toEqual([
      'design-sprint-day-3-decide',
    ]);
    expect((await list('q=zzzz-nothing')).body).toEqual({ items: [], nextCursor: null });
  });

  it('adds the signed-in caller’s own templates first, and nobody else’s', async () => {
    const { body } = await list('limit=100', alice);
    expect(body.items).toHaveLength(libraryCount + 1);
    expect(body.items[0]).toMatchObject({
      id: mineId,
      source: 'mine',
      title: 'My weekly sync',
      summary: 'Our own way of syncing',
      category: null,
      totalMinutes: 20,
      sequenceCount: 1,
    });
    const titles = (await list('q=weekly%20sync', alice)).body.items.map(
      (item: Item) => item.title,
    );
    expect(titles).toContain('My weekly sync');
    expect(titles).not.toContain('Bob weekly sync');
    expect(titles).not.toContain('Not a template weekly sync');
    expect(titles).not.toContain('Deleted weekly sync');
    // Your templates have no category: filtering by one leaves them out.
    const planning = (await list('category=planning', alice)).body.items as Item[];
    expect(planning.some((item) => item.source === 'mine')).toBe(false);
    expect((await list('maxMinutes=10', alice)).body.items).toEqual([]);
  });

  it.each([
    ['category=unknown'],
    ['language=de'],
    ['limit=0'],
    ['limit=101'],
    ['minMinutes=-1'],
    ['maxMinutes=abc'],
    ['minMinutes=90&maxMinutes=30'],
    ['cursor=not-a-cursor'],
    [`q=${'x'.repeat(201)}`],
  ])('refuses %s with 400 VALIDATION_FAILED', async (query) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
  });

  it('reads one library template in either language, with its facilitator notes', async () => {
    const en = await app.inject({ method: 'GET', url: '/v1/templates/decision-meeting' });
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({ id: 'decision-meeting', language: 'en', source: 'library' });
    expect(en.json().content).toContain('decision log');
    const fr = await app.inject({
      method: 'GET',
      url: '/v1/templates/decision-meeting?language=fr',
    });
    expect(fr.json()).toMatchObject({ language: 'fr', title: 'Réunion de décision' });
  });

  it('opens your own template to you only; anything else is 404 TEMPLATE_NOT_FOUND', async () => {
    const own = await app.inject({ method: 'GET', url: `/v1/templates/${mineId}`, headers: alice });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ source: 'mine', content: MY_TEMPLATE });
    for (const [url, headers] of [
      [`/v1/templates/${mineId}`, bob],
      [`/v1/templates/${mineId}`, undefined],
      ['/v1/templates/no-such-template', undefined],
      ['/v1/templates/00000000-0000-4000-8000-000000000000', alice],
      ['/v1/templates/Not%20A%20Slug', undefined],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'TEMPLATE_NOT_FOUND' });
      expect(response.body).not.toContain('Secret facilitator note');
    }
    const badLanguage = await app.inject({
      method: 'GET',
      url: '/v1/templates/one-to-one?language=de',
    });
    expect(badLanguage.statusCode).toBe(400);
  });
});

describe.each(testDatabaseKinds)('POST /v3/meetings { templateId } on %s', (kind) => {
  let app: App;
  let alice: Headers;
  let bob: Headers;

  const post = (headers: Headers | undefined, payload: object) =>
    app.inject({ method: 'POST', url: '/v3/meetings', headers, payload });
  const count = async (headers: Headers) =>
    (await app.inject({ method: 'GET', url: '/v3/meetings', headers })).json().items.length;

  beforeAll(async () => {
    app = await buildTestApp(kind);
    alice = (await signUp(app)).headers;
    bob = (await signUp(app)).headers;
  });
  afterAll(() => app.close());

  it('starts a meeting from a library template, in the language asked', async () => {
    const response = await post(alice, { templateId: 'one-to-one', language: 'fr' });
    expect(response.statusCode).toBe(201);
    const meeting = response.json();
    const template = templateLibrary().find('one-to-one', 'fr');
    expect(meeting.content).toBe(template?.content);
    expect(meeting).toMatchObject({
      title: 'Entretien individuel régulier',
      sequenceCount: template?.sequenceCount,
      schedule: { totalMinutes: template?.totalMinutes },
      settings: { language: 'fr', isTemplate: false },
    });
  });

  it('copies your own template, and refuses a stranger’s without creating anything', async () => {
    const mine = (
      await post(alice, { content: 'Mine\n\n# A\n: 5\n', settings: { isTemplate: true } })
    ).json();
    const copy = await post(alice, { templateId: mine.uuid });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      content: 'Mine\n\n# A\n: 5\n',
      settings: { isTemplate: false },
    });
    expect(copy.json().uuid).not.toBe(mine.uuid);

    const before = await count(bob);
    const stolen = await post(bob, { templateId: mine.uuid });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('TEMPLATE_NOT_FOUND');
    const unknown = await post(bob, { templateId: 'no-such-template' });
    expect(unknown.json().code).toBe('TEMPLATE_NOT_FOUND');
    expect(await count(bob)).toBe(before);
  });

  it('refuses content and templateId together, and anonymous callers', async () => {
    const both = await post(alice, { templateId: 'one-to-one', content: 'x' });
    expect(both.statusCode).toBe(400);
    expect(both.json().code).toBe('VALIDATION_FAILED');
    expect((await post(alice, { templateId: 'one-to-one', language: 'de' })).statusCode).toBe(400);
    expect((await post(undefined, { templateId: 'one-to-one' })).statusCode).toBe(401);
  });
});
