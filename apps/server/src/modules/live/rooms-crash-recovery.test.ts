import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import {
  createPublicMeeting,
  freePort,
  readRunOver,
  scratchDatabase,
  sendOver,
  signUpOver,
  startServerProcess,
  stopServerProcess,
  tempDir,
  waitAnswer,
  type ServerProcess,
} from './test-server-process.ts';

const ROOMS_AGENDA = `Workshop

# Breakouts
: 20
## Budget
### Pitch
: 5
### Vote
: 15
## Roadmap
## Hiring
: 10

# Report back
: 10
`;

/* DESIGN §4 and §9 "Rooms": a `kill -9` while rooms run loses none of their commands. */
describe.each(testDatabaseKinds)('breakout rooms outlive their server process on %s', (kind) => {
  const suite: (() => unknown)[] = [];
  let env: Record<string, string>;
  let port: number;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    const data = tempDir('ordo-rooms-crash-');
    suite.push(data.remove);
    env = { DATA_DIR: data.dir, WEB_DIST_DIR: path.join(data.dir, 'no-web-app') };
    if (kind === 'postgres') {
      const database = await scratchDatabase();
      suite.push(database.drop);
      env.DATABASE_URL = database.url;
    }
    port = await freePort();
    suite.push(() => server && stopServerProcess(server, 'SIGKILL'));
    server = startServerProcess(port, env);
    // A first start creates and migrates its database: on a busy shared machine it can take
    // longer than the default minute, which is not what this test is about.
    await waitAnswer(server, '/readyz', 170_000);
  }, 180_000);
  afterAll(async () => {
    for (const cleanup of suite.reverse()) await cleanup();
  });

  it('keeps every room command acknowledged before a kill -9', async () => {
    const first = server as ServerProcess;
    const owner = await signUpOver(first.base);
    const { uuid } = await createPublicMeeting(first.base, owner, ROOMS_AGENDA);
    for (const command of [
      { type: 'start' },
      { type: 'next', room: 0 },
      { type: 'pause', room: 1 },
      { type: 'message', text: 'Hiring: wrap up', room: 2 },
      { type: 'recall', minutes: 30 },
    ]) {
      await sendOver(first.base, owner, uuid, command);
    }
    const before = (await readRunOver(first.base, owner, uuid)).state;
    const exit = await stopServerProcess(first, 'SIGKILL');
    expect(exit.signal).toBe('SIGKILL');

    server = startServerProcess(port, env);
    await waitAnswer(server, '/healthz', 120_000);
    const { state } = await readRunOver(server.base, owner, uuid);
    const shape = (s: typeof state) =>
      s.rooms?.map((room) => [room.status, room.stepIndex, room.pausedAt, room.message?.text]);
    expect(shape(state)).toEqual([
      ['running', 1, null, undefined],
      ['paused', 0, before.rooms?.[1]?.pausedAt, undefined],
      ['running', 0, null, 'Hiring: wrap up'],
    ]);
    expect(state.recall).toEqual(before.recall);
    expect(state.position).toBe(before.position);
  }, 240_000);
});
