import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { EditWatchAck, Meeting, MeetingSavedEvent } from '@ordo/contract';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { listen } from '../live/testing.ts';
import { call, teamWorld, type TeamWorld } from './testing.ts';

async function editsClient(base: string, token: string | undefined): Promise<Socket> {
  const socket = connect(`${base}/edits`, {
    auth: token ? { token } : {},
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

const tokenOf = (headers: Record<string, string>) => headers.authorization?.replace('Bearer ', '');

function watch(socket: Socket, meetingId: string): Promise<EditWatchAck> {
  return socket.timeout(3_000).emitWithAck('watch', { meetingId }) as Promise<EditWatchAck>;
}

function nextSave(socket: Socket, ms = 3_000): Promise<MeetingSavedEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no meeting:saved within ${ms} ms`)), ms);
    socket.once('meeting:saved', (event: MeetingSavedEvent) => {
      clearTimeout(timer);
      resolve(event);
    });
  });
}

describe.each(testDatabaseKinds)("a teammate's save reaches the others at once on %s", (kind) => {
  let app: App;
  let base: string;
  let world: TeamWorld;
  const sockets: Socket[] = [];
  const open = async (headers: Record<string, string>) => {
    const socket = await editsClient(base, tokenOf(headers));
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    app = await buildTestApp(kind);
    base = await listen(app);
    world = await teamWorld(app);
  }, 60_000);
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await app.close();
  });

  it('announces a committed save to the other editors watching, with the new version', async () => {
    const editor = await open(world.headers.editor);
    const admin = await open(world.headers.admin);
    const watched = await watch(editor, world.meeting.uuid);
    expect(watched).toMatchObject({ ok: true, version: world.meeting.version });
    expect(await watch(admin, world.meeting.uuid)).toMatchObject({ ok: true });

    const heard = nextSave(editor);
    const saved = await call<Meeting>(
      app,
      'PUT',
      `/v3/meetings/${world.meeting.uuid}`,
      world.headers.admin,
      {
        baseVersion: world.meeting.version,
        content: 'Team workshop\n\n# Welcome\n: 15\n',
      },
    );
    expect(saved.status).toBe(200);
    const event = await heard;
    expect(event).toEqual({
      meetingId: world.meeting.uuid,
      version: saved.body.version,
      authorId: world.people.admin.userId,
      authorName: 'Test User',
    });
    // What the event announces is there to read back.
    const read = await call<Meeting>(
      app,
      'GET',
      `/v3/meetings/${world.meeting.uuid}`,
      world.headers.editor,
    );
    expect(read.body.version).toBe(event.version);
    expect(read.body.content).toContain(': 15');
  });

  it('a refused save announces nothing', async () => {
    const editor = await open(world.headers.editor);
    await watch(editor, world.meeting.uuid);
    const events: MeetingSavedEvent[] = [];
    editor.on('meeting:saved', (event: MeetingSavedEvent) => events.push(event));
    const stale = await call(
      app,
      'PUT',
      `/v3/meetings/${world.meeting.uuid}`,
      world.headers.admin,
      {
        baseVersion: 1,
        content: 'Stale',
      },
    );
    expect(stale.status).toBe(409);
    // A later good save arrives alone: the stale one, had it been announced, would come first.
    const current = await call<Meeting>(
      app,
      'GET',
      `/v3/meetings/${world.meeting.uuid}`,
      world.headers.owner,
    );
    const next = nextSave(editor);
    await call(app, 'PUT', `/v3/meetings/${world.meeting.uuid}`, world.headers.owner, {
      baseVersion: current.body.version,
      content: 'Team workshop\n\n# Welcome\n: 20\n',
    });
    await next;
    expect(events.map((event) => event.version)).toEqual([current.body.version + 1]);
  });

  it('only those who see the meeting as editors may watch it', async () => {
    for (const role of ['viewer', 'invited', 'stranger'] as const) {
      const socket = await open(world.headers[role]);
      expect(await watch(socket, world.meeting.uuid), role).toMatchObject({
        ok: false,
        error: { code: 'MEETING_NOT_FOUND' },
      });
    }
    const guest = await open(world.headers.guest);
    expect(await watch(guest, world.other.uuid)).toMatchObject({ ok: false });
    expect(await watch(guest, world.meeting.uuid)).toMatchObject({ ok: true });
    await expect(editsClient(base, undefined)).rejects.toThrow('UNAUTHENTICATED');
    await expect(editsClient(base, 'made-up-token')).rejects.toThrow('UNAUTHENTICATED');
  });
});
