import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { changeSettings, check, createShared, read, type Headers } from './testing.ts';

const CODE = 'harbour-lights';
const content = 'Board meeting\n\n# Figures\n: 30\n';
const HOUR = 3600_000;

describe.each(testDatabaseKinds)('passes on %s', (kind) => {
  let app: App;
  let owner: Headers;
  let now = new Date('2026-11-02T09:00:00Z');

  beforeAll(async () => {
    app = await buildTestApp(kind, {}, { clock: () => now });
    owner = (await signUp(app)).headers;
  });
  afterAll(() => app.close());

  const restricted = () =>
    createShared(app, owner, { content, visibility: 'Restricted', code: CODE });
  const passFor = async (uuid: string) => {
    const response = await read(app, uuid, { code: CODE });
    expect(response.statusCode).toBe(200);
    return response.json<{ pass: string }>().pass;
  };

  it('opens the meeting with the pass as ?pass= or X-Meeting-Pass, without the code', async () => {
    const meeting = await restricted();
    const pass = await passFor(meeting.uuid);
    for (const response of [
      await read(app, meeting.uuid, { pass }),
      await read(app, meeting.joinCode, {}, { 'x-meeting-pass': pass }),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.json().title).toBe('Board meeting');
      expect(response.json()).not.toHaveProperty('pass');
    }
    expect((await check(app, meeting.uuid, { pass })).json().codeValid).toBe(true);
  });

  it.each([
    ['the code changes', { code: 'new-harbour-code' }],
    ['the meeting goes Public', { visibility: 'Public' }],
  ])('revokes every pass when %s', async (_case, settings) => {
    const meeting = await restricted();
    const pass = await passFor(meeting.uuid);
    await changeSettings(app, owner, meeting, settings);
    if ('visibility' in settings) {
      // Still readable while Public; back to Restricted with the very same code, the pass is dead.
      await changeSettings(app, owner, meeting, { visibility: 'Restricted', code: CODE });
    }
    const response = await read(app, meeting.uuid, { pass });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('PASSWORD_REQUIRED');
    expect((await check(app, meeting.uuid, { pass })).json().codeValid).toBe(false);
  });

  it('refuses a pass of another meeting and a pass past its 12 hours', async () => {
    const [first, second] = [await restricted(), await restricted()];
    const pass = await passFor(first.uuid);
    expect((await read(app, second.uuid, { pass })).statusCode).toBe(401);
    now = new Date(now.getTime() + 12 * HOUR - 1000);
    expect((await read(app, first.uuid, { pass })).statusCode).toBe(200);
    now = new Date(now.getTime() + 2000);
    expect((await read(app, first.uuid, { pass })).json().code).toBe('PASSWORD_REQUIRED');
  });

  it('accepts the code with spaces around it, as people paste it', async () => {
    const meeting = await restricted();
    expect((await read(app, meeting.uuid, { code: `  ${CODE} ` })).statusCode).toBe(200);
  });
});

describe.each(testDatabaseKinds)('wrong access codes on %s', (kind) => {
  let app: App;
  let owner: Headers;

  beforeAll(async () => {
    app = await buildTestApp(kind);
    owner = (await signUp(app)).headers;
  });
  afterAll(() => app.close());

  it('answers the 11th wrong code within a minute with 429 and a wait, even a right one', async () => {
    const meeting = await createShared(app, owner, {
      content,
      visibility: 'Restricted',
      code: CODE,
    });
    const other = await createShared(app, owner, { content, visibility: 'Restricted', code: CODE });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      // /check and the read share one allowance: guessing on either counts.
      const response =
        attempt % 2
          ? await read(app, meeting.uuid, { code: `guess-${attempt}` })
          : await check(app, meeting.uuid, { code: `guess-${attempt}` });
      expect(response.statusCode, `attempt ${attempt}`).toBe(attempt % 2 ? 401 : 200);
    }
    for (const code of ['guess-11', CODE]) {
      const response = await read(app, meeting.uuid, { code });
      expect(response.statusCode).toBe(429);
      const body = response.json();
      expect(body.code).toBe('RATE_LIMITED');
      expect(body.retryAfter).toBeGreaterThanOrEqual(1);
      expect(body.retryAfter).toBeLessThanOrEqual(60);
      expect(response.headers['retry-after']).toBe(String(body.retryAfter));
    }
    expect((await check(app, meeting.uuid, { code: CODE })).statusCode).toBe(429);
    // Another meeting, and the owner, are not locked out.
    expect((await read(app, other.uuid, { code: CODE })).statusCode).toBe(200);
    expect((await read(app, meeting.uuid, {}, owner)).statusCode).toBe(200);
  });

  it('does not count right codes', async () => {
    const meeting = await createShared(app, owner, {
      content,
      visibility: 'Restricted',
      code: CODE,
    });
    for (let attempt = 1; attempt <= 15; attempt += 1) {
      expect((await read(app, meeting.uuid, { code: CODE })).statusCode).toBe(200);
    }
  });
});

describe('wrong access codes with a tuned window', () => {
  it('lets a client try again once SHARING_CODE_WINDOW_SECONDS has passed', async () => {
    const app = await buildTestApp('pglite', {
      SHARING_CODE_ATTEMPTS_MAX: '2',
      SHARING_CODE_WINDOW_SECONDS: '1',
    });
    try {
      const owner = (await signUp(app)).headers;
      const meeting = await createShared(app, owner, {
        content,
        visibility: 'Restricted',
        code: CODE,
      });
      expect((await read(app, meeting.uuid, { code: 'a-guess' })).statusCode).toBe(401);
      expect((await read(app, meeting.uuid, { code: 'b-guess' })).statusCode).toBe(401);
      expect((await read(app, meeting.uuid, { code: CODE })).statusCode).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await read(app, meeting.uuid, { code: CODE })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
