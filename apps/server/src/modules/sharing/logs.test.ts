import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const mainFile = fileURLToPath(new URL('../../main.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'ordo-sharing-logs-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const CODE = 'LogSecret-7731';
const json = { 'content-type': 'application/json' };

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

/** A cold PGlite start on a busy machine can take a while: poll /readyz for up to a minute. */
async function waitReady(base: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (await isReady(base)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become ready');
}

/** A Restricted meeting on the running server; answers its URL. */
async function restrictedMeeting(base: string): Promise<string> {
  const registered = await fetch(`${base}/v1/users/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email: 'logs@example.com',
      password: 'a long enough password',
      fullName: 'Lou',
    }),
  });
  const { token } = (await registered.json()) as { token: string };
  const created = await fetch(`${base}/v3/meetings`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({
      content: 'Logged\n# A\n: 5',
      settings: { visibility: 'Restricted', code: CODE },
    }),
  });
  const { uuid } = (await created.json()) as { uuid: string };
  return `${base}/v3/meetings/${uuid}`;
}

describe('the real server process', () => {
  it('never writes an access code or a pass to its log, even at trace level', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
      env: {
        ...process.env,
        LOG_LEVEL: 'trace',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    const base = `http://127.0.0.1:${port}`;
    let pass = '';
    try {
      await waitReady(base);
      const url = await restrictedMeeting(base);
      pass = ((await (await fetch(`${url}?code=${CODE}`)).json()) as { pass: string }).pass;
      expect(pass).toMatch(/\./);
      for (const request of [
        fetch(`${url}?pass=${pass}`),
        fetch(url, { headers: { 'x-meeting-pass': pass } }),
        fetch(`${url}?code=${CODE}x`),
        fetch(`${url}/check?code=${CODE}`),
        fetch(`${url}/check?pass=${pass}`),
      ]) {
        expect((await request).status).toBeLessThan(500);
      }
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    // The requests were logged (so this test can fail), their secrets were not.
    expect(output).toContain('/check?code=[redacted]');
    expect(output).not.toContain(CODE);
    expect(output).not.toContain(CODE.toLowerCase());
    expect(output).not.toContain(pass.split('.').at(-1));
  }, 120_000);
});
