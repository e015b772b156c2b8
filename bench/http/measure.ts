/** One autocannon run, reduced to the figures the HTTP benchmark prints. */
import autocannon, { type Options } from 'autocannon';

export type Figures = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

export async function load(options: Options): Promise<Figures> {
  const result = await autocannon(options);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export const fmt = (value: number, digits = 0) =>
  Number.isFinite(value) ? value.toFixed(digits) : 'n/a';

export function verdict(label: string, pass: boolean, detail: string): boolean {
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${label}: ${detail}`);
  return pass;
}
