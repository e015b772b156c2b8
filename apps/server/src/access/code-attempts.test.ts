import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryCodeAttempts, redisCodeAttempts, type CodeAttempts } from './code-attempts.ts';

const limits = { max: 3, windowSeconds: 60 };
const redisUrl = process.env.REDIS_URL;
// Two clients on one prefix stand for two app processes behind a load balancer.
const prefix = `ordo-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
const redisClients = redisUrl ? [new Redis(redisUrl), new Redis(redisUrl)] : [];

afterAll(async () => {
  const [first] = redisClients;
  if (first) {
    const keys = await first.keys(`${prefix}*`);
    if (keys.length > 0) await first.del(...keys);
  }
  for (const client of redisClients) client.disconnect();
});

let now = new Date('2026-11-02T09:00:00Z');
const clock = () => now;

type Store = { name: string; processes: () => [CodeAttempts, CodeAttempts] };
const stores: Store[] = [
  {
    name: 'memory',
    processes: () => {
      const one = memoryCodeAttempts(limits, clock);
      return [one, one];
    },
  },
];
if (redisClients.length === 2) {
  stores.push({
    name: 'redis, two processes',
    processes: () => [
      redisCodeAttempts(limits, redisClients[0] as Redis, prefix),
      redisCodeAttempts(limits, redisClients[1] as Redis, prefix),
    ],
  });
}

describe.each(stores)('code attempts in $name', ({ processes }) => {
  const key = () => `meeting-${randomBytes(4).toString('hex')}:client`;

  it('allows max wrong tries, spread over processes, then refuses with a wait', async () => {
    const [a, b] = processes();
    const k = key();
    expect(await a.reserve(k)).toEqual({ allowed: true });
    expect(await b.reserve(k)).toEqual({ allowed: true });
    expect(await a.reserve(k)).toEqual({ allowed: true });
    const refused = await b.reserve(k);
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfter).toBeGreaterThanOrEqual(1);
    expect(refused.allowed === false && refused.retryAfter).toBeLessThanOrEqual(60);
  });

  it('gives a released try back, so right codes never use the allowance up', async () => {
    const [a, b] = processes();
    const k = key();
    for (let i = 0; i < 10; i += 1) {
      expect(await a.reserve(k)).toEqual({ allowed: true });
      await b.release(k);
    }
  });

  it('keeps each meeting and client apart', async () => {
    const [a] = processes();
    const [first, second] = [key(), key()];
    for (let i = 0; i < limits.max; i += 1) await a.reserve(first);
    expect((await a.reserve(first)).allowed).toBe(false);
    expect(await a.reserve(second)).toEqual({ allowed: true });
  });
});

describe('memory code attempts', () => {
  it('opens a new window once the old one is over', async () => {
    const attempts = memoryCodeAttempts(limits, clock);
    for (let i = 0; i < limits.max; i += 1) await attempts.reserve('k');
    expect(await attempts.reserve('k')).toEqual({ allowed: false, retryAfter: 60 });
    now = new Date(now.getTime() + 45_000);
    expect(await attempts.reserve('k')).toEqual({ allowed: false, retryAfter: 15 });
    now = new Date(now.getTime() + 15_000);
    expect(await attempts.reserve('k')).toEqual({ allowed: true });
  });
});
