import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { Meeting } from '@ordo/contract';
import { users } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { liveTestServer } from '../live/testing.ts';
import { call, teamWorld } from '../workspaces/testing.ts';
import { CollabPeer, collabSocket, eventually } from './testing.ts';

const AGENDA = 'Design review\n> Private note for editors\n\n# Welcome\n: 10\n\n# Decide\n: 20\n';
const FAST = { COLLAB_PERSIST_DEBOUNCE_MS: '40', COLLAB_PERSIST_MAX_WAIT_MS: '200' };
const ADMIN = 'collab-admin@example.com';

const tokenOf = (headers: Record<string, string>) =>
  (headers.authorization ?? '').replace(/^Bearer /, '');

describe.each(testDatabaseKinds)('co-editing a meeting (issue 30) on %s', (kind) => {
  const server = liveTestServer(kind, { ...FAST, ADMIN_EMAIL: ADMIN });
  const peers: CollabPeer[] = [];
  const open = async (headers: Record<string, string>, meetingId: string) => {
    const peer = await CollabPeer.open(server.base, tokenOf(headers), meetingId);
    peers.push(peer);
    return peer;
  };
  afterEach(() => {
    for (const peer of peers.splice(0)) peer.close();
  });
  const meetingOf = async (headers: Record<string, string>, content = AGENDA) =>
    (await call<Meeting>(server.app, 'POST', '/v3/meetings', headers, { content })).body;
  const read = async (headers: Record<string, string>, id: string) =>
    (await call<Meeting>(server.app, 'GET', `/v3/meetings/${id}`, headers)).body;

  it('two editors join, sync the stored text, type, converge, and the text is stored', async () => {
    const owner = await signUp(server.app, { fullName: 'Ann Owner' });
    const meeting = await meetingOf(owner.headers);
    const ann = await open(owner.headers, meeting.uuid);
    expect(ann.ack).toMatchObject({
      ok: true,
      canEdit: true,
      version: meeting.version,
      user: { id: owner.user.id, name: 'Ann Owner', color: expect.stringMatching(/^#/) },
    });
    expect(ann.text.toString()).toBe(AGENDA);
    const annAgain = await open(owner.headers, meeting.uuid);

    ann.text.insert(AGENDA.indexOf('# Decide'), '# Break\n: 5\n\n');
    await eventually(() => annAgain.text.toString() === ann.text.toString());
    expect(await ann.stored()).toMatchObject({
      meetingId: meeting.uuid,
      version: meeting.version + 1,
    });
    const stored = await read(owner.headers, meeting.uuid);
    expect(stored.content).toBe(ann.text.toString());
    expect(stored.sequenceCount).toBe(3);
  });

  it("tells which edits each store holds, so an editor's Saved waits for its own last edit", async () => {
    const owner = await signUp(server.app);
    const meeting = await meetingOf(owner.headers);
    const ann = await open(owner.headers, meeting.uuid);
    const typed: Uint8Array[] = [];
    ann.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === null) typed.push(update);
    });
    ann.text.insert(0, 'A');
    expect(typed).toHaveLength(1);
    // The store that holds the typed update, told by its snapshot (`stored` waits for it).
    const stored = await ann.stored();
    expect(stored.version).toBe(meeting.version + 1);
    const snapshot = Y.decodeSnapshot(new Uint8Array(stored.snapshot));
    // Typed and taken back before the next store: a deletion moves no clock, so only the delete
    // set tells whether it is stored.
    typed.length = 0;
    ann.text.insert(0, 'B');
    ann.text.delete(0, 1);
    expect(typed).toHaveLength(2);
    expect(typed.some((update) => Y.snapshotContainsUpdate(snapshot, update))).toBe(false);
    // The text is what was stored, and the store still says so, at the version it already had.
    const unchanged = await ann.stored();
    expect(unchanged.version).toBe(stored.version);
    const latest = Y.decodeSnapshot(new Uint8Array(unchanged.snapshot));
    expect(typed.every((update) => Y.snapshotContainsUpdate(latest, update))).toBe(true);
    expect((await read(owner.headers, meeting.uuid)).content).toBe(`A${AGENDA}`);
  });

  describe('with stores held until the editors leave', () => {
    // Two edits from two sockets land in one store only if both arrive inside one debounce;
    // on a loaded machine 40 ms is not a promise, so this server stores when the last leaves.
    const slow = liveTestServer(kind, {
      COLLAB_PERSIST_DEBOUNCE_MS: '600000',
      COLLAB_PERSIST_MAX_WAIT_MS: '600000',
    });

    it('a version names everyone whose edits went into it', async () => {
      const world = await teamWorld(slow.app);
      const rename = (userId: string, name: string) =>
        slow.app.database.db.update(users).set({ name }).where(eq(users.id, userId));
      await rename(world.people.owner.userId, 'Olive Owner');
      await rename(world.people.editor.userId, 'Eddie Editor');
      const owner = await CollabPeer.open(
        slow.base,
        tokenOf(world.headers.owner),
        world.meeting.uuid,
      );
      const editor = await CollabPeer.open(
        slow.base,
        tokenOf(world.headers.editor),
        world.meeting.uuid,
      );
      owner.text.insert(0, 'A');
      editor.text.insert(editor.text.length, '# Wrap-up\n: 5\n');
      await eventually(() => owner.text.toString() === editor.text.toString());
      owner.close();
      editor.close();
      let names: string[] = [];
      await eventually(
        () => names.length > 1,
        5_000,
        async () => {
          const history = await call<{ items: { authorName: string }[] }>(
            slow.app,
            'GET',
            `/v3/meetings/${world.meeting.uuid}/history`,
            world.headers.owner,
          );
          names = history.body.items.map((item) => item.authorName);
        },
      );
      // Newest first: the co-edited version, then the one the meeting was created with.
      expect(names[0]?.split(', ').sort()).toEqual(['Eddie Editor', 'Olive Owner']);
    });
  });

  it('anonymous sockets are refused at the handshake with a clear code', async () => {
    const refusal = await collabSocket(server.base).then(
      () => 'connected',
      (error: { data?: unknown }) => error.data,
    );
    expect(refusal).toEqual({ code: 'UNAUTHENTICATED', message: expect.any(String) });
    const wrong = await collabSocket(server.base, 'not-a-session').then(
      () => 'connected',
      (error: { data?: unknown }) => error.data,
    );
    expect(wrong).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('strangers find no meeting; teamspace viewers, who never read private notes, are refused', async () => {
    const world = await teamWorld(server.app);
    const stranger = await open(world.headers.stranger, world.meeting.uuid);
    expect(stranger.ack).toEqual({
      ok: false,
      code: 'MEETING_NOT_FOUND',
      message: expect.any(String),
    });
    expect(stranger.text.toString()).toBe('');
    const viewer = await open(world.headers.viewer, world.meeting.uuid);
    expect(viewer.ack).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(viewer.text.toString()).toBe('');
    const guest = await open(world.headers.guest, world.other.uuid);
    expect(guest.ack).toMatchObject({ ok: false, code: 'MEETING_NOT_FOUND' });
    const bad = await open(world.headers.owner, 'not-a-uuid');
    expect(bad.ack).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
  });

  it('a garbled, oversized or unjoined message is dropped and the document goes on', async () => {
    const owner = await signUp(server.app);
    const meeting = await meetingOf(owner.headers);
    const peer = await open(owner.headers, meeting.uuid);
    const other = await open(owner.headers, meeting.uuid);
    peer.socket.emit('y', meeting.uuid, new Uint8Array([0, 2, 200, 1, 2, 3]));
    peer.socket.emit('y', meeting.uuid, new Uint8Array([7, 7, 7]));
    // Over COLLAB_MAX_MESSAGE_BYTES (60,000) yet under socket.io's own 64 KB ceiling.
    peer.socket.emit('y', meeting.uuid, new Uint8Array(61_000));
    peer.socket.emit('y', '00000000-0000-4000-8000-000000000000', new Uint8Array([0, 0, 0]));
    (peer.socket as unknown as { emit: (...args: unknown[]) => void }).emit('y', 42, 'text');
    peer.text.insert(0, 'Still here: ');
    await eventually(() => other.text.toString().startsWith('Still here: '));
    expect(peer.socket.connected).toBe(true);
  });

  it('PUT with content reaches an open editor as an edit; a stale baseVersion is still 409', async () => {
    const owner = await signUp(server.app);
    const meeting = await meetingOf(owner.headers);
    const peer = await open(owner.headers, meeting.uuid);
    let changes = 0;
    peer.text.observe(() => (changes += 1));
    const next = AGENDA.replace('# Decide\n: 20', '# Decide together\n: 25');
    const put = await call<Meeting>(
      server.app,
      'PUT',
      `/v3/meetings/${meeting.uuid}`,
      owner.headers,
      {
        baseVersion: meeting.version,
        content: next,
      },
    );
    expect(put.status).toBe(200);
    await eventually(() => peer.text.toString() === next);
    expect(changes).toBe(1);
    const stale = await call(server.app, 'PUT', `/v3/meetings/${meeting.uuid}`, owner.headers, {
      baseVersion: meeting.version,
      content: 'Overwrite\n',
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'VERSION_CONFLICT' });
    await peer.synced();
    expect(peer.text.toString()).toBe(next);
  });

  it('text written while nobody had the document open is reconciled on the next join', async () => {
    const owner = await signUp(server.app);
    const meeting = await meetingOf(owner.headers);
    const first = await open(owner.headers, meeting.uuid);
    first.text.insert(0, 'Hello ');
    await first.stored();
    first.close();
    const now = await read(owner.headers, meeting.uuid);
    const restored = `${now.content}# Added by the API\n: 5\n`;
    expect(
      (
        await call(server.app, 'PUT', `/v3/meetings/${meeting.uuid}`, owner.headers, {
          baseVersion: now.version,
          content: restored,
        })
      ).status,
    ).toBe(200);
    const again = await open(owner.headers, meeting.uuid);
    expect(again.text.toString()).toBe(restored);
  });

  it('presence: a person’s awareness reaches the others and is gone when they leave', async () => {
    const owner = await signUp(server.app);
    const meeting = await meetingOf(owner.headers);
    const ann = await open(owner.headers, meeting.uuid);
    const bob = await open(owner.headers, meeting.uuid);
    ann.awareness.setLocalState({
      user: { id: 'a', name: 'Ann', color: '#000' },
      sequenceIndex: 1,
    });
    await eventually(() => bob.awareness.getStates().has(ann.doc.clientID));
    ann.socket.close();
    await eventually(() => !bob.awareness.getStates().has(ann.doc.clientID));
  });

  it('a comment written, resolved or deleted tells the open editors to read the threads again', async () => {
    const world = await teamWorld(server.app);
    const editor = await open(world.headers.editor, world.meeting.uuid);
    const written = editor.next('comments-changed');
    const thread = await call<{ id: string }>(
      server.app,
      'POST',
      `/v3/meetings/${world.meeting.uuid}/comments`,
      world.headers.viewer,
      { body: 'Can we start at nine?' },
    );
    expect(thread.status).toBe(201);
    expect(await written).toEqual({ meetingId: world.meeting.uuid });
    const resolved = editor.next('comments-changed');
    const patched = await server.app.inject({
      method: 'PATCH',
      url: `/v3/meetings/${world.meeting.joinCode}/comments/${thread.body.id}`,
      headers: world.headers.owner,
      payload: { resolved: true },
    });
    expect(patched.statusCode).toBe(200);
    expect(await resolved).toEqual({ meetingId: world.meeting.uuid });
    const deleted = editor.next('comments-changed');
    await call(
      server.app,
      'DELETE',
      `/v3/meetings/${world.meeting.uuid}/comments/${thread.body.id}`,
      world.headers.owner,
    );
    expect(await deleted).toEqual({ meetingId: world.meeting.uuid });
  });

  describe('rights follow the account', () => {
    it('removed from the team: `removed`, and its edits are applied no more', async () => {
      const world = await teamWorld(server.app);
      const owner = await open(world.headers.owner, world.meeting.uuid);
      const editor = await open(world.headers.editor, world.meeting.uuid);
      const removed = editor.next('removed', 2_000);
      const list = await call<{ items: { email: string; token: string }[] }>(
        server.app,
        'GET',
        `/v3/workspaces/${world.team.uuid}/users`,
        world.headers.owner,
      );
      const seat = list.body.items.find((item) => item.email === world.people.editor.email);
      const out = await call(
        server.app,
        'DELETE',
        `/v3/workspaces/${world.team.uuid}/users/${seat?.token}`,
        world.headers.owner,
      );
      expect(out.status).toBe(204);
      expect(await removed).toMatchObject({
        meetingId: world.meeting.uuid,
        code: 'MEETING_NOT_FOUND',
      });
      editor.text.insert(0, 'Not allowed ');
      owner.text.insert(0, 'Allowed ');
      await owner.synced();
      await eventually(() => owner.text.toString().startsWith('Allowed '));
      expect(owner.text.toString()).not.toContain('Not allowed');
    });

    it('the team closes: its editors get `rights { canEdit: false }` and their updates are ignored', async () => {
      const admin = await signUp(server.app, { email: ADMIN });
      // The admin flag needs a proven address; the mail round trip is tested elsewhere.
      await server.app.database.db
        .update(users)
        .set({ emailVerified: true })
        .where(eq(users.id, admin.user.id));
      const world = await teamWorld(server.app);
      const owner = await open(world.headers.owner, world.meeting.uuid);
      const editor = await open(world.headers.editor, world.meeting.uuid);
      const rights = editor.next('rights', 2_000);
      const freed = await server.app.inject({
        method: 'PUT',
        url: `/v1/admin/users/${world.people.owner.userId}`,
        headers: admin.headers,
        payload: { plan: 'free' },
      });
      expect(freed.statusCode).toBe(200);
      expect(await rights).toEqual({ meetingId: world.meeting.uuid, canEdit: false });
      const before = owner.text.toString();
      editor.text.insert(0, 'Ignored ');
      await editor.synced();
      await owner.synced();
      expect(owner.text.toString()).toBe(before);
    });
  });
});
