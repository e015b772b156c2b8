import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ActivityPage, CommentThread, CommentThreadList, Meeting } from '@ordo/contract';
import type { App } from '../../app.ts';
import { users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { call as callWith, type Headers } from '../workspaces/testing.ts';
import { smtpTeamWorld, type SmtpTeamWorld } from './testing.ts';

const PUBLIC_URL = 'https://ordo.example.org';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';

describe.each(testDatabaseKinds)('comments, mentions and activity on %s', (kind) => {
  let app: App;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let world: SmtpTeamWorld;
  let url: string;

  const call = async <T>(method: Method, path: string, headers: Headers, payload?: unknown) => {
    if (method !== 'PATCH') return callWith<T>(app, method, path, headers, payload);
    const response = await app.inject({ method, url: path, headers, payload: payload as object });
    return { status: response.statusCode, body: response.json<T>() };
  };
  const rename = (userId: string, name: string, language: 'en' | 'fr' | null = null) =>
    app.database.db.update(users).set({ name, language }).where(eq(users.id, userId));

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await buildTestApp(kind, { SMTP_URL: inbox.url, PUBLIC_URL });
    world = await smtpTeamWorld(app, inbox);
    await rename(world.people.owner.userId, 'Olivia Owner');
    await rename(world.people.editor.userId, 'Eddie Editor', 'fr');
    await rename(world.people.viewer.userId, 'Vera Viewer');
    await rename(world.people.guest.userId, 'Gus Guest');
    await rename(world.people.stranger.userId, 'Sam Stranger');
    url = `/v3/meetings/${world.meeting.uuid}`;
    // A second sequence, so threads have somewhere to move.
    const meeting = await call<Meeting>('GET', url, world.headers.owner);
    await call('PUT', url, world.headers.owner, {
      content: `${meeting.body.content}\n# Ideas\n: 20\n`,
      baseVersion: meeting.body.version,
    });
  });
  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  it('starts a thread on a sequence, e-mails the person @mentioned in their language, once', async () => {
    const created = await call<CommentThread>('POST', `${url}/comments`, world.headers.owner, {
      body: 'Can we shorten this? @Eddie Editor, @eddie editor and @Sam Stranger <b>now</b>',
      anchor: { kind: 'sequence', index: 1, title: 'Ideas' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      authorName: 'Olivia Owner',
      anchor: { kind: 'sequence', index: 1, title: 'Ideas' },
      sequenceIndex: 1,
      resolvedAt: null,
      mine: true,
      replies: [],
      // The stranger cannot see the meeting: named, not mentioned.
      mentions: [{ userId: world.people.editor.userId, name: 'Eddie Editor' }],
    });
    // Stored as typed: escaping is the screen's job.
    expect(created.body.body).toContain('<b>now</b>');

    const mail = await inbox.mailTo(world.people.editor.email);
    expect(mail.subject).toBe('Olivia Owner vous a mentionné dans «\u00A0Team workshop\u00A0»');
    expect(mail.text).toContain('la séquence «\u00A0Ideas\u00A0»');
    expect(mail.text).toContain(
      `${PUBLIC_URL}/user/meeting/${world.meeting.uuid}?tab=edit&comment=`,
    );
    expect(inbox.received.filter((item) => item.to.includes(world.people.editor.email))).toEqual(
      [],
    );
    expect(inbox.received.filter((item) => item.to.includes(world.people.stranger.email))).toEqual(
      [],
    );
  });

  it('lets a viewer read and reply, and a reply joins its thread', async () => {
    const { body: list } = await call<CommentThreadList>(
      'GET',
      `${url}/comments`,
      world.headers.viewer,
    );
    const thread = list.items[0] as CommentThread;
    expect(thread.mine).toBe(false);
    const reply = await call<CommentThread>('POST', `${url}/comments`, world.headers.viewer, {
      body: 'Agreed, @Olivia Owner',
      parentId: thread.id,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.id).toBe(thread.id);
    expect(reply.body.replies).toMatchObject([{ authorName: 'Vera Viewer', mine: true }]);
    const mail = await inbox.mailTo(world.people.owner.email);
    expect(mail.subject).toBe('Vera Viewer mentioned you in "Team workshop"');
  });

  it('follows its sequence when a sequence is inserted before it', async () => {
    const meeting = await call<Meeting>('GET', url, world.headers.owner);
    await call('PUT', url, world.headers.owner, {
      content: meeting.body.content.replace('# Ideas', '# Warm-up\n: 5\n\n# Ideas'),
      baseVersion: meeting.body.version,
    });
    const { body } = await call<CommentThreadList>('GET', `${url}/comments`, world.headers.editor);
    expect(body.items[0]).toMatchObject({ anchor: { index: 1, title: 'Ideas' }, sequenceIndex: 2 });
  });

  it('resolves and reopens a thread; a reply cannot be resolved', async () => {
    const { body } = await call<CommentThreadList>('GET', `${url}/comments`, world.headers.editor);
    const thread = body.items[0] as CommentThread;
    const resolved = await call<CommentThread>(
      'PATCH',
      `${url}/comments/${thread.id}`,
      world.headers.editor,
      { resolved: true },
    );
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ resolvedBy: 'Eddie Editor' });
    expect(resolved.body.resolvedAt).not.toBeNull();
    const reopened = await call<CommentThread>(
      'PATCH',
      `${url}/comments/${thread.id}`,
      world.headers.viewer,
      { resolved: false },
    );
    expect(reopened.body).toMatchObject({ resolvedAt: null, resolvedBy: null });
    const onReply = await call(
      'PATCH',
      `${url}/comments/${thread.replies[0]?.id}`,
      world.headers.owner,
      { resolved: true },
    );
    expect(onReply).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });

  it('lets only its author edit a comment, and mails only people newly mentioned', async () => {
    const created = await call<CommentThread>('POST', `${url}/comments`, world.headers.editor, {
      body: 'On the whole meeting',
    });
    expect(created.body).toMatchObject({ anchor: { kind: 'meeting' }, sequenceIndex: null });
    const edited = await call<CommentThread>(
      'PATCH',
      `${url}/comments/${created.body.id}`,
      world.headers.editor,
      { body: 'On the whole meeting, @Gus Guest' },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.editedAt).not.toBeNull();
    expect((await inbox.mailTo(world.people.guest.email)).subject).toContain('Eddie Editor');
    await call('PATCH', `${url}/comments/${created.body.id}`, world.headers.editor, {
      body: 'On the whole meeting, @Gus Guest!',
    });
    const notMine = await call(
      'PATCH',
      `${url}/comments/${created.body.id}`,
      world.headers.viewer,
      {
        body: 'Hijacked',
      },
    );
    expect(notMine).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const deleted = await call(
      'DELETE',
      `${url}/comments/${created.body.id}`,
      world.headers.editor,
    );
    expect(deleted.status).toBe(204);
    expect(inbox.received.filter((item) => item.to.includes(world.people.guest.email))).toEqual([]);
  });

  it('answers bad input with 400 and unknown comments with 404', async () => {
    const tooLong = await call('POST', `${url}/comments`, world.headers.owner, {
      body: 'x'.repeat(4001),
    });
    expect(tooLong).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    const blank = await call('POST', `${url}/comments`, world.headers.owner, { body: '   ' });
    expect(blank.status).toBe(400);
    const badAnchor = await call('POST', `${url}/comments`, world.headers.owner, {
      body: 'Hi',
      anchor: { kind: 'sequence', index: -1, title: 'x' },
    });
    expect(badAnchor.status).toBe(400);
    const unknown = await call(
      'PATCH',
      `${url}/comments/${crypto.randomUUID()}`,
      world.headers.owner,
      {
        resolved: true,
      },
    );
    expect(unknown).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    const noParent = await call('POST', `${url}/comments`, world.headers.owner, {
      body: 'Hi',
      parentId: crypto.randomUUID(),
    });
    expect(noParent.status).toBe(404);
  });

  it('keeps comments from strangers, anonymous callers, and guests of another workshop', async () => {
    const stranger = await call('GET', `${url}/comments`, world.headers.stranger);
    expect(stranger).toMatchObject({ status: 404, body: { code: 'MEETING_NOT_FOUND' } });
    const anonymous = await call('GET', `${url}/comments`, world.headers.anonymous);
    expect(anonymous.status).toBe(401);
    const otherWorkshop = await call(
      'POST',
      `/v3/meetings/${world.other.uuid}/comments`,
      world.headers.guest,
      { body: 'Hello' },
    );
    expect(otherWorkshop.status).toBe(404);
    const activity = await call('GET', `${url}/activity`, world.headers.stranger);
    expect(activity.status).toBe(404);
  });

  it('lists who may be mentioned: the owner and the members who see the meeting', async () => {
    const { body } = await call<{ items: { name: string }[] }>(
      'GET',
      `${url}/comments/people`,
      world.headers.viewer,
    );
    const names = body.items.map((item) => item.name);
    expect(names).toEqual(expect.arrayContaining(['Olivia Owner', 'Eddie Editor', 'Gus Guest']));
    expect(names).not.toContain('Sam Stranger');
    expect(names).not.toContain('Vera Viewer');
    const other = await call<{ items: { name: string }[] }>(
      'GET',
      `/v3/meetings/${world.other.uuid}/comments/people`,
      world.headers.owner,
    );
    expect(other.body.items.map((item) => item.name)).not.toContain('Gus Guest');
  });

  it('merges versions, comments and runs into one activity list, newest first, page by page', async () => {
    await call('POST', `${url}/run`, world.headers.owner, { type: 'start' });
    const first = await call<ActivityPage>('GET', `${url}/activity?limit=2`, world.headers.viewer);
    expect(first.status).toBe(200);
    expect(first.body.items[0]).toMatchObject({
      kind: 'run',
      actorName: 'Olivia Owner',
      finished: false,
    });
    const seen = [...first.body.items];
    let cursor = first.body.nextCursor;
    while (cursor) {
      const page = await call<ActivityPage>(
        'GET',
        `${url}/activity?limit=2&cursor=${cursor}`,
        world.headers.viewer,
      );
      seen.push(...page.body.items);
      cursor = page.body.nextCursor;
    }
    expect(new Set(seen.map((item) => item.id)).size).toBe(seen.length);
    const times = seen.map((item) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(seen).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'comment', actorName: 'Vera Viewer', reply: true }),
        expect.objectContaining({
          kind: 'comment',
          actorName: 'Olivia Owner',
          sequenceTitle: 'Ideas',
          reply: false,
        }),
        expect.objectContaining({ kind: 'version', excerpt: null }),
      ]),
    );
    const bad = await call('GET', `${url}/activity?cursor=nonsense`, world.headers.viewer);
    expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });

  it("puts a person's comments in their data download, and deletes them with the account", async () => {
    const exported = await call<{ comments: { body: string }[] }>(
      'GET',
      '/v1/users/me/export',
      world.headers.viewer,
    );
    expect(exported.body.comments.map((comment) => comment.body)).toContain(
      'Agreed, @Olivia Owner',
    );
    const gone = await app.inject({
      method: 'DELETE',
      url: '/v1/users/me',
      headers: world.headers.viewer,
      payload: { confirm: true },
    });
    expect(gone.statusCode).toBeLessThan(300);
    const { body } = await call<CommentThreadList>('GET', `${url}/comments`, world.headers.owner);
    const bodies = body.items.flatMap((thread) => [thread, ...thread.replies]).map((c) => c.body);
    expect(bodies).not.toContain('Agreed, @Olivia Owner');
  });
});
