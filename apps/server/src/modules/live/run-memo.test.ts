import { presentRun, replayRun } from '@ordo/agenda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { createShared } from '../sharing/testing.ts';
import { commandLanes } from './command-lanes.ts';
import type { RunMemo } from './run-memo.ts';
import { runCommand, type RunCommandDeps } from './run-commands.ts';
import { latestRun, positionOf } from './run-log.ts';
import { AGENDA } from './testing.ts';

/**
 * Two processes on one database are two memos on one database: each must notice what the
 * other wrote (a command, a restart) before applying its own.
 */
describe.each(testDatabaseKinds)('the run memo on %s', (kind) => {
  let app: App;
  let meetingId: string;
  const process = (memo: RunMemo): RunCommandDeps => ({
    db: app.database.db,
    clock: () => new Date(),
    publish: () => undefined,
    memo,
    lanes: commandLanes({ maxQueued: 100 }),
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

  it('keeps every command of two processes sending at once, in one order', async () => {
    const [a, b] = [process(new Map()), process(new Map())];
    await runCommand(a, meetingId, { type: 'restart' });
    await runCommand(b, meetingId, { type: 'message', text: 'b knows the run' });
    const sends = Array.from({ length: 12 }, (_, k) =>
      runCommand(k % 2 === 0 ? a : b, meetingId, { type: 'addTime', minutes: 1 }),
    );
    const acks = await Promise.all(sends);
    // Each answer is one step further: no two commands took the same place in the log.
    expect(acks.map((state) => state.addedMs).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 12 }, (_, k) => (k + 1) * 60_000),
    );
    // What a process that starts now rebuilds from the log is what the last answer said.
    const loaded = await latestRun(app.database.db, meetingId);
    expect(loaded?.log.map((entry) => entry.command.type)).toEqual([
      'start',
      'message',
      ...Array.from({ length: 12 }, () => 'addTime'),
    ]);
    if (!loaded) throw new Error('the run has no log');
    const rebuilt = presentRun(
      replayRun(loaded.log, loaded.run.agenda),
      loaded.run.agenda,
      Date.now(),
      positionOf(loaded),
    );
    expect(rebuilt).toMatchObject({ status: 'running', addedMs: 12 * 60_000 });
    // And its position is the last answer's: each command took one, none went back.
    const positions = acks.map((state) => state.position).sort((x, y) => x - y);
    expect(rebuilt.position).toBe(positions.at(-1));
    expect(new Set(positions).size).toBe(12);
  });

  it('finishes, ends and refuses through the log even when the run is remembered', async () => {
    const a = process(new Map());
    await runCommand(a, meetingId, { type: 'restart' });
    await runCommand(a, meetingId, { type: 'pause' });
    await expect(runCommand(a, meetingId, { type: 'pause' })).rejects.toMatchObject({
      code: 'INVALID_TRANSITION',
    });
    const finished = await runCommand(a, meetingId, { type: 'finish' });
    expect(finished.status).toBe('finished');
    await expect(runCommand(a, meetingId, { type: 'next' })).rejects.toMatchObject({
      code: 'INVALID_TRANSITION',
    });
    const loaded = await latestRun(app.database.db, meetingId);
    expect(loaded?.run.finishedAt).toBe(finished.finishedAt);
    expect(loaded?.log.map((entry) => entry.command.type)).toEqual(['start', 'pause', 'finish']);
  });
});
