/**
 * An open-loop load at a fixed rate: one GET every 1/rate seconds, evenly spaced, whatever the
 * server's answers do, over at most `connections` keep-alive sockets. Each latency runs from
 * the moment the request was due, not from when a socket was free, so a stall of the server
 * counts for every request it delays (no "coordinated omission").
 *
 * Why not autocannon's `overallRate`: it lets each connection send its share of a second back
 * to back and then wait for the next second, so "1,000 requests/s over 50 connections" is
 * bursts of 50 concurrent requests followed by silence, and its p99 is the latency of those
 * bursts. Requests arriving at a steady rate, as a room of phones opening a link does, are
 * what the "p99 at 1,000 requests/s" describes.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Figures } from './measure.ts';

type PacedOptions = { url: string; rate: number; duration: number; connections: number };

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export async function paced({ url, rate, duration, connections }: PacedOptions): Promise<Figures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * duration);
  const interval = 1000 / rate;
  const latencies = new Float64Array(total);
  let sent = 0;
  let done = 0;
  let errors = 0;
  let non2xx = 0;
  const start = performance.now();

  await new Promise<void>((resolve) => {
    const finish = (index: number, due: number) => {
      latencies[index] = performance.now() - due;
      done += 1;
      if (done === total) resolve();
    };
    const fire = (index: number) => {
      const due = start + index * interval;
      const request = http.get(url, { agent }, (response) => {
        if (response.statusCode === undefined || response.statusCode >= 300) non2xx += 1;
        response.resume();
        response.on('end', () => finish(index, due));
      });
      request.on('error', () => {
        errors += 1;
        finish(index, due);
      });
    };
    const tick = () => {
      const now = performance.now();
      const due = Math.min(total, Math.floor((now - start) / interval) + 1);
      while (sent < due) fire(sent++);
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  const sorted = latencies.slice().sort();
  return {
    rps: total / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors,
    non2xx,
  };
}
