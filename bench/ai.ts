/**
 * `npm run bench:ai`: the built-in AI coach over the evaluation grid (11 objectives × 12
 * durations from 15 to 480 minutes × 7 group sizes from 2 to 200). Prints answers per second,
 * the slowest answer (target: every agenda under 1 s on this machine) and, as a baseline
 * measured in the same run, the time to parse and schedule each answer, so the ratio says how
 * much the coach costs compared with just reading what it wrote. Then the quality grid of
 * issue 25 (34 real objectives × 3 seeds): the share of agendas passing every rubric check.
 */
import { performance } from 'node:perf_hooks';
import { parseAgenda, scheduleAgenda } from '@ordo/agenda';
import { draftAgenda } from '../apps/server/src/modules/ai/coach/coach.ts';
import { gridRequests } from '../apps/server/src/modules/ai/coach/grid.ts';
import { coachLibrary } from '../apps/server/src/modules/ai/coach/library.ts';
import { qualityGrid } from '../apps/server/src/modules/ai/coach/quality-grid.ts';
import { applyRubric } from '../apps/server/src/modules/ai/coach/rubric.ts';

const TARGET_MS = 1000;
const rounds = Math.max(
  1,
  Number(process.argv.find((arg) => arg.startsWith('--rounds='))?.slice(9) ?? 3),
);

const library = coachLibrary();
const requests = gridRequests();
// Warm-up: JIT and the minisearch indexes, so the first answer is not counted as the slowest.
for (const request of requests.slice(0, 50)) draftAgenda(library, request);

let coachMs = 0;
let baselineMs = 0;
let slowest = { ms: 0, label: '' };
for (let round = 0; round < rounds; round += 1) {
  for (const [index, request] of requests.entries()) {
    const started = performance.now();
    const draft = draftAgenda(library, { ...request, seed: request.seed + round * 1000 + index });
    const drafted = performance.now();
    scheduleAgenda(parseAgenda(draft.content).agenda);
    const parsed = performance.now();
    coachMs += drafted - started;
    baselineMs += parsed - drafted;
    if (drafted - started > slowest.ms) {
      slowest = {
        ms: drafted - started,
        label: `${request.durationMinutes} min, ${request.participants} people, "${request.objective}"`,
      };
    }
  }
}
const answers = requests.length * rounds;
console.log(`AI coach over the grid: ${answers} agendas (${rounds} rounds × ${requests.length})`);
console.log(`  answers per second      ${(answers / (coachMs / 1000)).toFixed(0)}`);
console.log(`  mean answer             ${(coachMs / answers).toFixed(2)} ms`);
console.log(`  slowest answer          ${slowest.ms.toFixed(2)} ms (${slowest.label})`);
console.log(`  baseline parse+schedule ${(baselineMs / answers).toFixed(3)} ms per answer`);
console.log(`  ratio coach / baseline  ${(coachMs / baselineMs).toFixed(1)}×`);
console.log(
  `  target: every answer < ${TARGET_MS} ms → ${slowest.ms < TARGET_MS ? 'met' : 'MISSED'}`,
);

let passing = 0;
let drafts = 0;
for (const entry of qualityGrid) {
  for (const seed of [1, 2, 3]) {
    const draft = draftAgenda(library, { ...entry, seed });
    const result = applyRubric(library, { ...entry, content: draft.content, intent: draft.intent });
    drafts += 1;
    if (result.checks.every((check) => check.passed)) passing += 1;
  }
}
console.log(
  `  quality grid            ${passing}/${drafts} agendas pass every check (${((passing / drafts) * 100).toFixed(1)} %)`,
);
if (slowest.ms >= TARGET_MS) process.exitCode = 1;
