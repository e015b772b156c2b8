import { describe, expect, it } from 'vitest';
import { commandLanes } from './command-lanes.ts';

/** A piece of work the test finishes when it wants, to see who waits for whom. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('commandLanes', () => {
  it('runs one command of a meeting at a time, in arrival order; other meetings do not wait', async () => {
    const lanes = commandLanes({ maxQueued: 5 });
    const log: string[] = [];
    const first = gate();
    const work = (name: string, wait?: Promise<void>) => async () => {
      log.push(`start ${name}`);
      await wait;
      log.push(`end ${name}`);
      return name;
    };
    const a1 = lanes.run('a', work('a1', first.opened));
    const a2 = lanes.run('a', work('a2'));
    const a3 = lanes.run('a', work('a3'));
    const b1 = lanes.run('b', work('b1'));
    await tick();
    expect(log).toEqual(['start a1', 'start b1', 'end b1']);
    expect(await b1).toBe('b1');
    first.open();
    expect(await Promise.all([a1, a2, a3])).toEqual(['a1', 'a2', 'a3']);
    expect(log.slice(3)).toEqual(['end a1', 'start a2', 'end a2', 'start a3', 'end a3']);
  });

  it('refuses past maxQueued waiting with RATE_LIMITED and retryAfter, running none of them', async () => {
    const lanes = commandLanes({ maxQueued: 2 });
    const held = gate();
    let runs = 0;
    const work = async () => {
      runs += 1;
      await held.opened;
    };
    const accepted = [lanes.run('a', work), lanes.run('a', work), lanes.run('a', work)];
    const refused = lanes.run('a', work);
    await expect(refused).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      details: { retryAfter: 1 },
    });
    held.open();
    await Promise.all(accepted);
    expect(runs).toBe(3);
    // Drained: the lane takes commands again.
    await expect(lanes.run('a', async () => 'again')).resolves.toBe('again');
  });

  it('frees the lane when a command fails', async () => {
    const lanes = commandLanes({ maxQueued: 1 });
    const failing = lanes.run('a', async () => {
      throw new Error('refused by the engine');
    });
    const next = lanes.run('a', async () => 'next');
    await expect(failing).rejects.toThrow('refused by the engine');
    await expect(next).resolves.toBe('next');
  });
});
