import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { createShared } from '../sharing/testing.ts';
import { runCommand, type RunMemo, type RunServiceDeps } from './run-service.ts';
import { AGENDA } from './testing.ts';

/**
 * Two processes on one database are two memos on one database: each must notice what the
 * other wrote (a command, a restart) before applying its own.
 */
describe.each(testDatabaseKinds)('the run memo on %s', (kind) => {
  let app: App;
  let meetingId: string;
  const process = (memo: RunMemo): RunServiceDeps => ({
    db: app.database.db,
    clock: () => new Date(),
    publish: () => undefined,
    memo,
  });

  beforeAll(async () => {
    app = await buildTestApp(kind);
    const owner = await signUp(app);
    meetingId = (await createShared(app, owner.headers, { content: AGENDA, visibility: 'Private' }))
      .uuid;
  });
  afterAll(() => app.close());

  it('sees the commands and restarts of another process', async () => {
    const [a, b] = [process(new Map()), process(new Map())];
    await runCommand(a, meetingId, { type: 'start' });
    await runCommand(a, meetingId, { type: 'next' });
    await runCommand(b, meetingId, { type: 'next' });
    expect((await runCommand(a, meetingId, { type: 'next' })).currentIndex).toBe(3);
    await runCommand(a, meetingId, { type: 'message', text: 'from a' });
    const restarted = await runCommand(b, meetingId, { type: 'restart' });
    const afterRestart = await runCommand(a, meetingId, { type: 'next' });
    expect(afterRestart.runId).toBe(restarted.runId);
    expect(afterRestart.currentIndex).toBe(1);
    expect(afterRestart.message).toBeNull();
  });

  it('forgets nothing when a command is refused', async () => {
    const memo: RunMemo = new Map();
    const a = process(memo);
    const started = await runCommand(a, meetingId, { type: 'restart' });
    await expect(runCommand(a, meetingId, { type: 'resume' })).rejects.toMatchObject({
      code: 'INVALID_TRANSITION',
    });
    const next = await runCommand(a, meetingId, { type: 'next' });
    expect(next).toMatchObject({ runId: started.runId, currentIndex: 1 });
  });
});
