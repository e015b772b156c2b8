import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const isReady = (base: string) =>
  fetch(`${base}/readyz`).then(
    (response) => response.ok,
    () => false,
  );

/**
 * Ordo as it runs in production (`main.ts` in its own process, logging to stdout), for tests
 * about what reaches the log. `output()` is everything it wrote so far; `stop()` ends it with
 * SIGTERM and waits. A cold PGlite start on a busy machine can take a while: /readyz is polled
 * for up to a minute.
 */
export async function startServerProcess(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; !(await isReady(base)); attempt += 1) {
    if (attempt === 600) {
      await stop();
      throw new Error(`the server did not become ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, output: () => output, stop };
}
