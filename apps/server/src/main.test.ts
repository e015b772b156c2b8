import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'ordo-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the real server process; resolves once it answers /readyz. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Generous: a cold start compiles TypeScript and creates PGlite, slow on a loaded machine. */
async function waitReady(port: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become ready');
}

describe('the server process', () => {
  it('refuses to start on a bad configuration and lists every problem', async () => {
    const server = startServer({ PORT: 'abc', DATABASE_URL: 'mysql://nope' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Ordo cannot start.');
    expect(server.output()).toContain('PORT: must be a number');
    expect(server.output()).toContain('DATABASE_URL: must be a postgres:// URL');
  });

  it(
    'stops cleanly on SIGTERM and starts again on the same data',
    { timeout: 150_000 },
    async () => {
      for (let round = 0; round < 2; round += 1) {
        const port = await freePort();
        const server = startServer({ PORT: String(port), WEB_DIST_DIR: dataDir });
        await waitReady(port);
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      }
    },
  );
});
