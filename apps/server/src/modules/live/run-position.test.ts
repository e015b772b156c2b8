import { beforeAll, describe, expect, it } from 'vitest';
import type { RunStateBody } from '@ordo/contract';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { createShared, type Headers } from '../sharing/testing.ts';
import { AGENDA, liveTestServer } from './testing.ts';

/**
 * DESIGN §9 "Live rights": every state carries `position`, the count of commands the meeting's
 * runs took, so a device can drop a state older than the one it shows. It grows by one with
 * every command, over sockets and HTTP alike, and never goes back, not even on a restart.
 */
describe.each(testDatabaseKinds)('run positions on %s', (kind) => {
  const server = liveTestServer(kind);
  const client = server.client;
  let owner: { token: string; headers: Headers };
  beforeAll(async () => {
    owner = await signUp(server.app);
  });

  it('grows by one with every command, through a restart and a new run, for viewers too', async () => {
    const meeting = await createShared(server.app, owner.headers, {
      content: AGENDA,
      visibility: 'Public',
    });
    const cockpit = await client({ token: owner.token });
    const stage = await client();
    const joined = await stage.emitWithAck('join', { meetingId: meeting.uuid });
    expect(joined).toMatchObject({ ok: true, state: { position: 0 } });
    await cockpit.emitWithAck('join', { meetingId: meeting.uuid });
    const seen: number[] = [];
    stage.on('state', (event) => seen.push(event.state.position));

    const http = async (body: object) =>
      (
        await server.app.inject({
          method: 'POST',
          url: `/v3/meetings/${meeting.uuid}/run`,
          headers: owner.headers,
          payload: body,
        })
      ).json<{ state: RunStateBody }>().state.position;
    const socket = async (body: object) => {
      const ack = await cockpit.emitWithAck('command', {
        meetingId: meeting.uuid,
        ...body,
      } as never);
      if (!ack.ok) throw new Error(ack.error.code);
      return ack.state.position;
    };
    const answered = [
      await socket({ type: 'message', text: 'We begin at nine' }),
      await http({ type: 'start' }),
      await socket({ type: 'next' }),
      await http({ type: 'restart' }),
      await socket({ type: 'next' }),
      await http({ type: 'finish' }),
      await socket({ type: 'start' }),
    ];
    expect(answered).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // A refused command takes no position.
    expect(
      await cockpit.emitWithAck('command', { meetingId: meeting.uuid, type: 'resume' }),
    ).toMatchObject({ ok: false, error: { code: 'INVALID_TRANSITION' } });
    await expect.poll(() => seen).toEqual([1, 2, 3, 4, 5, 6, 7]);

    const read = await server.app.inject({ url: `/v3/meetings/${meeting.uuid}/run` });
    expect(read.json<{ state: RunStateBody }>().state.position).toBe(7);
    const late = await client();
    expect(await late.emitWithAck('join', { meetingId: meeting.uuid })).toMatchObject({
      ok: true,
      state: { position: 7, status: 'running' },
    });
  });
});
