import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project keeps its own environment so the pure
// agenda package never sees a DOM and the web tests never see the server.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'agenda',
          root: './packages/agenda',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['./src/test/global-setup.ts'],
        },
      },
      {
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
          root: './scripts',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
