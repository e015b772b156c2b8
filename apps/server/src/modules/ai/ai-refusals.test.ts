import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUpOnPlan } from '../../test/plans.ts';
import { startFakeModelServer, type FakeModelServer } from './model/fake-model-server.ts';

/** `count` sequences of one title, each with a public line so 1,600 of them make ~100 kB. */
const sameTitled = (title: string, count: number) =>
  `# ${title}\n: 5\n> ${'Everyone writes ideas on sticky notes.'.padEnd(40, '.')}\n`.repeat(count);

const details = (sequenceTitle: string, content: string, language = 'en') => ({
  kind: 'sequence-details',
  sequenceTitle,
  content,
  language,
});
const edit = (instruction: string, content: string) => ({
  kind: 'editor-assistant',
  instruction,
  content,
  language: 'en',
});
const slides = (content: string, start?: string) => ({
  kind: 'slideshow',
  content,
  language: 'fr',
  ...(start && { start }),
});
const agenda = (durationMinutes: number, participants: number, objective = 'Plan the year') => ({
  kind: 'agenda',
  objective,
  durationMinutes,
  participants,
  language: 'en',
});

/** Input the coach cannot use: a 4xx that says why, never a 5xx, never charged. */
const refused: [string, object, number, string][] = [
  [
    'details of a title not in the agenda',
    details('Brainstorm', '# Intro\n: 10\n'),
    404,
    'SEQUENCE_NOT_FOUND',
  ],
  [
    'details of a junk title not in the agenda',
    details('qqqq zzzz', '# Intro\n: 10\n'),
    404,
    'SEQUENCE_NOT_FOUND',
  ],
  ['details of an empty agenda', details('Intro', ''), 400, 'VALIDATION_FAILED'],
  [
    'details of an agenda without sequences',
    details('Day', 'Day\n> Our goal\n'),
    400,
    'VALIDATION_FAILED',
  ],
  [
    'details of a sequence no method is like',
    details('Standup', '# Standup\n: 15\n'),
    404,
    'AI_NO_METHOD',
  ],
  ['details of a one-letter sequence', details('a', '# a\n: 10\n', 'fr'), 404, 'AI_NO_METHOD'],
  [
    'details among ~100 kB of same-titled sequences',
    details('Lunch', sameTitled('Lunch', 1_600)),
    404,
    'AI_NO_METHOD',
  ],
  [
    'details past 2,000 sequences',
    details('Lunch', '# Lunch\n'.repeat(12_000)),
    400,
    'VALIDATION_FAILED',
  ],
  [
    'an edit past 2,000 sequences',
    edit('add breaks and add an opening', '#a\n'.repeat(33_000)),
    400,
    'VALIDATION_FAILED',
  ],
  ['slides past 2,000 sequences', slides('#a\n'.repeat(33_000)), 400, 'VALIDATION_FAILED'],
  ['content over 100,000 characters', slides('x'.repeat(100_001)), 400, 'VALIDATION_FAILED'],
  ['a blank sequence title', details('   ', '# Intro\n'), 400, 'VALIDATION_FAILED'],
  ['an agenda under 5 minutes', agenda(4, 8), 400, 'VALIDATION_FAILED'],
];

/** Edge input the coach can use: answered. */
const served: [string, object][] = [
  [
    'details among ~100 kB of same-titled sequences',
    details('Brainstorm', sameTitled('Brainstorm', 1_600)),
  ],
  ['details of a title written differently', details('DOT VOTING', '# Dot voting\n: 10\n', 'fr')],
  // The examples the web's AI_NO_METHOD message gives.
  ['details of “Brainstorm”', details('Brainstorm', '# Brainstorm\n: 10\n')],
  ['details of “Remue-méninges”', details('Remue-méninges', '# Remue-méninges\n: 10\n', 'fr')],
  ['an edit of an empty agenda', edit('add an opening and add breaks', '')],
  ['an edit of sequences without minutes', edit('fit to 30 minutes', '# A\n# B\n')],
  ['an edit at 2,000 sequences', edit('add breaks and add a closing', '# a\n: 1\n'.repeat(2_000))],
  ['slides of an empty agenda at midnight', slides('', '23:59')],
  ['slides of ~100 kB across midnight', slides(sameTitled('Brainstorm', 1_600), '23:00')],
  ['an agenda of 5 minutes for 1,000 people', agenda(5, 1000, '🎉🎉🎉')],
  ['an agenda of 960 minutes for one person', agenda(960, 1, '!!!')],
];

describe.each(testDatabaseKinds)('what the AI coach refuses and serves on %s', (kind) => {
  let app: App;
  let token: string;
  beforeAll(async () => {
    app = await buildTestApp(kind);
    ({ token } = await signUpOnPlan(app, { plan: 'pro' }));
  });
  afterAll(() => app.close());

  const ask = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
  const powerUsed = async () =>
    (
      await app.inject({
        method: 'GET',
        url: '/v2/ai/quota',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json<{ powerUsed: number }>().powerUsed;

  /** The refusal as a client reads it: a plain JSON answer, or the stream's `error` event. */
  async function refusal(url: string, payload: object) {
    const response = await ask(url, payload);
    if (!String(response.headers['content-type']).startsWith('text/event-stream')) {
      return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
    }
    const event = response.body.split('\n\n').find((block) => block.startsWith('event: error'));
    const { status, ...body } = JSON.parse(event?.split('\ndata: ')[1] ?? '{}') as {
      status?: number;
    };
    return { status, body };
  }

  it.each(refused)('refuses %s, charging nothing', async (_, payload, status, code) => {
    const before = await powerUsed();
    for (const url of ['/v2/ai/ask', '/v2/ai/ask/stream']) {
      const answer = await refusal(url, payload);
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ code, message: expect.any(String) });
    }
    expect(await powerUsed()).toBe(before);
  });

  it.each(served)('answers %s', async (_, payload) => {
    const response = await ask('/v2/ai/ask', payload);
    expect(response.statusCode).toBe(200);
  });
});

describe('the AI coach with a connected model that is down', () => {
  let server: FakeModelServer;
  let app: App;
  let token: string;
  beforeAll(async () => {
    server = await startFakeModelServer(() => ({ kind: 'error', status: 500, message: 'down' }));
    app = await buildTestApp('pglite', { AI_BASE_URL: server.baseUrl, AI_TIMEOUT_MS: '2000' });
    ({ token } = await signUpOnPlan(app));
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  const ask = (payload: object) =>
    app.inject({
      method: 'POST',
      url: '/v2/ai/ask',
      headers: { authorization: `Bearer ${token}` },
      payload,
    });

  it('refuses a title not in the agenda without asking the model', async () => {
    const asked = server.requests.length;
    const response = await ask(details('Standup', '# Intro\n: 10\n'));
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('SEQUENCE_NOT_FOUND');
    expect(server.requests.length).toBe(asked);
  });

  it('answers 503 AI_UNAVAILABLE only when the model fails and the built-in coach cannot stand in', async () => {
    const outage = await ask(details('Standup', '# Standup\n: 15\n'));
    expect(outage.statusCode).toBe(503);
    expect(outage.json().code).toBe('AI_UNAVAILABLE');
    const standIn = await ask(details('Brainstorm', '# Brainstorm\n: 15\n'));
    expect(standIn.statusCode).toBe(200);
    expect(standIn.json()).toMatchObject({ provider: 'builtin', powerSpent: 5 });
  });
});
