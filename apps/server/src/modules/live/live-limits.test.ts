import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { signUp } from '../../test/users.ts';
import { createShared } from '../sharing/testing.ts';
import { AGENDA, listen, liveClient, type LiveClient } from './testing.ts';

/**
 * LIVE_CONNECTIONS_PER_MINUTE and LIVE_COMMANDS_PER_MINUTE count per client address where
 * every other limit counts (DESIGN §9): in Redis when it is configured, so a client that
 * spreads its sockets over several processes gains nothing.
 */
const apps: App[] = [];
const open: LiveClient[] = [];
afterEach(async () => {
  for (const socket of open.splice(0)) socket.close();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function server(env: Record<string, string>): Promise<{ app: App; base: string }> {
  const app = await buildTestApp('pglite', env);
  apps.push(app);
  return { app, base: await listen(app) };
}

/** The refusal's code when the connection is refused, else 'connected'. */
async function connect(base: string, auth: Record<string, string> = {}): Promise<string> {
  try {
    open.push(await liveClient(base, auth));
    return 'connected';
  } catch (error) {
    return (error as { data?: { code?: string } }).data?.code ?? String(error);
  }
}

describe('live rate limits', () => {
  it('refuses the connections past LIVE_CONNECTIONS_PER_MINUTE from one address', async () => {
    const { base } = await server({ LIVE_CONNECTIONS_PER_MINUTE: '2' });
    expect([await connect(base), await connect(base), await connect(base)]).toEqual([
      'connected',
      'connected',
      'RATE_LIMITED',
    ]);
  });

  it('answers RATE_LIMITED to the commands past LIVE_COMMANDS_PER_MINUTE', async () => {
    const { app, base } = await server({ LIVE_COMMANDS_PER_MINUTE: '2' });
    const owner = await signUp(app);
    const meeting = await createShared(app, owner.headers, {
      content: AGENDA,
      visibility: 'Private',
    });
    await connect(base, { token: owner.token });
    const cockpit = open.at(-1);
    if (!cockpit) throw new Error('the cockpit did not connect');
    expect(await cockpit.emitWithAck('join', { meetingId: meeting.uuid })).toMatchObject({
      ok: true,
      role: 'controller',
    });
    const send = (text: string) =>
      cockpit.emitWithAck('command', { meetingId: meeting.uuid, type: 'message', text });
    expect(await send('one')).toMatchObject({ ok: true });
    expect(await send('two')).toMatchObject({ ok: true });
    expect(await send('three')).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
  });

  it.runIf(process.env.REDIS_URL)('counts one address across processes through Redis', async () => {
    const prefix = `ordo-test:${process.pid}:live-limits:${Date.now()}:`;
    const env = { LIVE_CONNECTIONS_PER_MINUTE: '2', REDIS_PREFIX: prefix };
    const first = await server(env);
    const second = await server(env);
    expect(await connect(first.base)).toBe('connected');
    expect(await connect(second.base)).toBe('connected');
    // Each process alone would still admit it; together they have seen two already.
    expect(await connect(first.base)).toBe('RATE_LIMITED');
  });
});
