// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLiveConnection, type LiveConnection } from './live-connection.ts';

/**
 * The web's live client against Ordo's own server: `apps/server/src/main.ts` started as its
 * own process on a fresh embedded database (apps do not import each other), reached over HTTP
 * and socket.io's `/live` namespace as a browser reaches it. The other tests of this client use
 * a small stand-in server to provoke rare answers; this one proves the two really agree.
 */
const serverMain = fileURLToPath(new URL('../../../../../server/src/main.ts', import.meta.url));

let child: ChildProcess;
let base = '';
let dataDir = '';
let output = '';
const connections: LiveConnection[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function call<T>(method: string, url: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

function open(options: Omit<Parameters<typeof createLiveConnection>[0], 'url'>) {
  const live = createLiveConnection({ ...options, url: base });
  connections.push(live);
  return live;
}

const until = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ordo-web-live-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  // A cold embedded database on a busy machine takes a while: /readyz says when it is up.
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      const ready = await fetch(`${base}/readyz`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (!ready) throw new Error('not ready yet');
    },
    { timeout: 60_000, interval: 100 },
  );
}, 70_000);

afterEach(() => {
  for (const live of connections.splice(0)) live.close();
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the live client against Ordo's /live namespace", () => {
  it('a cockpit runs the meeting, a stage follows it, and loses it when the meeting goes private', async () => {
    const { token } = await call<{ token: string }>('POST', '/v1/users/register', undefined, {
      email: `live-${process.pid}@example.com`,
      password: 'correct horse battery',
      fullName: 'Fay Facilitator',
    });
    const meeting = await call<{ uuid: string }>('POST', '/v3/meetings', token, {
      content: 'Team day\n# Welcome\n: 10\n# Retro\n: 30\n',
      settings: { visibility: 'Public' },
    });

    const cockpit = open({ meetingId: meeting.uuid, kind: 'cockpit', auth: { token } });
    const stage = open({ meetingId: meeting.uuid, kind: 'stage', auth: {} });
    await until(() =>
      expect(cockpit.getSnapshot()).toMatchObject({ status: 'live', role: 'controller' }),
    );
    await until(() =>
      expect(stage.getSnapshot()).toMatchObject({ status: 'live', role: 'viewer' }),
    );
    expect(stage.getSnapshot().state?.status).toBe('idle');
    // The cockpit sees the stage in its device list, under the id the server gave it.
    await until(() =>
      expect(cockpit.getSnapshot().devices.map((device) => device.kind)).toContain('stage'),
    );

    // A viewer may not steer the run.
    expect(await stage.send({ type: 'start' })).toMatchObject({ ok: false });
    expect(await cockpit.send({ type: 'start' })).toMatchObject({ ok: true });
    await until(() => expect(stage.getSnapshot().state?.status).toBe('running'));
    expect(await cockpit.send({ type: 'next' })).toMatchObject({ ok: true });
    await until(() => expect(stage.getSnapshot().state?.currentIndex).toBe(1));
    const shown = stage.getSnapshot().state;
    expect(shown?.sequences[shown.currentIndex]?.title).toBe('Retro');

    // Made Private: the server cuts the anonymous stage off and says why.
    const current = await call<{ version: number }>('GET', `/v3/meetings/${meeting.uuid}`, token);
    await call('PUT', `/v3/meetings/${meeting.uuid}`, token, {
      baseVersion: current.version,
      settings: { visibility: 'Private' },
    });
    await until(() => expect(stage.getSnapshot().status).toBe('error'));
    expect(stage.getSnapshot().revoked).toMatchObject({ code: 'MEETING_NOT_FOUND', role: null });
    expect(cockpit.getSnapshot()).toMatchObject({ status: 'live', role: 'controller' });
  });

  it("a room host's remote drives its room only, and a room's stage gets that room's message", async () => {
    const { token } = await call<{ token: string }>('POST', '/v1/users/register', undefined, {
      email: `rooms-${process.pid}@example.com`,
      password: 'correct horse battery',
      fullName: 'Rita Rooms',
    });
    const meeting = await call<{ uuid: string }>('POST', '/v3/meetings', token, {
      content: [
        'Design day',
        '# Welcome',
        ': 10',
        '# Groups',
        ': 30',
        '## Budget',
        '### Read',
        ': 5',
        '### Decide',
        ': 20',
        '## Hiring',
        '### Draft',
        ': 20',
        '### Review',
        ': 10',
        '',
      ].join('\n'),
      settings: { visibility: 'Public' },
    });
    const cockpit = open({ meetingId: meeting.uuid, kind: 'cockpit', auth: { token } });
    await until(() => expect(cockpit.getSnapshot().status).toBe('live'));
    expect(await cockpit.send({ type: 'start' })).toMatchObject({ ok: true });
    expect(await cockpit.send({ type: 'next' })).toMatchObject({ ok: true });

    // The cockpit's "Phone remote for this room": a control token for room 1 (Hiring).
    const created = await call<{ token: string; url: string }>(
      'POST',
      `/v3/meetings/${meeting.uuid}/run/control-tokens`,
      token,
      { name: 'Hiring host', room: 1 },
    );
    expect(created.url).toMatch(/\/remote\?room=1#t=/);
    const remote = open({
      meetingId: meeting.uuid,
      kind: 'remote',
      auth: { controlToken: created.token },
    });
    const hiringStage = open({ meetingId: meeting.uuid, kind: 'stage', auth: {}, room: 1 });
    const budgetStage = open({ meetingId: meeting.uuid, kind: 'stage', auth: {}, room: 0 });
    for (const live of [remote, hiringStage, budgetStage]) {
      await until(() => expect(live.getSnapshot().status).toBe('live'));
    }

    // What the room remote sends (with its room) moves Hiring, and Hiring only.
    expect(await remote.send({ type: 'next', room: 1 })).toMatchObject({ ok: true });
    await until(() => expect(hiringStage.getSnapshot().state?.rooms?.[1]?.stepIndex).toBe(1));
    expect(budgetStage.getSnapshot().state?.rooms?.[0]?.stepIndex).toBe(0);
    // Another room's command, or the plenary's, is refused with the scope's own code.
    for (const command of [{ type: 'next', room: 0 }, { type: 'next' }] as const) {
      expect(await remote.send(command)).toMatchObject({
        ok: false,
        error: { code: 'CONTROL_TOKEN_SCOPE' },
      });
    }

    // The host's message reaches the room's stage, never the other room's.
    expect(await remote.send({ type: 'message', text: 'Ten minutes left', room: 1 })).toMatchObject(
      { ok: true },
    );
    await until(() =>
      expect(hiringStage.getSnapshot().state?.rooms?.[1]?.message?.text).toBe('Ten minutes left'),
    );
    expect(budgetStage.getSnapshot().state?.rooms?.[1]?.message).toBeNull();

    // The recall reaches both rooms' stages.
    expect(await cockpit.send({ type: 'recall', minutes: 2 })).toMatchObject({ ok: true });
    for (const stage of [hiringStage, budgetStage]) {
      await until(() => expect(stage.getSnapshot().state?.recall).toBeDefined());
    }
  });
});
