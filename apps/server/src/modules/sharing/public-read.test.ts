import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meeting } from '@ordo/contract';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { changeSettings, createShared, read, type Headers } from './testing.ts';

const CODE = 'harbour-lights-7';
const AGENDA = 'Planning day\n> Agree on the plan\n# Welcome\n: 10\nbring coffee\n# Plan\n: 30\n';

describe.each(testDatabaseKinds)('cached public reads on %s', (kind) => {
  let app: App;
  let owner: Headers;

  beforeAll(async () => {
    app = await buildTestApp(kind);
    owner = { authorization: `Bearer ${(await signUp(app)).token}` };
  });
  afterAll(() => app.close());

  const save = async (meeting: Meeting, patch: Record<string, unknown>) => {
    const url = `/v3/meetings/${meeting.uuid}`;
    const current = (await app.inject({ method: 'GET', url, headers: owner })).json<Meeting>();
    const saved = await app.inject({
      method: 'PUT',
      url,
      headers: owner,
      payload: { baseVersion: current.version, ...patch },
    });
    expect(saved.statusCode).toBe(200);
  };
  const etagOf = async (id: string, query: Record<string, string> = {}) => {
    const response = await read(app, id, query);
    expect(response.statusCode).toBe(200);
    return String(response.headers.etag);
  };
  const revalidate = (id: string, etag: string, query: Record<string, string> = {}) =>
    read(app, id, query, { 'if-none-match': etag });

  it('answers 304 without a body while the public answer is unchanged', async () => {
    const meeting = await createShared(app, owner, { content: AGENDA, visibility: 'Public' });
    const first = await read(app, meeting.uuid);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    const again = await revalidate(meeting.uuid, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('private, no-store');
    expect((await revalidate(meeting.uuid, `W/${etag}, "other"`)).statusCode).toBe(304);
    expect((await revalidate(meeting.joinCode, etag)).statusCode).toBe(304);
    const stale = await revalidate(meeting.uuid, '"something-else"');
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('keeps the ETag when only private notes change, and renews it when the answer does', async () => {
    const meeting = await createShared(app, owner, { content: AGENDA, visibility: 'Public' });
    const etag = await etagOf(meeting.uuid);
    await save(meeting, { content: AGENDA.replace('bring coffee', 'bring tea and coffee') });
    expect((await revalidate(meeting.uuid, etag)).statusCode).toBe(304);

    await save(meeting, { content: AGENDA.replace('# Plan', '# Plan for next year') });
    const changed = await revalidate(meeting.uuid, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().sequences[1].title).toBe('Plan for next year');
  });

  it('renews the ETag when a setting shown to visitors or the run changes', async () => {
    const meeting = await createShared(app, owner, { content: AGENDA, visibility: 'Public' });
    const etag = await etagOf(meeting.uuid);
    await changeSettings(app, owner, meeting, { startTime: '09:30' });
    const timed = await revalidate(meeting.uuid, etag);
    expect(timed.statusCode).toBe(200);
    expect(timed.json().sequences[0].start).toBe('09:30');

    const started = await app.inject({
      method: 'POST',
      url: `/v3/meetings/${meeting.uuid}/run`,
      headers: owner,
      payload: { type: 'start' },
    });
    expect(started.statusCode).toBe(200);
    const live = await revalidate(meeting.uuid, String(timed.headers.etag));
    expect(live.statusCode).toBe(200);
    expect(live.json().lifecycle).toBe('live');
  });

  it('renews the ETag on every change of access, even back to the same setting', async () => {
    const meeting = await createShared(app, owner, { content: AGENDA, visibility: 'Public' });
    const etag = await etagOf(meeting.uuid);
    await changeSettings(app, owner, meeting, { visibility: 'Private' });
    await changeSettings(app, owner, meeting, { visibility: 'Public' });
    const reopened = await revalidate(meeting.uuid, etag);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.headers.etag).not.toBe(etag);
    // The same answer as before: only the access rules changed in between.
    expect(reopened.json()).toEqual((await read(app, meeting.uuid)).json());
  });

  it('answers 404 to a meeting made Private or deleted, whatever ETag the visitor kept', async () => {
    for (const patch of [{ settings: { visibility: 'Private' } }, { status: 'DELETED' }]) {
      const meeting = await createShared(app, owner, { content: AGENDA, visibility: 'Public' });
      const etag = await etagOf(meeting.uuid);
      await save(meeting, patch);
      const gone = await revalidate(meeting.uuid, etag);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().code).toBe('MEETING_NOT_FOUND');
      expect(gone.headers.etag).toBeUndefined();
    }
  });

  it('asks for the code before any 304 on a Restricted meeting, and after the code changes', async () => {
    const meeting = await createShared(app, owner, {
      content: AGENDA,
      visibility: 'Restricted',
      code: CODE,
    });
    const opened = await read(app, meeting.uuid, { code: CODE });
    expect(opened.statusCode).toBe(200);
    // An answer that carries a fresh pass is personal: no ETag to share.
    expect(opened.headers.etag).toBeUndefined();
    const { pass } = opened.json<{ pass: string }>();
    const etag = await etagOf(meeting.uuid, { pass });

    const stranger = await revalidate(meeting.uuid, etag);
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().code).toBe('PASSWORD_REQUIRED');
    expect(stranger.headers.etag).toBeUndefined();
    expect((await revalidate(meeting.uuid, etag, { code: 'wrong-code' })).statusCode).toBe(401);
    expect((await revalidate(meeting.uuid, etag, { pass })).statusCode).toBe(304);

    await changeSettings(app, owner, meeting, { code: 'a-brand-new-code' });
    const revoked = await revalidate(meeting.uuid, etag, { pass });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().code).toBe('PASSWORD_REQUIRED');
  });
});
