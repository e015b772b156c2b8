import path from 'node:path';
import {
  freePort,
  scratchDatabase,
  scratchRedisPrefix,
  sharedAuthSecret,
  startServerProcess,
  stopServerProcess,
  tempDir,
  waitAnswer,
  type ServerProcess,
} from './test-server-process.ts';

/**
 * DESIGN §2 "Scale-out": N identical processes on one PostgreSQL and one Redis, and a device
 * may land on any of them. Two real processes, A and B: what happens on A reaches B. The same
 * checks also run on one process (A = B) on PGlite, the default topology, so a test file over
 * these topologies always tests something; the two-process topology exists only when
 * TEST_DATABASE_URL and REDIS_URL are both set.
 */
export type Topology = {
  name: string;
  start: () => Promise<{ a: ServerProcess; b: ServerProcess; stop: () => Promise<void> }>;
};

const oneProcess: Topology = {
  name: 'one process on PGlite (A = B)',
  start: async () => {
    const data = tempDir('ordo-scale-');
    const server = startServerProcess(await freePort(), {
      DATA_DIR: data.dir,
      WEB_DIST_DIR: path.join(data.dir, 'no-web-app'),
    });
    const stop = async () => {
      await stopServerProcess(server);
      data.remove();
    };
    await waitAnswer(server, '/readyz').catch(async (error: unknown) => {
      await stop();
      throw error;
    });
    return { a: server, b: server, stop };
  },
};

const twoProcesses = (databaseServer: string, redisUrl: string): Topology => ({
  name: `two processes on PostgreSQL (${new URL(databaseServer).host}) and Redis`,
  start: async () => {
    const cleanups: (() => unknown)[] = [];
    const stop = async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    };
    try {
      const database = await scratchDatabase();
      cleanups.push(database.drop);
      const redis = scratchRedisPrefix(redisUrl);
      cleanups.push(redis.clear);
      const shared = {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: redis.prefix,
        // Sessions are signed: every process must accept every other's tokens.
        AUTH_SECRET: sharedAuthSecret(),
      };
      const started: ServerProcess[] = [];
      // One after the other: the first runs the migrations, the second finds them done.
      for (const name of ['a', 'b']) {
        const data = tempDir(`ordo-scale-${name}-`);
        cleanups.push(data.remove);
        const server = startServerProcess(await freePort(), {
          ...shared,
          DATA_DIR: data.dir,
          WEB_DIST_DIR: path.join(data.dir, 'no-web-app'),
        });
        cleanups.push(() => stopServerProcess(server));
        await waitAnswer(server, '/readyz');
        started.push(server);
      }
      const [a, b] = started;
      if (!a || !b) throw new Error('two processes expected');
      return { a, b, stop };
    } catch (error) {
      await stop();
      throw error;
    }
  },
});

export const topologies: Topology[] = [oneProcess];
if (process.env.TEST_DATABASE_URL && process.env.REDIS_URL) {
  topologies.push(twoProcesses(process.env.TEST_DATABASE_URL, process.env.REDIS_URL));
}
