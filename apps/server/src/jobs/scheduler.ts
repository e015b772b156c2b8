import { and, eq, lt, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { jobLeases } from '../db/schema/index.ts';

export type Clock = () => Date;

/**
 * Takes the lease of job `name` for `leaseMs` if nobody holds it and its last run is at least
 * `everyMs` old. One conditional statement decides, so among N processes exactly one wins.
 */
export async function tryTakeLease(
  db: Db,
  name: string,
  options: { everyMs: number; leaseMs: number; holder: string; now: Date },
): Promise<boolean> {
  const { now, holder } = options;
  const lockedUntil = new Date(now.getTime() + options.leaseMs);
  const dueBefore = new Date(now.getTime() - options.everyMs);
  await db
    .insert(jobLeases)
    .values({ name, lockedUntil: new Date(0), lastRunAt: null, holder: null })
    .onConflictDoNothing();
  const taken = await db
    .update(jobLeases)
    .set({ lockedUntil, holder, lastRunAt: now })
    .where(
      and(
        eq(jobLeases.name, name),
        lt(jobLeases.lockedUntil, now),
        or(sql`${jobLeases.lastRunAt} is null`, lt(jobLeases.lastRunAt, dueBefore)),
      ),
    )
    .returning({ name: jobLeases.name });
  return taken.length === 1;
}

export type Job = { name: string; everyMs: number; run: (now: Date) => Promise<void> };

/**
 * Runs each job about every `everyMs` in whichever process takes its lease first. Failures are
 * reported and retried on the next tick; they never stop the other jobs or the process.
 */
export function startScheduler(
  db: Db,
  jobs: Job[],
  options: { tickMs?: number; clock?: Clock; onError?: (job: string, error: unknown) => void } = {},
): { stop(): void; tick(): Promise<void> } {
  const holder = randomUUID();
  const clock = options.clock ?? (() => new Date());
  const tick = async () => {
    for (const job of jobs) {
      const now = clock();
      try {
        const leaseMs = Math.min(job.everyMs, 10 * 60_000);
        if (await tryTakeLease(db, job.name, { everyMs: job.everyMs, leaseMs, holder, now })) {
          await job.run(now);
          await db.update(jobLeases).set({ lockedUntil: now }).where(eq(jobLeases.name, job.name));
        }
      } catch (error) {
        options.onError?.(job.name, error);
      }
    }
  };
  const timer = setInterval(() => void tick(), options.tickMs ?? 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer), tick };
}
