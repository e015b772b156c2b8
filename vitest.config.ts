import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { tablerIconsByFile } from './apps/web/src/test/tabler-icons-by-file.ts';

// One Vitest run covers every workspace; each project keeps its own environment so the pure
// agenda package never sees a DOM and the web tests never see the server.
//
// `isolate: false` where no test file changes shared state (no vi.mock, fake timers, stubbed
// globals or environment; each server file builds its own app, with its own settings, on its
// own database; a spy on a global is restored in `finally`): a worker then imports the module
// graph once instead of once per file. Imports were most of the CPU (agenda + contract: 39 s
// of CPU isolated, 14 s not; the server's import of Fastify, PGlite and every module was paid
// again by each of its 116 files). The web project keeps isolation: its files mock modules and
// stub globals.
export default defineConfig({
  test: {
    // One worker more than there are cores. Vitest's default for a run is one fewer, a single
    // worker on a 2-core machine, which then sat idle while server tests waited on sockets,
    // timers and databases: on this 2-core machine the suite took 656 s with that one worker and
    // 374 s with three (on PostgreSQL and Redis too, as CI runs it).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: {
          name: 'agenda',
          isolate: false,
          root: './packages/agenda',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          isolate: false,
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          isolate: false,
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['./src/test/global-setup.ts'],
        },
      },
      {
        plugins: [tablerIconsByFile()],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'repo',
          isolate: false,
          root: './scripts',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
