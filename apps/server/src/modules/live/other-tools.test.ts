import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RunStateBody } from '@ordo/contract';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { createShared, type Headers } from '../sharing/testing.ts';
import { AGENDA, liveClient, liveTestServer } from './testing.ts';

const MINUTE = 60_000;

/**
 * What a Stream Deck, a home-automation action or a script sees (issue 27): one button that
 * pauses and resumes, numbers sent as text, a dead token that says so (401) over HTTP and at
 * the socket's door, and join refusals that name the missing field.
 */
describe.each(testDatabaseKinds)('live control from other tools, on %s', (kind) => {
  let now = Date.UTC(2026, 10, 27, 9, 0);
  const server = liveTestServer(kind, {}, { clock: () => new Date(now) });

  /** A meeting of a new owner, and a control token for its run. */
  async function remote() {
    const owner = await signUp(server.app);
    const meeting = await createShared(server.app, owner.headers, {
      content: AGENDA,
      visibility: 'Private',
    });
    const created = await server.app.inject({
      method: 'POST',
      url: `/v3/meetings/${meeting.uuid}/run/control-tokens`,
      headers: owner.headers,
      payload: { name: 'Stream Deck' },
    });
    const { id, token } = created.json<{ id: string; token: string }>();
    const headers = { 'x-control-token': token };
    const send = (body: object, as: Headers = headers) =>
      server.app.inject({
        method: 'POST',
        url: `/v3/meetings/${meeting.uuid}/run`,
        headers: as,
        payload: body,
      });
    return { owner, meeting, tokenId: id, token, headers, send };
  }
  const stateOf = (response: { json: () => unknown }) =>
    (response.json() as { state: RunStateBody }).state;

  it('togglePause pauses a running run and resumes a paused one, over HTTP', async () => {
    const { send } = await remote();
    const early = await send({ type: 'togglePause' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'INVALID_TRANSITION' });

    await send({ type: 'start' });
    now += MINUTE;
    const paused = await send({ type: 'togglePause' });
    expect(paused.statusCode).toBe(200);
    expect(stateOf(paused)).toMatchObject({ status: 'paused', pausedAt: now });
    now += 5 * MINUTE;
    const resumed = await send({ type: 'togglePause' });
    expect(stateOf(resumed).status).toBe('running');
    // The five paused minutes did not count: one minute of the check-in went by.
    expect(stateOf(resumed).sequences[0]?.actualMs).toBe(MINUTE);
  });

  it('togglePause goes through the same table on the socket', async () => {
    const { token, meeting } = await remote();
    const deck = await server.client({ controlToken: token });
    await deck.emitWithAck('join', { meetingId: meeting.uuid });
    const command = (type: string) =>
      deck.emitWithAck('command', { meetingId: meeting.uuid, type } as never);
    await command('start');
    expect(await command('togglePause')).toMatchObject({ ok: true, state: { status: 'paused' } });
    expect(await command('togglePause')).toMatchObject({ ok: true, state: { status: 'running' } });
  });

  it('takes whole numbers written as digits in strings', async () => {
    const { send } = await remote();
    await send({ type: 'start' });
    const added = await send({ type: 'addTime', minutes: '1' });
    expect(added.statusCode).toBe(200);
    expect(stateOf(added).addedMs).toBe(MINUTE);
    const removed = await send({ type: 'addTime', minutes: '-2' });
    expect(stateOf(removed).addedMs).toBe(-MINUTE);
    const left = await send({ type: 'setTimeLeft', seconds: '90' });
    expect(left.statusCode).toBe(200);
    expect(stateOf(left).endsAt).toBe(now + 90_000 + 30 * MINUTE);
    const moved = await send({ type: 'goTo', index: '2' });
    expect(stateOf(moved).currentIndex).toBe(2);
  });

  it.each([
    { type: 'addTime', minutes: '1.5' },
    { type: 'addTime', minutes: 'one' },
    { type: 'addTime', minutes: '' },
    { type: 'addTime', minutes: ' 1' },
    { type: 'addTime', minutes: '61' },
    { type: 'setTimeLeft', seconds: '1e3' },
    { type: 'setTimeLeft', seconds: '0x10' },
    { type: 'goTo', index: '-1' },
  ])('refuses %j with 400 VALIDATION_FAILED', async (body) => {
    const { send } = await remote();
    await send({ type: 'start' });
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    // The answer names the field, and what it takes when the text is not digits.
    const field = Object.keys(body).find((key) => key !== 'type') ?? '';
    const issues = response.json<{ issues?: { path: string; message: string }[] }>().issues ?? [];
    expect(issues.map((issue) => issue.path)).toContain(field);
    if (!/^-?\d+$/.test(String(Object.values(body)[1]))) {
      expect(issues.map((issue) => issue.message).join()).toMatch(/whole number/);
    }
  });

  it('answers a wrong, revoked or orphaned control token with 401 CONTROL_TOKEN_INVALID', async () => {
    const { owner, meeting, tokenId, headers, send } = await remote();
    const wrong = { 'x-control-token': 'not-a-token-anyone-issued' };
    const reads = (as: Headers) => [
      send({ type: 'next' }, as),
      server.app.inject({ url: `/v3/meetings/${meeting.uuid}/run`, headers: as }),
      server.app.inject({ url: `/v3/meetings/${meeting.uuid}/run/notes`, headers: as }),
      // A meeting that does not exist: still the token's fault, and it says nothing more.
      send({ type: 'next' }, as).then(() =>
        server.app.inject({
          method: 'POST',
          url: `/v3/meetings/${randomUUID()}/run`,
          headers: as,
          payload: { type: 'next' },
        }),
      ),
    ];
    const expectDead = async (as: Headers) => {
      for (const response of await Promise.all(reads(as))) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 'CONTROL_TOKEN_INVALID' });
      }
    };
    await expectDead(wrong);

    await server.app.inject({
      method: 'DELETE',
      url: `/v3/meetings/${meeting.uuid}/run/control-tokens/${tokenId}`,
      headers: owner.headers,
    });
    await expectDead(headers);

    // A meeting in the trash takes its live tokens with it.
    const other = await remote();
    const deleted = await server.app.inject({
      method: 'PUT',
      url: `/v3/meetings/${other.meeting.uuid}`,
      headers: other.owner.headers,
      payload: { baseVersion: other.meeting.version, status: 'DELETED' },
    });
    expect(deleted.statusCode).toBe(200);
    const trashed = await other.send({ type: 'next' });
    expect(trashed.statusCode).toBe(401);
    expect(trashed.json()).toMatchObject({ code: 'CONTROL_TOKEN_INVALID' });
  });

  it('keeps 404 for a signed-in editor asking for a meeting that does not exist', async () => {
    const { owner, send } = await remote();
    const missing = await server.app.inject({
      method: 'POST',
      url: `/v3/meetings/${randomUUID()}/run`,
      headers: owner.headers,
      payload: { type: 'next' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'MEETING_NOT_FOUND' });
    // Without any credential, the run's commands ask for one.
    const anonymous = await send({ type: 'next' }, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses a dead control token in the socket handshake', async () => {
    const { owner, meeting, tokenId, token } = await remote();
    await server.app.inject({
      method: 'DELETE',
      url: `/v3/meetings/${meeting.uuid}/run/control-tokens/${tokenId}`,
      headers: owner.headers,
    });
    for (const controlToken of [token, 'not-a-token-anyone-issued', 'x'.repeat(600), '']) {
      const refused = await liveClient(server.base, { controlToken }).then(
        () => undefined,
        (error: Error & { data?: unknown }) => error.data,
      );
      expect(refused).toMatchObject({ code: 'CONTROL_TOKEN_INVALID' });
    }
  });

  it('names the missing field of a join', async () => {
    const { owner, meeting } = await remote();
    const cockpit = await server.client({ token: owner.token });
    const noId = await cockpit.emitWithAck('join', {
      meetingId: meeting.uuid,
      device: { kind: 'cockpit', name: 'Laptop' },
    } as never);
    expect(noId).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    const message = (noId as { error: { message: string } }).error.message;
    expect(message).toContain('device.id is missing');

    const noMeeting = await cockpit.emitWithAck('join', {} as never);
    expect((noMeeting as { error: { message: string } }).error.message).toContain(
      'meetingId is missing',
    );
    const joined = await cockpit.emitWithAck('join', {
      meetingId: meeting.uuid,
      device: { id: randomUUID(), kind: 'cockpit' },
    });
    expect(joined).toMatchObject({ ok: true, role: 'controller' });
  });
});
