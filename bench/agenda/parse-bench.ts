/**
 * `npm run bench:agenda`: median time of parseAgenda + scheduleAgenda on generated agendas of
 * 100, 1,000 and 10,000 lines, against a baseline measured in the same run that merely splits
 * the text into lines (on `\r\n`, `\r` or `\n`, as DESIGN §3 rule 1 reads lines) and trims
 * each. Targets (issue 3): ratio ≤ 5 at 10,000 lines, and at most 12× the time from 1,000 to
 * 10,000 lines. For transparency it also shows the ratio to a stricter baseline that splits on
 * `\n` only (wrong for lone `\r`, but the fastest split there is). Samples alternate so that
 * noise on a shared machine hits all alike.
 */
import { performance } from 'node:perf_hooks';
import { parseAgenda, scheduleAgenda } from '@ordo/agenda';
import { generateAgenda } from './generate.ts';

const SIZES = [100, 1_000, 10_000];
const SAMPLES = 61;
const BUDGET_PER_SAMPLE_MS = 1.5;

let sink = 0;

function baseline(text: string): void {
  for (const line of text.split(/\r\n|\r|\n/)) sink += line.trim().length;
}

function newlineBaseline(text: string): void {
  for (const line of text.split('\n')) sink += line.trim().length;
}

function parseAndSchedule(text: string): void {
  const { agenda } = parseAgenda(text);
  sink += scheduleAgenda(agenda, { start: '09:00' }).totalMinutes;
}

/** Milliseconds per call, averaged over `repeat` calls. */
function time(run: (text: string) => void, text: string, repeat: number): number {
  const started = performance.now();
  for (let i = 0; i < repeat; i++) run(text);
  return (performance.now() - started) / repeat;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

type Subject = { lines: number; text: string; repeat: number; samples: Record<Kind, number[]> };
type Kind = 'base' | 'newline' | 'parse';
const RUNS: Record<Kind, (text: string) => void> = {
  base: baseline,
  newline: newlineBaseline,
  parse: parseAndSchedule,
};

const subjects: Subject[] = SIZES.map((lines) => {
  const text = generateAgenda(lines);
  // Warm-up, so the JIT has compiled everything before any sample counts.
  for (let i = 0; i < 20; i++) for (const run of Object.values(RUNS)) time(run, text, 1);
  const single = time(parseAndSchedule, text, 3);
  const repeat = Math.max(1, Math.round(BUDGET_PER_SAMPLE_MS / Math.max(single, 1e-3)));
  return { lines, text, repeat, samples: { base: [], newline: [], parse: [] } };
});

// Round robin over sizes and subjects: a burst of load from a neighbour on this shared
// machine then lands on every size alike instead of skewing the growth figure.
for (let i = 0; i < SAMPLES; i++) {
  for (const subject of subjects) {
    for (const kind of ['base', 'newline', 'parse'] as const) {
      subject.samples[kind].push(time(RUNS[kind], subject.text, subject.repeat));
    }
  }
}

const results = subjects.map(({ lines, samples }) => ({
  lines,
  base: median(samples.base),
  newline: median(samples.newline),
  parse: median(samples.parse),
}));
console.log('lines   baseline (ms)   parse+schedule (ms)   ratio   (split on \\n only: ms, ratio)');
for (const { lines, base, newline, parse } of results) {
  const row = [
    String(lines).padStart(6),
    base.toFixed(4).padStart(14),
    parse.toFixed(4).padStart(21),
    (parse / base).toFixed(2).padStart(7),
    newline.toFixed(4).padStart(21),
    (parse / newline).toFixed(2).padStart(6),
  ];
  console.log(row.join(' '));
}
const at10k = results[2];
const at1k = results[1];
if (at10k && at1k) {
  const ratio = at10k.parse / at10k.base;
  const growth = at10k.parse / at1k.parse;
  console.log(`ratio at 10,000 lines: ${ratio.toFixed(2)} (target ≤ 5)`);
  console.log(`growth 1,000 → 10,000 lines: ${growth.toFixed(2)}× (target ≤ 12×)`);
  console.log(`meets targets: ${ratio <= 5 && growth <= 12 ? 'yes' : 'NO'}`);
}
if (sink === -1) console.log('unreachable: keeps the work observable');
