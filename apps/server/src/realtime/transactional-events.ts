import type { Db, Tx } from '../db/client.ts';

/**
 * Runs `work` in one transaction and hands the events it raised to `publish` only once the
 * transaction committed (Outline's rule): a broadcast never announces a change that was rolled
 * back, and a device that receives it can read the change back at once. A failed transaction
 * publishes nothing.
 */
export async function commitThenEmit<T, E>(
  db: Db,
  work: (tx: Tx, raise: (event: E) => void) => Promise<T>,
  publish: (events: readonly E[]) => void,
): Promise<T> {
  const events: E[] = [];
  const result = await db.transaction((tx) => work(tx, (event) => events.push(event)));
  publish(events);
  return result;
}
