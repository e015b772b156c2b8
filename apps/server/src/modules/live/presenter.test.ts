import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ControlTokenList, RunNotes } from '@ordo/contract';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { createShared, type Headers } from '../sharing/testing.ts';
import { disconnectedSoon, forbidden, revokedSoon } from './rights-testing.ts';
import { AGENDA, handshakeRefusal, liveTestServer, nextEvent } from './testing.ts';

/** DESIGN §9 "Presenter view": a read-only token that reads the run with its private notes. */
describe.each(testDatabaseKinds)('presenter tokens on %s', (kind) => {
  const server = liveTestServer(kind);
  let owner: { token: string; headers: Headers };
  let stranger: { token: string; headers: Headers };

  beforeAll(async () => {
    owner = await signUp(server.app);
    stranger = await signUp(server.app);
  });

  const inject = (options: InjectOptions) => server.app.inject(options);
  const createToken = async (meetingId: string, payload: object) =>
    inject({
      method: 'POST',
      url: `/v3/meetings/${meetingId}/run/control-tokens`,
      headers: owner.headers,
      payload,
    });
  const presenterToken = async (meetingId: string) => {
    const created = await createToken(meetingId, { name: 'Lectern', kind: 'presenter' });
    expect(created.statusCode).toBe(201);
    return created.json<{ id: string; token: string; url: string }>();
  };
  const notes = (meetingId: string, headers: Record<string, string> = {}) =>
    inject({ url: `/v3/meetings/${meetingId}/run/notes`, headers });
  const meetingOf = (visibility: 'Public' | 'Private') =>
    createShared(server.app, owner.headers, { content: AGENDA, visibility });

  it('makes presenter tokens whose URL opens the presenter view, and lists each kind', async () => {
    const meeting = await meetingOf('Private');
    const presenter = await presenterToken(meeting.uuid);
    expect(presenter.url).toMatch(new RegExp(`/m/${meeting.uuid}/presenter#t=${presenter.token}$`));
    expect(presenter.url).not.toContain('?');
    const remote = (await createToken(meeting.uuid, {})).json<{ url: string }>();
    expect(remote.url).toContain(`/m/${meeting.uuid}/remote#t=`);

    const list = await inject({
      url: `/v3/meetings/${meeting.uuid}/run/control-tokens`,
      headers: owner.headers,
    });
    expect(list.json<ControlTokenList>().items.map((item) => [item.name, item.kind])).toEqual([
      ['Lectern', 'presenter'],
      ['Remote', 'control'],
    ]);
  });

  it.each([{ kind: 'speaker' }, { kind: null }, { kind: 'PRESENTER' }])(
    'refuses %j with 400 VALIDATION_FAILED',
    async (payload) => {
      const meeting = await meetingOf('Private');
      const response = await createToken(meeting.uuid, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    },
  );

  it('joins with the whole state, is listed as a presenter, reads notes, commands nothing', async () => {
    const meeting = await meetingOf('Private');
    const { token } = await presenterToken(meeting.uuid);
    const cockpit = await server.client({ token: owner.token });
    await cockpit.emitWithAck('join', { meetingId: meeting.uuid });
    const presenter = await server.client({ controlToken: token });
    const listed = nextEvent(cockpit, 'devices');
    const ack = await presenter.emitWithAck('join', {
      meetingId: meeting.uuid,
      device: { id: 'lectern-laptop-1', kind: 'cockpit', name: 'Lectern' },
    });
    expect(ack).toMatchObject({ ok: true, role: 'viewer', state: { status: 'idle' } });
    expect(ack.ok && ack.devices).toBeFalsy();
    expect((await listed).upserted).toEqual([
      expect.objectContaining({ kind: 'presenter', name: 'Lectern' }),
    ]);
    expect(JSON.stringify(ack)).not.toContain('private note');

    // Every command is refused, over the socket and over HTTP, and the run stays idle.
    expect(
      await presenter.emitWithAck('command', { meetingId: meeting.uuid, type: 'start' }),
    ).toMatchObject(forbidden);
    const http = await inject({
      method: 'POST',
      url: `/v3/meetings/${meeting.uuid}/run`,
      headers: { 'x-control-token': token },
      payload: { type: 'start' },
    });
    expect(http.statusCode).toBe(403);
    expect(http.json()).toMatchObject({ code: 'FORBIDDEN' });

    // It follows the run the cockpit drives, and reads the notes of each sequence.
    const moved = nextEvent(presenter, 'state');
    await cockpit.emitWithAck('command', { meetingId: meeting.uuid, type: 'start' });
    expect((await moved).state).toMatchObject({ status: 'running', currentIndex: 0 });
    const read = await notes(meeting.uuid, { 'x-control-token': token });
    expect(read.statusCode).toBe(200);
    const { sequences } = read.json<RunNotes>();
    expect(sequences.map((sequence) => sequence.index)).toEqual([0, 1, 2, 3]);
    expect(read.json<RunNotes>().stageWarnings).toBeNull();
    expect(sequences[0]?.notesHtml).toContain('private note for the check-in');
    // `//` comments are the author's: never shown at the lectern.
    expect(JSON.stringify(sequences)).not.toContain('hidden comment');
    const state = await inject({
      url: `/v3/meetings/${meeting.uuid}/run`,
      headers: { 'x-control-token': token },
    });
    expect(state.json()).toMatchObject({ state: { status: 'running' } });
  });

  it('gives the notes to editors and remotes, safely rendered and matched after edits', async () => {
    const content = AGENDA.replace(
      'private note for the check-in',
      'private **note** <script>alert(1)</script> [x](javascript:alert(1))',
    );
    const meeting = await createShared(server.app, owner.headers, {
      content,
      visibility: 'Private',
    });
    await inject({
      method: 'POST',
      url: `/v3/meetings/${meeting.uuid}/run`,
      headers: owner.headers,
      payload: { type: 'start' },
    });
    const byEditor = (await notes(meeting.uuid, owner.headers)).json<RunNotes>();
    const html = byEditor.sequences[0]?.notesHtml ?? '';
    expect(html).toContain('<strong>note</strong>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('href="javascript');

    // A sequence inserted above after the start: the run's sequences keep their own notes.
    const edited = `${content.replace('# Check-in', '# Welcome\n: 5\nwelcome note\n\n# Check-in')}`;
    await inject({
      method: 'PUT',
      url: `/v3/meetings/${meeting.uuid}`,
      headers: owner.headers,
      payload: { content: edited },
    });
    const { token } = (await createToken(meeting.uuid, {})).json<{ token: string }>();
    const byRemote = (await notes(meeting.uuid, { 'x-control-token': token })).json<RunNotes>();
    expect(byRemote.sequences).toHaveLength(4);
    expect(byRemote.sequences[0]?.notesHtml).toContain('<strong>note</strong>');
  });

  it.each([
    ['a stranger on a Public meeting', 'Public', 403, 'FORBIDDEN'],
    ['an anonymous visitor of a Public meeting', 'Public', 401, 'UNAUTHENTICATED'],
    ['an anonymous visitor of a Private meeting', 'Private', 401, 'UNAUTHENTICATED'],
    ['a stranger on a Private meeting', 'Private', 404, 'MEETING_NOT_FOUND'],
  ] as const)('refuses the notes to %s', async (who, visibility, status, code) => {
    const meeting = await meetingOf(visibility);
    const headers = who.startsWith('a stranger') ? stranger.headers : {};
    const response = await notes(meeting.uuid, headers);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
    expect(response.body).not.toContain('private note');
  });

  it('disconnects a revoked presenter and refuses its notes with 401', async () => {
    const meeting = await meetingOf('Public');
    const { id, token } = await presenterToken(meeting.uuid);
    const presenter = await server.client({ controlToken: token });
    await presenter.emitWithAck('join', { meetingId: meeting.uuid });
    const revoked = revokedSoon(presenter);
    const gone = disconnectedSoon(presenter);
    const removed = await inject({
      method: 'DELETE',
      url: `/v3/meetings/${meeting.uuid}/run/control-tokens/${id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await revoked).toMatchObject({ code: 'CONTROL_TOKEN_INVALID', role: null });
    expect(await gone).toBe('io server disconnect');

    const response = await notes(meeting.uuid, { 'x-control-token': token });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'CONTROL_TOKEN_INVALID' });
    expect(await handshakeRefusal(server.base, { controlToken: token })).toMatchObject({
      code: 'CONTROL_TOKEN_INVALID',
    });
  });
});
