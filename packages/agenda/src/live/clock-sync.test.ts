import { describe, expect, it } from 'vitest';
import {
  type ClockSample,
  estimateClockOffset,
  recordClockSample,
  serverTimeAt,
} from './clock-sync.ts';

/** mulberry32: a small seeded generator, so the simulated network is the same every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * One client pinging a server whose clock is true time: the client's clock is `skew` behind,
 * each direction takes 0–100 ms (uniform, independent), and pings leave about once a second.
 */
function pings(random: () => number, skew: number, count: number): ClockSample[] {
  const samples: ClockSample[] = [];
  let now = 1_700_000_000_000 + random() * 1_000;
  for (let i = 0; i < count; i += 1) {
    const out = random() * 100;
    const back = random() * 100;
    samples.push({
      sentAt: now - skew,
      serverTime: now + out,
      receivedAt: now + out + back - skew,
    });
    now += out + back + 500 + random() * 1_000;
  }
  return samples;
}

/** 20 clients with clocks up to 5 s off; each one's error on the server time at one instant. */
function simulate(seed: number, samplesEach: number) {
  const random = seeded(seed);
  return Array.from({ length: 20 }, () => {
    const skew = (random() * 2 - 1) * 5_000;
    const estimate = estimateClockOffset(pings(random, skew, samplesEach), {
      window: samplesEach,
    });
    if (estimate === null) throw new Error('no estimate');
    const instant = 1_700_000_100_000;
    return { error: serverTimeAt(instant - skew, estimate) - instant, estimate };
  });
}

describe('estimateClockOffset across 20 clients skewed by up to ±5 s', () => {
  // With 8 samples and 0–100 ms each way, what the samples allow is an interval about
  // min(out) + min(back) ≈ 22 ms wide, and the true offset is anywhere in it: two clients can
  // disagree by ~25 ms whatever the estimator. So 8 samples are held to their proven bound, and
  // the 20 ms agreement is asked of the default window (32 samples: a minute of pings).
  it.each([1, 2, 3, 4, 5])('8 samples each: every error within its bound (seed %i)', (seed) => {
    for (const { error, estimate } of simulate(seed, 8)) {
      expect(Math.abs(error)).toBeLessThanOrEqual(estimate.boundMs);
      expect(estimate.boundMs).toBeLessThanOrEqual(estimate.rttMs / 2 + 1);
    }
  });

  it.each([1, 2, 3, 4, 5])('32 samples each: all agree within 20 ms (seed %i)', (seed) => {
    const errors = simulate(seed, 32).map(({ error }) => error);
    expect(Math.max(...errors) - Math.min(...errors)).toBeLessThanOrEqual(20);
  });

  it('does better than the median of the three fastest NTP offsets on the same pings', () => {
    const spread = (errors: number[]) => Math.max(...errors) - Math.min(...errors);
    const random = seeded(7);
    const ours: number[] = [];
    const naive: number[] = [];
    for (let client = 0; client < 20; client += 1) {
      const skew = (random() * 2 - 1) * 5_000;
      const samples = pings(random, skew, 8);
      ours.push((estimateClockOffset(samples)?.offsetMs ?? Infinity) - skew);
      const fastest = [...samples]
        .sort((a, b) => a.receivedAt - a.sentAt - (b.receivedAt - b.sentAt))
        .slice(0, 3)
        .map((s) => s.serverTime - (s.sentAt + s.receivedAt) / 2)
        .sort((a, b) => a - b);
      naive.push((fastest[1] ?? Infinity) - skew);
    }
    expect(spread(ours)).toBeLessThan(spread(naive));
  });
});

describe('estimateClockOffset', () => {
  const fast: ClockSample[] = [
    { sentAt: 1_000, serverTime: 5_012, receivedAt: 1_020 },
    { sentAt: 2_000, serverTime: 6_008, receivedAt: 2_025 },
    { sentAt: 3_000, serverTime: 7_015, receivedAt: 3_022 },
  ];

  it('one sample gives its NTP offset, within half its round trip', () => {
    expect(
      estimateClockOffset([{ sentAt: 1_000, serverTime: 5_060, receivedAt: 1_100 }], {
        resolutionMs: 0,
      }),
    ).toStrictEqual({ offsetMs: 4_010, boundMs: 50, rttMs: 100, samples: 1 });
  });

  it('a sample with a huge, lopsided round trip changes nothing', () => {
    // 4.9 s out, 0.1 s back: its NTP offset is 2.4 s wrong.
    const slow = { sentAt: 3_500, serverTime: 4_000 + 4_900 + 3_500, receivedAt: 8_500 };
    const without = estimateClockOffset(fast);
    expect(estimateClockOffset([...fast, slow])).toStrictEqual({ ...without, samples: 4 });
    expect(estimateClockOffset([slow, ...fast])).toStrictEqual({ ...without, samples: 4 });
  });

  it('ignores samples with a negative round trip, and answers null without any', () => {
    const negative = { sentAt: 5_000, serverTime: 9_000, receivedAt: 4_000 };
    expect(estimateClockOffset([...fast, negative])).toStrictEqual(estimateClockOffset(fast));
    expect(estimateClockOffset([negative])).toBeNull();
    expect(estimateClockOffset([])).toBeNull();
    expect(estimateClockOffset([{ sentAt: Number.NaN, serverTime: 1, receivedAt: 2 }])).toBeNull();
  });

  it('follows a client clock set forward by 2 s, from the samples taken since', () => {
    const stepped = fast.map((s) => ({
      ...s,
      sentAt: s.sentAt + 2_000,
      receivedAt: s.receivedAt + 2_000,
    }));
    const estimate = estimateClockOffset([...fast, ...stepped]);
    expect(estimate?.samples).toBe(3);
    expect(estimate?.offsetMs).toBe((estimateClockOffset(fast)?.offsetMs ?? 0) - 2_000);
  });

  it('counts only the latest samples of its window', () => {
    const old = { sentAt: 0, serverTime: 99_999, receivedAt: 10 };
    expect(estimateClockOffset([old, ...fast], { window: 3 })).toStrictEqual(
      estimateClockOffset(fast),
    );
  });
});

describe('recordClockSample and serverTimeAt', () => {
  it('keeps the latest samples of the window', () => {
    const sample = (n: number) => ({ sentAt: n, serverTime: n, receivedAt: n });
    let samples: ClockSample[] = [];
    for (let n = 0; n < 5; n += 1) samples = recordClockSample(samples, sample(n), 3);
    expect(samples).toStrictEqual([sample(2), sample(3), sample(4)]);
  });

  it("reads the server's time from the client's, or the client's own before any estimate", () => {
    expect(serverTimeAt(1_000, { offsetMs: -250, boundMs: 5, rttMs: 10, samples: 4 })).toBe(750);
    expect(serverTimeAt(1_000, null)).toBe(1_000);
  });
});
