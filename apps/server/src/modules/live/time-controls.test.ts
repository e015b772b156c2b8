import { describe, expect, it } from 'vitest';
import type { RunStateBody } from '@ordo/contract';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { createShared } from '../sharing/testing.ts';
import { AGENDA, liveTestServer } from './testing.ts';

const MINUTE = 60_000;
const HOURS_12 = 12 * 60 * MINUTE;

// AGENDA: Check-in 5, What went well 10, Energizer 5 (optional), Actions 15: 35 minutes.
describe.each(testDatabaseKinds)('set time left and end at, on %s', (kind) => {
  let now = Date.UTC(2026, 10, 27, 9, 0);
  const server = liveTestServer(kind, {}, { clock: () => new Date(now) });

  const running = async () => {
    const owner = await signUp(server.app);
    const meeting = await createShared(server.app, owner.headers, {
      content: AGENDA,
      visibility: 'Private',
    });
    const send = (body: object) =>
      server.app.inject({
        method: 'POST',
        url: `/v3/meetings/${meeting.uuid}/run`,
        headers: owner.headers,
        payload: body,
      });
    const read = async () =>
      (
        await server.app.inject({ url: `/v3/meetings/${meeting.uuid}/run`, headers: owner.headers })
      ).json<{ state: RunStateBody }>().state;
    return { owner, meeting, send, read };
  };

  it('over HTTP: set time left, then end at, move the projected end exactly', async () => {
    const { send } = await running();
    const startedAt = now;
    await send({ type: 'start' });
    now += 2 * MINUTE; // 3 minutes left of the check-in

    const left = await send({ type: 'setTimeLeft', seconds: 90 });
    expect(left.statusCode).toBe(200);
    const afterLeft = left.json<{ state: RunStateBody }>().state;
    // 90 s of the check-in, then 10 + 5 + 15 minutes.
    expect(afterLeft.endsAt).toBe(now + 90_000 + 30 * MINUTE);
    expect(afterLeft.addedMs).toBe(-90_000);
    expect(afterLeft.delayMs).toBe(afterLeft.endsAt! - (startedAt + 35 * MINUTE));

    now += 30_000;
    const end = now + 7 * MINUTE;
    const ended = (await send({ type: 'endAt', at: end })).json<{ state: RunStateBody }>().state;
    expect(ended.endsAt).toBe(end + 30 * MINUTE);
  });

  it('over the socket, through the same command table', async () => {
    const { owner, meeting } = await running();
    const cockpit = await server.client({ token: owner.token });
    await cockpit.emitWithAck('join', { meetingId: meeting.uuid });
    await cockpit.emitWithAck('command', { meetingId: meeting.uuid, type: 'start' });
    const ack = await cockpit.emitWithAck('command', {
      meetingId: meeting.uuid,
      type: 'endAt',
      at: now + 2 * MINUTE,
    });
    expect(ack).toMatchObject({ ok: true, state: { endsAt: now + 2 * MINUTE + 30 * MINUTE } });
    const refused = await cockpit.emitWithAck('command', {
      meetingId: meeting.uuid,
      type: 'setTimeLeft',
      seconds: -5,
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
  });

  it.each([
    { type: 'setTimeLeft', seconds: -1 },
    { type: 'setTimeLeft', seconds: 43_201 },
    { type: 'setTimeLeft', seconds: 12.5 },
    { type: 'setTimeLeft', seconds: '1 minute' },
    { type: 'setTimeLeft' },
    { type: 'endAt', at: 'soon' },
    { type: 'endAt', at: -1 },
    { type: 'endAt', at: 'past' },
    { type: 'endAt', at: 'too far' },
  ])('refuses %j with 400 VALIDATION_FAILED and changes nothing', async (body) => {
    const { send, read } = await running();
    await send({ type: 'start' });
    const at = body.at === 'past' ? now - 1 : body.at === 'too far' ? now + HOURS_12 + 1 : body.at;
    const before = await read();
    const response = await send({ ...body, ...(body.type === 'endAt' ? { at } : {}) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await read()).toEqual(before);
  });

  it('refuses both before the start with 409 INVALID_TRANSITION', async () => {
    const { send, read } = await running();
    for (const body of [
      { type: 'setTimeLeft', seconds: 60 },
      { type: 'endAt', at: now + MINUTE },
    ]) {
      const response = await send(body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'INVALID_TRANSITION' });
    }
    expect((await read()).status).toBe('idle');
  });
});
