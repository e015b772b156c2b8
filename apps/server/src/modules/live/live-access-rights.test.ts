import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { changeSettings, createShared } from '../sharing/testing.ts';
import {
  cockpitFor,
  command,
  countStates,
  disconnectedSoon,
  revokedSoon,
} from './rights-testing.ts';
import { AGENDA, handshakeRefusal, liveTestServer } from './testing.ts';

/**
 * DESIGN §9 "Live rights": when a meeting's access narrows (made Private, a new access code,
 * made Restricted, a control token revoked), the devices that no longer have access are told
 * and cut; those that still have it stay.
 */
describe.each(testDatabaseKinds)('live access follows the meeting, now, on %s', (kind) => {
  const server = liveTestServer(kind);
  const client = server.client;
  const cockpitOf = cockpitFor(client);

  it('made Private: viewers are told and cut, stop receiving states; editors stay', async () => {
    const owner = await signUp(server.app);
    const meeting = await createShared(server.app, owner.headers, {
      content: AGENDA,
      visibility: 'Public',
    });
    const cockpit = await cockpitOf(owner.headers, meeting.uuid);
    const stage = await client();
    expect(await stage.emitWithAck('join', { meetingId: meeting.joinCode })).toMatchObject({
      ok: true,
      role: 'viewer',
    });
    const revoked = revokedSoon(stage);
    const gone = disconnectedSoon(stage);
    const states = countStates(stage);
    let cockpitRevoked = false;
    cockpit.on('revoked', () => (cockpitRevoked = true));

    await changeSettings(server.app, owner.headers, meeting, { visibility: 'Private' });
    expect(await revoked).toMatchObject({ code: 'MEETING_NOT_FOUND', role: null });
    expect(await gone).toBe('io server disconnect');
    expect(await command(cockpit, meeting.uuid)).toMatchObject({ ok: true });
    expect(states()).toBe(0);
    expect(cockpitRevoked).toBe(false);
    // A device joining now is refused too (no row kept from before the change).
    const late = await client();
    expect(await late.emitWithAck('join', { meetingId: meeting.joinCode })).toMatchObject({
      ok: false,
      error: { code: 'MEETING_NOT_FOUND' },
    });
  });

  it('a new access code: viewers who came with a pass are told and cut', async () => {
    const owner = await signUp(server.app);
    const meeting = await createShared(server.app, owner.headers, {
      content: AGENDA,
      visibility: 'Restricted',
      code: 'sunrise-42',
    });
    const opened = await server.app.inject({ url: `/v3/meetings/${meeting.uuid}?code=sunrise-42` });
    const pass = opened.json<{ pass: string }>().pass;
    const stage = await client();
    expect(await stage.emitWithAck('join', { meetingId: meeting.uuid, pass })).toMatchObject({
      ok: true,
      role: 'viewer',
    });
    const revoked = revokedSoon(stage);
    const gone = disconnectedSoon(stage);

    await changeSettings(server.app, owner.headers, meeting, { code: 'moonrise-77' });
    expect(await revoked).toMatchObject({ code: 'INVALID_PASSWORD', role: null });
    expect(await gone).toBe('io server disconnect');
  });

  it('made Restricted: viewers without a pass are asked for the code', async () => {
    const owner = await signUp(server.app);
    const meeting = await createShared(server.app, owner.headers, {
      content: AGENDA,
      visibility: 'Public',
    });
    const stage = await client();
    await stage.emitWithAck('join', { meetingId: meeting.uuid });
    const revoked = revokedSoon(stage);

    await changeSettings(server.app, owner.headers, meeting, {
      visibility: 'Restricted',
      code: 'x-42-y',
    });
    expect(await revoked).toMatchObject({ code: 'PASSWORD_REQUIRED', role: null });
  });

  it('a revoked control token: its remote hears CONTROL_TOKEN_INVALID, HTTP answers 401', async () => {
    const owner = await signUp(server.app);
    const meeting = await createShared(server.app, owner.headers, {
      content: AGENDA,
      visibility: 'Public',
    });
    const created = await server.app.inject({
      method: 'POST',
      url: `/v3/meetings/${meeting.uuid}/run/control-tokens`,
      headers: owner.headers,
      payload: {},
    });
    const { id, token } = created.json<{ id: string; token: string }>();
    const remote = await client({ controlToken: token });
    expect(await remote.emitWithAck('join', { meetingId: meeting.uuid })).toMatchObject({
      role: 'controller',
    });
    const revoked = revokedSoon(remote);
    const gone = disconnectedSoon(remote);

    await server.app.inject({
      method: 'DELETE',
      url: `/v3/meetings/${meeting.uuid}/run/control-tokens/${id}`,
      headers: owner.headers,
    });
    expect(await revoked).toMatchObject({ code: 'CONTROL_TOKEN_INVALID', role: null });
    expect(await gone).toBe('io server disconnect');
    const http = await server.app.inject({
      method: 'POST',
      url: `/v3/meetings/${meeting.uuid}/run`,
      headers: { 'x-control-token': token },
      payload: { type: 'start' },
    });
    expect(http.statusCode).toBe(401);
    expect(http.json()).toMatchObject({ code: 'CONTROL_TOKEN_INVALID' });
    // Reading the run with it too: the remote learns its token is dead, not a public view.
    const read = await server.app.inject({
      method: 'GET',
      url: `/v3/meetings/${meeting.uuid}/run`,
      headers: { 'x-control-token': token },
    });
    expect(read.statusCode).toBe(401);
    expect(read.json()).toMatchObject({ code: 'CONTROL_TOKEN_INVALID' });
    // And the socket refuses it at the door (issue 27), as HTTP does.
    expect(await handshakeRefusal(server.base, { controlToken: token })).toMatchObject({
      code: 'CONTROL_TOKEN_INVALID',
    });
  });
});
