/**
 * One ping round trip: `sentAt` and `receivedAt` read on the client's clock, `serverTime` on
 * the server's while it answered.
 */
export type ClockSample = { sentAt: number; serverTime: number; receivedAt: number };

/**
 * What the client knows of the server clock: `server ≈ client + offsetMs`, and the true offset
 * lies within `offsetMs ± boundMs` (as long as neither clock stepped while sampling).
 */
export type ClockEstimate = {
  offsetMs: number;
  boundMs: number;
  /** The fastest round trip among the samples used. */
  rttMs: number;
  /** How many samples the estimate rests on. */
  samples: number;
};

export type ClockSyncOptions = {
  /** How many of the latest samples count (default 32: a minute of pings every 2 s). */
  window?: number;
  /** The clocks' resolution: each sample's bounds are widened by it (default 1 ms). */
  resolutionMs?: number;
};

/** The default `window`: enough samples for two devices to agree within ~20 ms (see tests). */
export const CLOCK_SAMPLE_WINDOW = 32;

const isSample = (s: ClockSample): boolean =>
  Number.isFinite(s.sentAt) &&
  Number.isFinite(s.serverTime) &&
  Number.isFinite(s.receivedAt) &&
  s.receivedAt >= s.sentAt;

/**
 * Estimates the server clock's offset from ping round trips, so every device renders the same
 * second. Why not one NTP offset per sample, `serverTime - (sentAt + receivedAt) / 2`: it assumes
 * both directions took as long, so asymmetric latency makes it wrong by up to half the round
 * trip; only fast samples bound that error tightly. Each sample proves more than a guess: the
 * server read its clock after the ping left and before the answer arrived, so the offset lies
 * in `[serverTime - receivedAt, serverTime - sentAt]`. Intersecting those intervals keeps, in
 * effect, the fastest way out and the fastest way back among all samples, and its midpoint is
 * the best estimate the samples allow (with one sample it is exactly the NTP offset). A sample
 * with a huge round trip has a wide interval and changes nothing. Samples are taken newest
 * first and an older one that contradicts the newer ones (the client's clock was set since)
 * ends the intersection. A negative round trip is ignored. Null without a usable sample.
 *
 * @example
 * estimateClockOffset([
 *   { sentAt: 1000, serverTime: 5060, receivedAt: 1100 },
 *   { sentAt: 2000, serverTime: 6010, receivedAt: 2030 },
 * ], { resolutionMs: 0 })
 * // { offsetMs: 3995, boundMs: 15, rttMs: 30, samples: 2 }
 */
export function estimateClockOffset(
  samples: readonly ClockSample[],
  options: ClockSyncOptions = {},
): ClockEstimate | null {
  const window = options.window ?? CLOCK_SAMPLE_WINDOW;
  const resolution = Math.max(0, options.resolutionMs ?? 1);
  const usable = samples.filter(isSample).slice(-Math.max(1, window));
  let low = -Infinity;
  let high = Infinity;
  let used = 0;
  let rttMs = Infinity;
  for (let i = usable.length - 1; i >= 0; i -= 1) {
    const sample = usable[i];
    if (sample === undefined) break;
    const nextLow = Math.max(low, sample.serverTime - sample.receivedAt - resolution);
    const nextHigh = Math.min(high, sample.serverTime - sample.sentAt + resolution);
    if (nextLow > nextHigh) break;
    low = nextLow;
    high = nextHigh;
    used += 1;
    rttMs = Math.min(rttMs, sample.receivedAt - sample.sentAt);
  }
  if (used === 0) return null;
  return { offsetMs: (low + high) / 2, boundMs: (high - low) / 2, rttMs, samples: used };
}

/**
 * The samples with a new one added, only the latest `window` kept.
 *
 * @example
 * recordClockSample(samples, { sentAt: 1000, serverTime: 5050, receivedAt: 1040 })
 */
export function recordClockSample(
  samples: readonly ClockSample[],
  sample: ClockSample,
  window: number = CLOCK_SAMPLE_WINDOW,
): ClockSample[] {
  return [...samples, sample].slice(-Math.max(1, window));
}

/**
 * The server time matching a client clock reading; the client's own time until an estimate
 * exists.
 *
 * @example
 * serverTimeAt(1000, { offsetMs: 4000, boundMs: 15, rttMs: 30, samples: 2 }) // 5000
 */
export function serverTimeAt(clientTime: number, estimate: ClockEstimate | null): number {
  return clientTime + (estimate?.offsetMs ?? 0);
}
