import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ActivityEntry, ActivityPage } from '@ordo/contract';
import type { App } from '../../app.ts';
import { users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { listen, liveClient, type LiveClient } from '../live/testing.ts';
import { call, type Headers } from '../workspaces/testing.ts';
import { smtpTeamWorld, type SmtpTeamWorld } from './testing.ts';

/**
 * Issue 30: the activity list says who ran the meeting ("Olivia ran it"), whichever way the run
 * was started: the cockpit's socket, the HTTP API, or a phone remote (which names nobody).
 */
describe.each(testDatabaseKinds)('who started each run, in the activity list, on %s', (kind) => {
  let app: App;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let world: SmtpTeamWorld;
  let base: string;
  let url: string;
  const sockets: LiveClient[] = [];

  const runs = async (headers: Headers): Promise<ActivityEntry[]> => {
    const page = await call<ActivityPage>(app, 'GET', `${url}/activity?limit=100`, headers);
    expect(page.status).toBe(200);
    return page.body.items.filter((entry) => entry.kind === 'run');
  };
  const command = async (body: object, headers: Headers) => {
    const answer = await call(app, 'POST', `${url}/run`, headers, body);
    expect(answer.status).toBe(200);
  };

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await buildTestApp(kind, { SMTP_URL: inbox.url });
    world = await smtpTeamWorld(app, inbox);
    const rename = (userId: string, name: string) =>
      app.database.db.update(users).set({ name }).where(eq(users.id, userId));
    await rename(world.people.owner.userId, 'Olivia Owner');
    await rename(world.people.editor.userId, 'Eddie Editor');
    url = `/v3/meetings/${world.meeting.uuid}`;
    base = await listen(app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app.close();
    await inbox.close();
  });

  it('names the person who started a run from the cockpit, over HTTP, and nobody for a remote', async () => {
    // The cockpit: a signed-in socket on /live.
    const token = world.headers.owner.authorization?.replace('Bearer ', '') ?? '';
    const cockpit = await liveClient(base, { token });
    sockets.push(cockpit);
    await cockpit.emitWithAck('join', { meetingId: world.meeting.uuid });
    const started = await cockpit.emitWithAck('command', {
      meetingId: world.meeting.uuid,
      type: 'start',
    });
    expect(started).toMatchObject({ ok: true });
    expect(await runs(world.headers.viewer)).toEqual([
      expect.objectContaining({ actorName: 'Olivia Owner', finished: false }),
    ]);
    await command({ type: 'end' }, world.headers.owner);

    // A phone remote's control token starts the next run: no person to name.
    const created = await call<{ token: string }>(
      app,
      'POST',
      `${url}/run/control-tokens`,
      world.headers.owner,
      { name: 'Phone' },
    );
    expect(created.status).toBe(201);
    const remote = { 'x-control-token': created.body.token };
    await command({ type: 'start' }, remote);
    await command({ type: 'end' }, remote);

    // A team editor starts one through the API.
    await command({ type: 'start' }, world.headers.editor);
    expect((await runs(world.headers.viewer)).map((run) => run.actorName)).toEqual([
      'Eddie Editor',
      null,
      'Olivia Owner',
    ]);
  });

  it('names nobody once the person who started it deleted their account', async () => {
    const gone = await app.inject({
      method: 'DELETE',
      url: '/v1/users/me',
      headers: world.headers.editor,
      payload: { confirm: true },
    });
    expect(gone.statusCode).toBeLessThan(300);
    expect((await runs(world.headers.owner)).map((run) => run.actorName)).toEqual([
      null,
      null,
      'Olivia Owner',
    ]);
  });
});
