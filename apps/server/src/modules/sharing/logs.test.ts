import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../test/server-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'ordo-sharing-logs-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const CODE = 'LogSecret-7731';
const json = { 'content-type': 'application/json' };

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
    const server = await startServerProcess({
      LOG_LEVEL: 'trace',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
    });
    let pass = '';
    try {
      const url = await restrictedMeeting(server.base);
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
      await server.stop();
    }
    // The requests were logged (so this test can fail), their secrets were not.
    const output = server.output();
    expect(output).toContain('/check?code=[redacted]');
    expect(output).not.toContain(CODE);
    expect(output).not.toContain(CODE.toLowerCase());
    expect(output).not.toContain(pass.split('.').at(-1));
  }, 120_000);
});
