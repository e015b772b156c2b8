import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { methodLibrary } from './library.ts';

type Item = {
  id: string;
  name: string;
  phase: string;
  minutes: [number, number];
  group: [number, number];
  remote: boolean;
};

/** The shipped library: the tests pick their examples from it, so they hold as cards are added. */
const library = methodLibrary();
const cards = library.list('en').map((method) => method.card);
const sample = cards[0];

describe('GET /v1/methods', () => {
  let app: App;
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  const listAll = async (query: string) => {
    const seen: Item[] = [];
    let cursor: string | null = null;
    do {
      const { status, body } = await get(
        `/v1/methods?limit=7&${query}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(status).toBe(200);
      seen.push(...body.items);
      cursor = body.nextCursor;
    } while (cursor);
    return seen;
  };

  beforeAll(async () => {
    app = await buildTestApp('pglite');
  });
  afterAll(() => app.close());

  it('lists every card to anyone, page after page without repeats, cacheable', async () => {
    const seen = await listAll('');
    expect(seen).toHaveLength(library.size);
    expect(new Set(seen.map((item) => item.id)).size).toBe(library.size);
    expect(seen.every((item) => item.remote)).toBe(true);
    const first = await get('/v1/methods?limit=1');
    expect(first.headers['cache-control']).toMatch(/public/);
    expect(first.body.items[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      purpose: expect.any(String),
      phase: expect.any(String),
      minutes: [expect.any(Number), expect.any(Number)],
      group: [expect.any(Number), expect.any(Number)],
      mode: expect.any(String),
      energy: expect.any(String),
      remote: true,
    });
  });

  it('finds a card by its name in French, accents ignored', async () => {
    if (!sample) return;
    const frenchName = sample.fr.name;
    const plain = frenchName.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const { body } = await get(`/v1/methods?language=fr&q=${encodeURIComponent(plain)}`);
    expect(body.items[0]).toMatchObject({ id: sample.id, name: frenchName });
    expect((await get('/v1/methods?q=zzzz-nothing')).body).toEqual({ items: [], nextCursor: null });
  });

  it('filters by phase, group size and minutes', async () => {
    const openings = await listAll('phase=opening');
    expect(openings.length).toBe(cards.filter((card) => card.phase === 'opening').length);
    expect(openings.every((item) => item.phase === 'opening')).toBe(true);

    const twelveMinutes = await listAll('minutes=12');
    expect(twelveMinutes.every((item) => item.minutes[0] <= 12 && item.minutes[1] >= 12)).toBe(
      true,
    );

    // 150 people: cards made for that many, and cards that split a crowd into tables.
    const crowd = await listAll('people=150');
    const expected = cards.filter(
      (card) => card.group[0] <= 150 && (card.group[1] >= 150 || card.subgroups),
    );
    expect(crowd.map((item) => item.id).sort()).toEqual(expected.map((card) => card.id).sort());
    expect((await listAll('remote=true')).length).toBe(library.size);
  });

  it.each([
    'language=de',
    'phase=lunch',
    'people=0',
    'people=1001',
    'minutes=abc',
    'minutes=961',
    'remote=maybe',
    'limit=0',
    'limit=101',
    'cursor=not-a-cursor',
    `q=${'x'.repeat(201)}`,
  ])('refuses %s with 400 VALIDATION_FAILED', async (query) => {
    const { status, body } = await get(`/v1/methods?${query}`);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /v1/methods/{id}', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp('pglite');
  });
  afterAll(() => app.close());

  it('returns the whole card in the language asked, with the text to insert', async () => {
    if (!sample) return;
    const fr = await app.inject({ method: 'GET', url: `/v1/methods/${sample.id}?language=fr` });
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['cache-control']).toMatch(/public/);
    expect(fr.json()).toMatchObject({
      id: sample.id,
      name: sample.fr.name,
      whenToUse: sample.fr.whenToUse,
      steps: sample.fr.steps,
      materials: sample.fr.materials,
      remote: sample.fr.remote,
      minutes: sample.minutes,
      group: sample.group,
      source: sample.source,
    });
    expect(fr.json().insertText).toContain(`# ${sample.fr.name}\n`);
    expect(fr.json().insertText).toContain(`Méthode : [`);
    const en = await app.inject({ method: 'GET', url: `/v1/methods/${sample.id}` });
    expect(en.json()).toMatchObject({ name: sample.en.name, purpose: sample.en.purpose });
  });

  it('answers 404 METHOD_NOT_FOUND for an unknown id and 400 for a bad language', async () => {
    for (const url of ['/v1/methods/no-such-method', '/v1/methods/Not%20A%20Slug']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'METHOD_NOT_FOUND',
        message: 'Method not found',
      });
    }
    const bad = await app.inject({
      method: 'GET',
      url: `/v1/methods/${sample?.id ?? 'x'}?language=de`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it('is documented in OpenAPI under its own operation ids', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(spec.paths['/v1/methods'].get.operationId).toBe('listMethods');
    expect(spec.paths['/v1/methods/{id}'].get.operationId).toBe('getMethod');
  });
});
