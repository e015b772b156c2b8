import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topologies } from './process-topologies.ts';
import {
  createPublicMeeting,
  readRunOver,
  sendOver,
  signUpOver,
  type Owner,
  type ServerProcess,
} from './test-server-process.ts';
import { AGENDA, liveClient, type LiveClient } from './testing.ts';

/**
 * Issue 23: with two processes on PostgreSQL and Redis, devices received states out of order
 * (the final one was right). Commands of one meeting sent to both processes at once: every
 * device, whichever process it is on, receives states of increasing position only, ending on
 * the last one committed.
 */
describe.each(topologies)('states in order across server processes: $name', (topology) => {
  let a: ServerProcess;
  let b: ServerProcess;
  let stop: () => Promise<void> = async () => undefined;
  let owner: Owner;
  const sockets: LiveClient[] = [];

  beforeAll(async () => {
    ({ a, b, stop } = await topology.start());
    owner = await signUpOver(a.base);
  }, 180_000);
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await stop();
  });

  it('every device receives increasing positions while A and B apply commands at once', async () => {
    const { uuid } = await createPublicMeeting(a.base, owner, AGENDA);
    await sendOver(a.base, owner, uuid, { type: 'start' });
    const received: number[][] = [];
    for (const server of [a, a, b, b]) {
      const socket = await liveClient(server.base);
      sockets.push(socket);
      const positions: number[] = [];
      received.push(positions);
      socket.on('state', (event) => positions.push(event.state.position));
      expect(await socket.emitWithAck('join', { meetingId: uuid })).toMatchObject({ ok: true });
    }

    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, k) =>
        sendOver(k % 2 === 0 ? a.base : b.base, owner, uuid, {
          type: 'message',
          text: `Message ${k}`,
        }),
      ),
    );
    const last = Math.max(...answers.map((answer) => answer.state.position));
    expect((await readRunOver(b.base, owner, uuid)).state.position).toBe(last);
    for (const positions of received) {
      await expect.poll(() => positions.at(-1), { timeout: 10_000 }).toBe(last);
      for (const [index, position] of positions.entries()) {
        if (index > 0) expect(position).toBeGreaterThan(positions[index - 1] ?? -1);
      }
    }
  });
});
