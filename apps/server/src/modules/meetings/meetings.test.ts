import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUpOnPlan } from '../../test/plans.ts';

const agenda = `Sprint retro
> Agree on two improvements
Private header note

# Welcome
: 10
@ Alice
// ask Bob to come early

/# Energizer
: 5
`;

describe.each(testDatabaseKinds)('meetings API on %s', (kind) => {
  let app: App;
  let alice: { authorization: string };
  let bob: { authorization: string };

  beforeAll(async () => {
    app = await buildTestApp(kind);
    alice = {
      authorization: `Bearer ${(await signUpOnPlan(app, { email: 'alice@example.com' })).token}`,
    };
    bob = {
      authorization: `Bearer ${(await signUpOnPlan(app, { email: 'bob@example.com' })).token}`,
    };
  });
  afterAll(() => app.close());

  const create = (payload: unknown = { content: agenda }, headers = alice) =>
    app.inject({ method: 'POST', url: '/v3/meetings', headers, payload: payload as object });

  it('creates a meeting (201) with fields derived from its text', async () => {
    const response = await create({
      content: agenda,
      settings: { startTime: '09:00', timeZone: 'Europe/Paris' },
    });
    expect(response.statusCode).toBe(201);
    const meeting = response.json();
    expect(meeting).toMatchObject({
      status: 'ACTIVE',
      content: agenda,
      title: 'Sprint retro',
      objective: 'Agree on two improvements',
      lifecycle: 'draft',
      sequenceCount: 2,
      schedule: { totalMinutes: 15, requiredMinutes: 10, optionalMinutes: 5, end: '09:15' },
      version: 1,
      archived: false,
      workspace_uuid: null,
      deletedAt: null,
      fridge: [],
      trash: [],
      settings: { startTime: '09:00', timeZone: 'Europe/Paris', visibility: 'Private', code: null },
    });
    expect(meeting.joinCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
  });

  it('refuses anonymous callers with 401 UNAUTHENTICATED', async () => {
    const response = await app.inject({ method: 'POST', url: '/v3/meetings', payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
    expect((await app.inject({ method: 'GET', url: '/v3/meetings' })).statusCode).toBe(401);
  });

  it('reads a meeting by uuid or join code, for its owner only', async () => {
    const meeting = (await create()).json();
    for (const id of [meeting.uuid, meeting.joinCode, meeting.joinCode.toLowerCase()]) {
      const response = await app.inject({
        method: 'GET',
        url: `/v3/meetings/${id}`,
        headers: alice,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().content).toBe(agenda);
    }
  });

  it('answers 404 to another user on read, update, duplicate, history and snapshots', async () => {
    const meeting = (await create()).json();
    const attempts = [
      { method: 'GET', url: `/v3/meetings/${meeting.uuid}` },
      {
        method: 'PUT',
        url: `/v3/meetings/${meeting.uuid}`,
        payload: { baseVersion: 1, content: 'hijack' },
      },
      { method: 'POST', url: `/v3/meetings/${meeting.uuid}` },
      { method: 'GET', url: `/v3/meetings/${meeting.uuid}/history` },
      { method: 'GET', url: `/v3/meetings/${meeting.uuid}/snapshots` },
    ] as const;
    for (const attempt of attempts) {
      const response = await app.inject({ ...attempt, headers: bob });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(response.json()).toEqual({ code: 'MEETING_NOT_FOUND', message: 'Meeting not found' });
    }
    const stored = await app.inject({
      method: 'GET',
      url: `/v3/meetings/${meeting.uuid}`,
      headers: alice,
    });
    expect(stored.json().content).toBe(agenda);
  });

  it('answers 403 FORBIDDEN to another user acting on a meeting shared with a link', async () => {
    const meeting = (await create()).json();
    const url = `/v3/meetings/${meeting.uuid}`;
    await app.inject({
      method: 'PUT',
      url,
      headers: alice,
      payload: { baseVersion: 1, settings: { visibility: 'Public' } },
    });
    const attempts = [
      { method: 'PUT', url, payload: { baseVersion: 2, content: 'hijack' } },
      { method: 'POST', url },
      { method: 'GET', url: `${url}/history` },
      { method: 'GET', url: `${url}/snapshots` },
    ] as const;
    for (const attempt of attempts) {
      const response = await app.inject({ ...attempt, headers: bob });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(response.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'You do not have permission!',
      });
    }
    const stored = await app.inject({ method: 'GET', url, headers: alice });
    expect(stored.json()).toMatchObject({ version: 2, content: agenda });
  });

  it.each(['not-an-id', '12345', 'ABCDE0', "x' or 1=1"])(
    'answers 400 INVALID_ID for %s',
    async (id) => {
      const response = await app.inject({
        method: 'GET',
        url: `/v3/meetings/${encodeURIComponent(id)}`,
        headers: alice,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_ID');
    },
  );

  it('updates with baseVersion; a stale one gets 409 with the current meeting and changes nothing', async () => {
    const meeting = (await create()).json();
    const url = `/v3/meetings/${meeting.uuid}`;
    const first = await app.inject({
      method: 'PUT',
      url,
      headers: alice,
      payload: { baseVersion: 1, content: 'First edit' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 2, content: 'First edit', title: 'First edit' });

    const stale = await app.inject({
      method: 'PUT',
      url,
      headers: alice,
      payload: { baseVersion: 1, content: 'Lost edit' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      current: { version: 2, content: 'First edit' },
    });
    const stored = await app.inject({ method: 'GET', url, headers: alice });
    expect(stored.json()).toMatchObject({ version: 2, content: 'First edit' });
  });

  it('rejects bad input with 400 and changes nothing', async () => {
    const meeting = (await create()).json();
    const url = `/v3/meetings/${meeting.uuid}`;
    const bad = [
      { baseVersion: 1, settings: { startTime: '25:00' } },
      { baseVersion: 1, settings: { date: '2026-02-30' } },
      // No year 0: PostgreSQL has none, and a date-sorted list could not page past it.
      { baseVersion: 1, settings: { date: '0000-01-01' } },
      { baseVersion: 1, settings: { timeZone: 'Mars/Olympus' } },
      { baseVersion: 1, settings: { visibility: 'Restricted' } },
      { baseVersion: 1, settings: { code: 'abcd1234' } },
      { baseVersion: 1, fridge: 'not a list' },
      { baseVersion: 1, unknownField: true },
      { baseVersion: 1, content: 'Looks fine\u0000 but is not' },
      { content: 'no base version' },
    ];
    for (const payload of bad) {
      const response = await app.inject({ method: 'PUT', url, headers: alice, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    const malformed = await app.inject({
      method: 'PUT',
      url,
      headers: { ...alice, 'content-type': 'application/json' },
      payload: '{"baseVersion": 1, "content": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('MALFORMED_JSON');
    expect((await app.inject({ method: 'GET', url, headers: alice })).json()).toMatchObject({
      version: 1,
      content: agenda,
    });
  });

  it('answers 413 for content over 200,000 bytes and 400 past 2,000 sequences', async () => {
    const tooBig = await create({ content: 'é'.repeat(100_001) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('PAYLOAD_TOO_LARGE');
    const tooMany = await create({ content: '#a\n:1\n'.repeat(2001) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('VALIDATION_FAILED');
    const atLimit = await create({ content: '#a\n:1\n'.repeat(2000) });
    expect(atLimit.statusCode).toBe(201);
  });

  it('keeps the access code for Restricted meetings and shows it to its editor only', async () => {
    const meeting = (await create()).json();
    const url = `/v3/meetings/${meeting.uuid}`;
    const restricted = await app.inject({
      method: 'PUT',
      url,
      headers: alice,
      payload: { baseVersion: 1, settings: { visibility: 'Restricted', code: 'sunrise-42' } },
    });
    expect(restricted.json()).toMatchObject({
      lifecycle: 'published',
      settings: { visibility: 'Restricted', code: 'sunrise-42' },
    });
    const list = await app.inject({ method: 'GET', url: '/v3/meetings?limit=100', headers: alice });
    expect(list.body).not.toContain('sunrise-42');
    const opened = await app.inject({
      method: 'PUT',
      url,
      headers: alice,
      payload: { baseVersion: 2, settings: { visibility: 'Public' } },
    });
    expect(opened.json().settings).toMatchObject({ visibility: 'Public', code: null });
  });

  it('keeps branding and colours to PRO: 402 PRO_REQUIRED on free', async () => {
    const response = await create({ settings: { brandColor: '#ff0000' } });
    expect(response.statusCode).toBe(402);
    expect(response.json().code).toBe('PRO_REQUIRED');
    const pro = {
      authorization: `Bearer ${(await signUpOnPlan(app, { email: 'pro@example.com', plan: 'pro' })).token}`,
    };
    const allowed = await create({ settings: { brandColor: '#ff0000', hideBranding: true } }, pro);
    expect(allowed.statusCode).toBe(201);
  });

  it('duplicates with a suffixed title, Private and without the code (201)', async () => {
    const source = (await create()).json();
    await app.inject({
      method: 'PUT',
      url: `/v3/meetings/${source.uuid}`,
      headers: alice,
      payload: {
        baseVersion: 1,
        settings: { visibility: 'Restricted', code: 'secret-code' },
        fridge: ['# Later\n: 5'],
      },
    });
    const copy = await app.inject({
      method: 'POST',
      url: `/v3/meetings/${source.uuid}`,
      headers: alice,
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      title: 'Sprint retro (copy)',
      version: 1,
      fridge: ['# Later\n: 5'],
      settings: { visibility: 'Private', code: null },
    });
    expect(copy.json().uuid).not.toBe(source.uuid);
    expect(copy.json().joinCode).not.toBe(source.joinCode);
  });

  it('deletes into the trash, lists it separately, and restores it', async () => {
    const meeting = (await create({ content: 'Trash me' })).json();
    const url = `/v3/meetings/${meeting.uuid}`;
    const deleted = await app.inject({
      method: 'PUT',
      url,
      headers: alice,
      payload: { baseVersion: 1, status: 'DELETED' },
    });
    expect(deleted.json()).toMatchObject({ status: 'DELETED' });
    expect(deleted.json().deletedAt).not.toBeNull();
    const active = await app.inject({
      method: 'GET',
      url: '/v3/meetings?limit=100&q=Trash',
      headers: alice,
    });
    expect(active.json().items).toEqual([]);
    const trash = await app.inject({
      method: 'GET',
      url: '/v3/meetings?status=DELETED',
      headers: alice,
    });
    expect(trash.json().items.map((item: { uuid: string }) => item.uuid)).toContain(meeting.uuid);
    const edit = await app.inject({
      method: 'PUT',
      url,
      headers: alice,
      payload: { baseVersion: 2, content: 'x' },
    });
    expect(edit.statusCode).toBe(400);
    const restored = await app.inject({
      method: 'PUT',
      url,
      headers: alice,
      payload: { baseVersion: 2, status: 'ACTIVE' },
    });
    expect(restored.json()).toMatchObject({ status: 'ACTIVE', deletedAt: null, version: 3 });
  });

  it('removes for good a meeting that never held anything, instead of trashing it', async () => {
    const trashed = async () =>
      (await app.inject({ method: 'GET', url: '/v3/meetings?status=DELETED', headers: alice }))
        .json()
        .items.map((item: { uuid: string }) => item.uuid);
    const blank = (await create({})).json();
    const gone = await app.inject({
      method: 'PUT',
      url: `/v3/meetings/${blank.uuid}`,
      headers: alice,
      payload: { baseVersion: blank.version, status: 'DELETED' },
    });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toMatchObject({ status: 'DELETED' });
    expect(await trashed()).not.toContain(blank.uuid);
    const read = await app.inject({
      method: 'GET',
      url: `/v3/meetings/${blank.uuid}`,
      headers: alice,
    });
    expect(read.statusCode).toBe(404);

    // Typed into, then emptied again: its history holds the text, so it goes to the trash.
    const used = (await create({ content: 'Keep my history' })).json();
    const emptied = await app.inject({
      method: 'PUT',
      url: `/v3/meetings/${used.uuid}`,
      headers: alice,
      payload: { baseVersion: used.version, content: '' },
    });
    await app.inject({
      method: 'PUT',
      url: `/v3/meetings/${used.uuid}`,
      headers: alice,
      payload: { baseVersion: emptied.json().version, status: 'DELETED' },
    });
    expect(await trashed()).toContain(used.uuid);
  });
});
