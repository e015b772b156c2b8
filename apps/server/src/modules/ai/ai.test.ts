import { parseAgenda, scheduleAgenda } from '@ordo/agenda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUpOnPlan } from '../../test/plans.ts';
import { startFakeModelServer, type FakeModelServer } from './model/fake-model-server.ts';

const agendaAsk = (durationMinutes: number) => ({
  kind: 'agenda',
  objective: 'Retrospective of the spring release',
  durationMinutes,
  participants: 8,
  language: 'en',
  seed: 11,
});

describe.each(testDatabaseKinds)('Ordo AI on %s', (kind) => {
  let app: App;
  let now = new Date('2026-11-20T10:00:00Z');

  beforeAll(async () => {
    app = await buildTestApp(kind, {}, { clock: () => now });
  });
  afterAll(() => app.close());

  const ask = (token: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/v2/ai/ask',
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  const quota = async (token: string) =>
    (
      await app.inject({
        method: 'GET',
        url: '/v2/ai/quota',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();

  it('refuses anonymous callers and bad input', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/v2/ai/ask', payload: agendaAsk(60) })).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/v2/ai/quota' })).statusCode).toBe(401);
    const { token } = await signUpOnPlan(app);
    for (const payload of [
      { ...agendaAsk(60), durationMinutes: 2 },
      { ...agendaAsk(60), participants: 0 },
      { kind: 'poem', language: 'en' },
      { ...agendaAsk(60), language: 'de' },
    ]) {
      const response = await ask(token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await quota(token)).powerUsed).toBe(0);
  });

  it("spends an agenda's minutes, small asks 5, and refuses past the limit without charging", async () => {
    const { token } = await signUpOnPlan(app);
    expect(await quota(token)).toEqual({
      plan: 'free',
      unlimited: false,
      powerMonthly: 240,
      powerUsed: 0,
      percentUsed: 0,
      refillsAt: '2026-12-01T00:00:00.000Z',
      daysUntilRefill: 11,
    });
    const first = await ask(token, agendaAsk(120));
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      provider: 'builtin',
      powerSpent: 120,
      intent: 'retrospective',
      seed: 11,
    });
    expect(body.quota).toMatchObject({ powerUsed: 120, percentUsed: 50 });
    const { agenda, diagnostics } = parseAgenda(body.content);
    expect(diagnostics).toEqual([]);
    expect(scheduleAgenda(agenda).requiredMinutes).toBe(120);

    const details = await ask(token, {
      kind: 'sequence-details',
      sequenceTitle: agenda.sequences[1]!.title,
      content: body.content,
      language: 'en',
    });
    expect(details.json()).toMatchObject({ powerSpent: 5, quota: { powerUsed: 125 } });
    expect(details.json().steps.length).toBeGreaterThan(1);

    const over = await ask(token, agendaAsk(120));
    expect(over.statusCode).toBe(402);
    expect(over.json().code).toBe('AI_POWER_LIMIT');
    expect((await quota(token)).powerUsed).toBe(125);
  });

  it('charges nothing when no answer can be made, or when the built-in coach needs a model', async () => {
    const { token } = await signUpOnPlan(app);
    const failed = await ask(token, {
      kind: 'sequence-details',
      sequenceTitle: 'Standup',
      content: '# Standup\n: 15\n',
      language: 'en',
    });
    expect(failed.statusCode).toBe(404);
    expect(failed.json().code).toBe('AI_NO_METHOD');
    const poem = await ask(token, {
      kind: 'editor-assistant',
      instruction: 'Rewrite everything as a poem',
      content: '# A\n: 10\n',
      language: 'en',
    });
    expect(poem.json()).toMatchObject({ needsModel: true, powerSpent: 0, content: '# A\n: 10\n' });
    expect(poem.json().summary).toContain('I did not understand “Rewrite everything as a poem”');
    expect(poem.json().summary).toContain('need a connected language model');
    expect((await quota(token)).powerUsed).toBe(0);
  });

  it('edits with the built-in assistant and builds slides', async () => {
    const { token } = await signUpOnPlan(app);
    const content = 'Day\n\n# Intro\n: 20\n\n# Work\n: 100\n\n/# Extra\n: 10\n';
    const edited = (
      await ask(token, {
        kind: 'editor-assistant',
        instruction: 'Drop optional sequences and fit to 90 minutes',
        content,
        language: 'en',
      })
    ).json();
    expect(edited.needsModel).toBe(false);
    expect(edited.changes).toHaveLength(2);
    const { agenda } = parseAgenda(edited.content);
    expect(agenda.sequences.map((sequence) => sequence.title)).toEqual(['Intro', 'Work']);
    expect(scheduleAgenda(agenda).requiredMinutes).toBe(90);
    const slides = (
      await ask(token, { kind: 'slideshow', content, start: '09:00', language: 'en' })
    ).json();
    expect(slides.slides.map((slide: { kind: string }) => slide.kind)).toEqual([
      'title',
      'sequence',
      'sequence',
      'sequence',
      'end',
    ]);
    expect(slides.slides[1]).toMatchObject({ title: 'Intro', time: '09:00–09:20' });
    expect(slides.quota.powerUsed).toBe(10);
  });

  it('never overspends when asks at the limit run at the same time', async () => {
    const { token } = await signUpOnPlan(app);
    const results = await Promise.all([1, 2, 3].map(() => ask(token, agendaAsk(100))));
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 200, 402]);
    expect((await quota(token)).powerUsed).toBe(200);
  });

  it('refills at the start of the next calendar month', async () => {
    const { token } = await signUpOnPlan(app);
    expect((await ask(token, agendaAsk(200))).statusCode).toBe(200);
    now = new Date('2026-11-30T23:59:00Z');
    expect((await ask(token, agendaAsk(60))).statusCode).toBe(402);
    now = new Date('2026-12-01T00:00:00Z');
    expect(await quota(token)).toMatchObject({
      powerUsed: 0,
      refillsAt: '2027-01-01T00:00:00.000Z',
      daysUntilRefill: 31,
    });
    const again = (await ask(token, agendaAsk(60))).json();
    expect(again.quota).toMatchObject({ powerUsed: 60, percentUsed: 25 });
    now = new Date('2026-11-20T10:00:00Z');
  });

  it('lets PRO spend without a monthly limit', async () => {
    const { token } = await signUpOnPlan(app, { plan: 'pro' });
    for (const minutes of [480, 480])
      expect((await ask(token, agendaAsk(minutes))).statusCode).toBe(200);
    expect(await quota(token)).toMatchObject({
      plan: 'pro',
      unlimited: true,
      powerMonthly: null,
      powerUsed: 960,
      percentUsed: 0,
    });
  });

  it('streams the answer as server-sent events', async () => {
    const { token } = await signUpOnPlan(app);
    const response = await app.inject({
      method: 'POST',
      url: '/v2/ai/ask/stream',
      headers: { authorization: `Bearer ${token}` },
      payload: agendaAsk(45),
    });
    expect(response.headers['content-type']).toContain('text/event-stream');
    const result = response.body.split('\n\n').find((block) => block.startsWith('event: result'));
    expect(JSON.parse(result!.split('\ndata: ')[1]!).answer.powerSpent).toBe(45);
  });
});

describe('Ordo AI settings', () => {
  let server: FakeModelServer;
  beforeAll(async () => {
    server = await startFakeModelServer(() => ({ kind: 'error', status: 500, message: 'down' }));
  });
  afterAll(() => server.close());

  it('answers 404 on every route when the ai flag is off', async () => {
    const app = await buildTestApp('pglite', { FEATURE_AI: 'false' });
    const { token } = await signUpOnPlan(app);
    for (const [method, url] of [
      ['GET', '/v2/ai/quota'],
      ['POST', '/v2/ai/ask'],
      ['POST', '/v2/ai/ask/stream'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        payload: method === 'POST' ? agendaAsk(30) : undefined,
      });
      expect(response.statusCode).toBe(404);
    }
    await app.close();
  });

  it('uses AI_FREE_POWER, falls back to the built-in coach, and answers 503 when the model is down', async () => {
    const app = await buildTestApp('pglite', {
      AI_FREE_POWER: '50',
      AI_BASE_URL: server.baseUrl,
      AI_TIMEOUT_MS: '2000',
    });
    const { token } = await signUpOnPlan(app);
    const headers = { authorization: `Bearer ${token}` };
    const agenda = await app.inject({
      method: 'POST',
      url: '/v2/ai/ask',
      headers,
      payload: agendaAsk(45),
    });
    expect(agenda.json()).toMatchObject({
      provider: 'builtin',
      powerSpent: 45,
      quota: { powerMonthly: 50, percentUsed: 90 },
    });
    const edit = await app.inject({
      method: 'POST',
      url: '/v2/ai/ask',
      headers,
      payload: {
        kind: 'editor-assistant',
        instruction: 'Make it funnier',
        content: '# A\n: 5\n',
        language: 'en',
      },
    });
    expect(edit.statusCode).toBe(503);
    expect(edit.json().code).toBe('AI_UNAVAILABLE');
    const quota = await app.inject({ method: 'GET', url: '/v2/ai/quota', headers });
    expect(quota.json().powerUsed).toBe(45);
    await app.close();
  });
});
