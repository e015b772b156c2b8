import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { EditRevokedEvent, EditWatchAck, WorkspaceMember } from '@ordo/contract';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { listen } from '../live/testing.ts';
import { call, teamWorld, type TeamWorld } from './testing.ts';

async function editsClient(base: string, headers: Record<string, string>): Promise<Socket> {
  const socket = connect(`${base}/edits`, {
    auth: { token: headers.authorization?.replace('Bearer ', '') },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

function revokedSoon(socket: Socket, ms = 2_000): Promise<EditRevokedEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no revoked within ${ms} ms`)), ms);
    socket.once('revoked', (event: EditRevokedEvent) => {
      clearTimeout(timer);
      resolve(event);
    });
  });
}

describe.each(testDatabaseKinds)('the edit feed follows the rights of now on %s', (kind) => {
  let app: App;
  let base: string;
  let world: TeamWorld;
  const sockets: Socket[] = [];
  const open = async (headers: Record<string, string>) => {
    const socket = await editsClient(base, headers);
    sockets.push(socket);
    return socket;
  };
  const watch = (socket: Socket) =>
    socket
      .timeout(3_000)
      .emitWithAck('watch', { meetingId: world.meeting.uuid }) as Promise<EditWatchAck>;
  const save = async (version: number, minutes: number) =>
    call<{ version: number }>(
      app,
      'PUT',
      `/v3/meetings/${world.meeting.uuid}`,
      world.headers.owner,
      {
        baseVersion: version,
        content: `Team workshop\n\n# Welcome\n: ${minutes}\n`,
      },
    );

  beforeAll(async () => {
    app = await buildTestApp(kind);
    base = await listen(app);
    world = await teamWorld(app);
  }, 60_000);
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await app.close();
  });

  it("a removed editor's watch ends at once, and no later save reaches them", async () => {
    const editor = await open(world.headers.editor);
    expect(await watch(editor)).toMatchObject({ ok: true });
    let heard = 0;
    editor.on('meeting:saved', () => (heard += 1));
    const revoked = revokedSoon(editor);
    const list = await call<{ items: WorkspaceMember[] }>(
      app,
      'GET',
      `/v3/workspaces/${world.team.uuid}/users`,
      world.headers.owner,
    );
    const token = list.body.items.find((item) => item.email === world.people.editor.email)?.token;

    const removed = await call(
      app,
      'DELETE',
      `/v3/workspaces/${world.team.uuid}/users/${token}`,
      world.headers.owner,
    );
    expect(removed.status).toBe(204);
    expect(await revoked).toMatchObject({
      code: 'MEETING_NOT_FOUND',
      meetingId: world.meeting.uuid,
    });
    const saved = await save(world.meeting.version, 25);
    expect(saved.status).toBe(200);
    // The save is announced to the watchers left (none here) right after its commit.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toBe(0);
    expect(await watch(editor)).toMatchObject({ ok: false, error: { code: 'MEETING_NOT_FOUND' } });
  });

  it('signing out ends the watch and the connection', async () => {
    const admin = await open(world.headers.admin);
    expect(await watch(admin)).toMatchObject({ ok: true });
    const revoked = revokedSoon(admin);
    const gone = new Promise((resolve) => admin.once('disconnect', resolve));

    await call(app, 'POST', '/v1/users/logout', world.headers.admin);
    expect(await revoked).toMatchObject({ code: 'UNAUTHENTICATED', meetingId: null });
    expect(await gone).toBe('io server disconnect');
  });
});
