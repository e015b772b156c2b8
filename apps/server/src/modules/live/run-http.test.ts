import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunStateBody } from '@ordo/contract';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { changeSettings, createShared, type Headers } from '../sharing/testing.ts';
import { AGENDA } from './testing.ts';

/** A clock the test moves, so durations are exact. */
function testClock(start = Date.UTC(2026, 10, 23, 9, 0)) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe.each(testDatabaseKinds)('live run over HTTP on %s', (kind) => {
  const clock = testClock();
  let app: App;
  let owner: Headers;
  let stranger: Headers;

  beforeAll(async () => {
    app = await buildTestApp(kind, {}, { clock: clock.now });
    owner = (await signUp(app)).headers;
    stranger = (await signUp(app)).headers;
  });
  afterAll(() => app.close());

  const send = (id: string, body: object, headers: Headers = owner) =>
    app.inject({ method: 'POST', url: `/v3/meetings/${id}/run`, headers, payload: body });
  const stateOf = (response: { json: () => unknown }) =>
    (response.json() as { state: RunStateBody }).state;

  it('runs a meeting: start, next, pause adds nothing, +1 minute, finish', async () => {
    const meeting = await createShared(app, owner, { content: AGENDA, visibility: 'Private' });
    const start = await send(meeting.uuid, { type: 'start' });
    expect(start.statusCode).toBe(200);
    expect(stateOf(start)).toMatchObject({ status: 'running', currentIndex: 0 });
    expect(stateOf(start).sequences.map((s) => s.plannedMs)).toEqual([
      300_000, 600_000, 300_000, 900_000,
    ]);

    clock.advance(4 * 60_000);
    expect(stateOf(await send(meeting.uuid, { type: 'next' })).currentIndex).toBe(1);
    clock.advance(60_000);
    expect(stateOf(await send(meeting.uuid, { type: 'pause' })).status).toBe('paused');
    clock.advance(10 * 60_000);
    const resumed = stateOf(await send(meeting.uuid, { type: 'resume' }));
    expect(resumed.sequences[1]?.actualMs).toBe(60_000);
    const added = stateOf(await send(meeting.uuid, { type: 'addTime', minutes: 1 }));
    expect(added.addedMs).toBe(60_000);
    clock.advance(2 * 60_000);
    const finished = stateOf(await send(meeting.uuid, { type: 'finish' }));
    expect(finished.status).toBe('finished');
    expect(finished.sequences.map((s) => s.actualMs)).toEqual([240_000, 180_000, 0, 0]);

    const read = await app.inject({ url: `/v3/meetings/${meeting.uuid}/run`, headers: owner });
    expect(stateOf(read)).toEqual(finished);
    const detail = await app.inject({ url: `/v3/meetings/${meeting.uuid}`, headers: owner });
    expect(detail.json()).toMatchObject({ lifecycle: 'done' });
  });

  it.each([
    [{ type: 'next' }, 'before start'],
    [{ type: 'resume' }, 'while running'],
  ])('refuses %j %s with 409 INVALID_TRANSITION and changes nothing', async (command, when) => {
    const meeting = await createShared(app, owner, { content: AGENDA, visibility: 'Private' });
    if (when === 'while running') await send(meeting.uuid, { type: 'start' });
    const before = await app.inject({ url: `/v3/meetings/${meeting.uuid}/run`, headers: owner });
    const response = await send(meeting.uuid, command);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'INVALID_TRANSITION' });
    const after = await app.inject({ url: `/v3/meetings/${meeting.uuid}/run`, headers: owner });
    expect(after.json()).toEqual(before.json());
  });

  it('refuses next after finish', async () => {
    const meeting = await createShared(app, owner, { content: AGENDA, visibility: 'Private' });
    await send(meeting.uuid, { type: 'start' });
    await send(meeting.uuid, { type: 'finish' });
    const response = await send(meeting.uuid, { type: 'next' });
    expect(response.statusCode).toBe(409);
  });

  it.each([
    { type: 'fly' },
    { type: 'addTime', minutes: 61 },
    { type: 'addTime', minutes: 'one' },
    { type: 'goTo' },
    { type: 'message', text: 'x'.repeat(141) },
    { type: 'start', runId: 'mine' },
  ])('answers 400 VALIDATION_FAILED to %j', async (body) => {
    const meeting = await createShared(app, owner, { content: AGENDA, visibility: 'Private' });
    const response = await send(meeting.uuid, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers 400 for a goTo past the last sequence, 404 MEETING_NOT_FOUND for an unknown one', async () => {
    const meeting = await createShared(app, owner, { content: AGENDA, visibility: 'Private' });
    await send(meeting.uuid, { type: 'start' });
    expect((await send(meeting.uuid, { type: 'goTo', index: 9 })).statusCode).toBe(400);
    const unknown = await send('00000000-0000-4000-8000-000000000000', { type: 'start' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'MEETING_NOT_FOUND' });
  });

  it('lets viewers read the public state but not drive; strangers never see a private run', async () => {
    const shared = await createShared(app, owner, { content: AGENDA, visibility: 'Public' });
    const secret = await createShared(app, owner, { content: AGENDA, visibility: 'Private' });
    await send(shared.uuid, { type: 'start' });
    await send(secret.uuid, { type: 'start' });

    const anonymous = await app.inject({ url: `/v3/meetings/${shared.uuid}/run` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['x-robots-tag']).toBe('noindex');
    expect(anonymous.body).not.toContain('private note');
    expect(anonymous.body).not.toContain('hidden comment');
    expect(stateOf(anonymous).status).toBe('running');

    const refused = await send(shared.uuid, { type: 'next' }, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    const hidden = await send(secret.uuid, { type: 'next' }, stranger);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 'MEETING_NOT_FOUND' });
    // Without any credential a command asks for one, whatever the meeting (issue 27).
    for (const id of [shared.uuid, secret.uuid]) {
      const anonymousCommand = await send(id, { type: 'next' }, {});
      expect(anonymousCommand.statusCode).toBe(401);
      expect(anonymousCommand.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    for (const headers of [stranger, {}]) {
      const read = await app.inject({ url: `/v3/meetings/${secret.uuid}/run`, headers });
      expect(read.statusCode).toBe(404);
    }
  });

  it('asks for the access code of a Restricted run, and accepts the pass it earned', async () => {
    const meeting = await createShared(app, owner, {
      content: AGENDA,
      visibility: 'Restricted',
      code: 'sunrise-42',
    });
    const url = `/v3/meetings/${meeting.uuid}/run`;
    expect((await app.inject({ url })).json()).toMatchObject({ code: 'PASSWORD_REQUIRED' });
    expect((await app.inject({ url: `${url}?code=wrong-one` })).statusCode).toBe(401);
    const opened = await app.inject({ url: `/v3/meetings/${meeting.uuid}?code=sunrise-42` });
    const pass = opened.json<{ pass: string }>().pass;
    const read = await app.inject({ url, headers: { 'x-meeting-pass': pass } });
    expect(read.statusCode).toBe(200);
  });

  it('drives a run with a control token until it is revoked', async () => {
    const meeting = await createShared(app, owner, { content: AGENDA, visibility: 'Public' });
    const created = await app.inject({
      method: 'POST',
      url: `/v3/meetings/${meeting.uuid}/run/control-tokens`,
      headers: owner,
      payload: { name: 'Stream Deck' },
    });
    expect(created.statusCode).toBe(201);
    const { id, token, url } = created.json<{ id: string; token: string; url: string }>();
    expect(url).toMatch(new RegExp(`/m/${meeting.uuid}/remote#t=${token}$`));

    const remote = { 'x-control-token': token };
    expect((await send(meeting.uuid, { type: 'start' }, remote)).statusCode).toBe(200);
    expect(stateOf(await send(meeting.uuid, { type: 'next' }, remote)).currentIndex).toBe(1);

    const other = await createShared(app, owner, { content: AGENDA, visibility: 'Private' });
    // A token of another meeting opens nothing, and says so the same way whatever the meeting.
    const elsewhere = await send(other.uuid, { type: 'start' }, remote);
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toMatchObject({ code: 'CONTROL_TOKEN_INVALID' });
    const list = await app.inject({
      url: `/v3/meetings/${meeting.uuid}/run/control-tokens`,
      headers: owner,
    });
    expect(list.json()).toMatchObject({ items: [{ id, name: 'Stream Deck' }] });
    expect(list.body).not.toContain(token);

    const strangerRevoke = await app.inject({
      method: 'DELETE',
      url: `/v3/meetings/${meeting.uuid}/run/control-tokens/${id}`,
      headers: stranger,
    });
    expect(strangerRevoke.statusCode).toBe(403);
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/v3/meetings/${meeting.uuid}/run/control-tokens/${id}`,
      headers: owner,
    });
    expect(revoked.statusCode).toBe(204);
    const refused = await send(meeting.uuid, { type: 'next' }, remote);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'CONTROL_TOKEN_INVALID' });
  });

  it('keeps finished runs for Insight, newest first, and restart erases the latest', async () => {
    const meeting = await createShared(app, owner, {
      content: AGENDA,
      visibility: 'Private',
      startTime: '09:00',
    });
    await changeSettings(app, owner, meeting, { date: '2026-11-23', timeZone: 'UTC' });
    const runs = () =>
      app.inject({ url: `/v3/meetings/${meeting.uuid}/runs`, headers: owner }).then(
        (response) =>
          response.json<{
            items: { runId: string; startDelayMs: number | null; totalActualMs: number }[];
          }>().items,
      );

    await send(meeting.uuid, { type: 'start' });
    clock.advance(90_000);
    await send(meeting.uuid, { type: 'finish' });
    await send(meeting.uuid, { type: 'start' });
    clock.advance(30_000);
    await send(meeting.uuid, { type: 'finish' });
    const [latest, first] = await runs();
    expect(latest?.totalActualMs).toBe(30_000);
    expect(first?.totalActualMs).toBe(90_000);
    expect(typeof first?.startDelayMs).toBe('number');

    const restarted = stateOf(await send(meeting.uuid, { type: 'restart' }));
    expect(restarted).toMatchObject({ status: 'running', currentIndex: 0 });
    expect(restarted.runId).not.toBe(latest?.runId);
    expect((await runs()).map((run) => run.runId)).toEqual([first?.runId]);
    const detail = await app.inject({ url: `/v3/meetings/${meeting.uuid}`, headers: owner });
    expect(detail.json()).toMatchObject({ lifecycle: 'live' });
  });

  it('averages the actual time of sequences by title across meetings', async () => {
    const member = await signUp(app);
    for (const minutes of [4, 8]) {
      const meeting = await createShared(app, member.headers, {
        content: '# Check-in\n: 5\n# Close\n: 5\n',
        visibility: 'Private',
      });
      await send(meeting.uuid, { type: 'start' }, member.headers);
      clock.advance(minutes * 60_000);
      await send(meeting.uuid, { type: 'finish' }, member.headers);
    }
    const response = await app.inject({ url: '/v3/runs/averages', headers: member.headers });
    expect(response.json()).toEqual({
      items: expect.arrayContaining([
        { title: 'Check-in', averageActualMs: 6 * 60_000, runCount: 2 },
      ]),
    });
    expect((await app.inject({ url: '/v3/runs/averages' })).statusCode).toBe(401);
  });

  it('counts the steps of breakout rooms under their own titles in the averages', async () => {
    const member = await signUp(app);
    const meeting = await createShared(app, member.headers, {
      content:
        '# Groups\n: 20\n## Budget\n### Pitch\n: 5\n### Vote\n: 15\n## Hiring\n### Draft\n: 20\n',
      visibility: 'Private',
    });
    await send(meeting.uuid, { type: 'start' }, member.headers);
    clock.advance(4 * 60_000);
    await send(meeting.uuid, { type: 'next', room: 0 }, member.headers);
    clock.advance(10 * 60_000);
    await send(meeting.uuid, { type: 'finish' }, member.headers);
    const response = await app.inject({ url: '/v3/runs/averages', headers: member.headers });
    const items = response.json<{ items: { title: string; averageActualMs: number }[] }>().items;
    expect(Object.fromEntries(items.map((item) => [item.title, item.averageActualMs]))).toEqual({
      Groups: 14 * 60_000,
      Pitch: 4 * 60_000,
      Vote: 10 * 60_000,
      Draft: 14 * 60_000,
    });
  });

  it('refuses a forged runs cursor with 400', async () => {
    const meeting = await createShared(app, owner, { content: AGENDA, visibility: 'Private' });
    const response = await app.inject({
      url: `/v3/meetings/${meeting.uuid}/runs?cursor=${Buffer.from('99999999999999999999:x').toString('base64url')}`,
      headers: owner,
    });
    expect(response.statusCode).toBe(400);
  });

  it('puts runs with their logs in "Download my data", and documents the API', async () => {
    const member = await signUp(app);
    const meeting = await createShared(app, member.headers, {
      content: AGENDA,
      visibility: 'Private',
    });
    await send(meeting.uuid, { type: 'start' }, member.headers);
    const exported = await app.inject({ url: '/v1/users/me/export', headers: member.headers });
    expect(exported.json()).toMatchObject({
      liveRuns: [{ meetingId: meeting.uuid, log: [{ command: { type: 'start' } }] }],
    });
    const openapi = await app.inject({ url: '/api/openapi.json' });
    expect(Object.keys(openapi.json<{ paths: object }>().paths)).toEqual(
      expect.arrayContaining([
        '/v3/meetings/{id}/run',
        '/v3/meetings/{id}/run/control-tokens',
        '/v3/meetings/{id}/runs',
      ]),
    );
  });
});
