import { describe, expect, it } from 'vitest';
import type { LiveRevokedEvent } from '@ordo/contract';
import { testDatabaseKinds } from '../../test/databases.ts';
import { teamWorld } from '../workspaces/testing.ts';
import { liveTestServer, type LiveClient } from '../live/testing.ts';
import { billingExpiryJob } from './expiry-job.ts';
import { saveSubscription } from './subscription-commands.ts';

/**
 * DESIGN §9 "Live rights": a team closes the moment its owner's PRO ends, and that reaches the
 * team's live cockpits within 2 s whichever way the plan ended: here, through billing (a
 * subscription cancelled at its period end), not the admin's switch.
 */
const WITHIN_MS = 2_000;

function revokedSoon(socket: LiveClient): Promise<LiveRevokedEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no revoked within ${WITHIN_MS} ms`)),
      WITHIN_MS,
    );
    socket.once('revoked', (event) => {
      clearTimeout(timer);
      resolve(event);
    });
  });
}

describe.each(testDatabaseKinds)('a PRO lapse closes the team live, on %s', (kind) => {
  let now = new Date('2026-11-26T10:00:00Z');
  const server = liveTestServer(kind, {}, { clock: () => now });
  const client = server.client;

  /** A team whose owner's subscription was cancelled and ends in a day; an editor's cockpit. */
  async function lapsingTeam() {
    const world = await teamWorld(server.app);
    await saveSubscription(
      server.app.database.db,
      world.people.owner.userId,
      {
        provider: 'local',
        status: 'active',
        interval: 'month',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: new Date(now.getTime() + 86_400_000),
      },
      'pro',
      now,
    );
    const token = (world.headers.editor.authorization ?? '').replace('Bearer ', '');
    const cockpit = await client({ token });
    const meetingId = world.meeting.uuid;
    expect(await cockpit.emitWithAck('join', { meetingId })).toMatchObject({
      ok: true,
      role: 'controller',
    });
    return { world, cockpit, meetingId };
  }

  it('the lapse the owner sees on reading their subscription', async () => {
    const { world, cockpit, meetingId } = await lapsingTeam();
    now = new Date(now.getTime() + 2 * 86_400_000);
    const revoked = revokedSoon(cockpit);

    const read = await server.app.inject({
      method: 'GET',
      url: '/v2/payments/subscription',
      headers: world.headers.owner,
    });
    expect(read.json()).toMatchObject({ plan: 'free' });
    expect(await revoked).toMatchObject({ code: 'WORKSPACE_CLOSED', role: 'viewer' });
    expect(await cockpit.emitWithAck('command', { meetingId, type: 'start' })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
  }, 60_000);

  it('the lapse the expiry job applies while nobody looks', async () => {
    const { cockpit, meetingId } = await lapsingTeam();
    now = new Date(now.getTime() + 2 * 86_400_000);
    const revoked = revokedSoon(cockpit);

    await billingExpiryJob(server.app.database.db, server.app.rights.publish).run(now);
    expect(await revoked).toMatchObject({ code: 'WORKSPACE_CLOSED', role: 'viewer' });
    expect(await cockpit.emitWithAck('command', { meetingId, type: 'start' })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
  }, 60_000);
});
