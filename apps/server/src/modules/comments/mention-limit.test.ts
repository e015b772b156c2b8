import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { call } from '../workspaces/testing.ts';
import { smtpTeamWorld, type SmtpTeamWorld } from './testing.ts';

/** COMMENT_MENTION_MAILS_PER_HOUR: a busy thread cannot flood one person's inbox. */
describe.each(testDatabaseKinds)('mention e-mails per person on %s', (kind) => {
  let app: App;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let world: SmtpTeamWorld;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await buildTestApp(kind, { SMTP_URL: inbox.url, COMMENT_MENTION_MAILS_PER_HOUR: '2' });
    world = await smtpTeamWorld(app, inbox);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  it('mails a person up to the limit; further mentions are kept, not mailed', async () => {
    const editor = world.people.editor;
    const name = 'Eddie Editor';
    await app.database.db.update(users).set({ name }).where(eq(users.id, editor.userId));
    const mailsToEditor = () => inbox.received.filter((mail) => mail.to.includes(editor.email));
    const before = mailsToEditor().length;
    for (let index = 0; index < 3; index += 1) {
      const created = await call<{ mentions: unknown[] }>(
        app,
        'POST',
        `/v3/meetings/${world.meeting.uuid}/comments`,
        world.headers.owner,
        { body: `Question ${index} for @${name}` },
      );
      expect(created.status).toBe(201);
      expect(created.body.mentions).toEqual([{ userId: editor.userId, name }]);
    }
    // Each answer comes once its mails were accepted by the SMTP server: nothing is on its way.
    expect(mailsToEditor().length - before).toBe(2);
  });
});
