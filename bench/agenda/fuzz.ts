/**
 * `npm run fuzz:agenda`: one million random inputs through the agenda language. Reports throws
 * (must be 0) and round-trip failures (must be 0): `serialize(parse(serialize(parse(t))))`
 * against `serialize(parse(t))`, and `parse(serialize(a)).agenda` against `a = parse(t).agenda`.
 * Every tenth input also goes through a sequence edit (insert, remove or move) whose outcome
 * must parse as intended, and every fiftieth through renderMarkdown. Set FUZZ_SEED or
 * FUZZ_COUNT to replay or shorten a run. Exits 1 on any failure.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  editSequence,
  parseAgenda,
  publicAgenda,
  renderMarkdown,
  scheduleAgenda,
  sequenceRanges,
  serializeAgenda,
} from '@ordo/agenda';
import type { Sequence } from '@ordo/agenda';
import { createRandom, fuzzInput } from './fuzz-inputs.ts';
import type { Random } from './fuzz-inputs.ts';

const COUNT = Number(process.env.FUZZ_COUNT ?? 1_000_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const random = createRandom(SEED);
const canonical = (text: string) => serializeAgenda(parseAgenda(text).agenda);

const failures = { throws: 0, roundTrip: 0, edit: 0 };
const examples: string[] = [];

function report(kind: keyof typeof failures, index: number, text: string, detail = ''): void {
  failures[kind]++;
  if (examples.length < 10)
    examples.push(`${kind} #${index} ${JSON.stringify(text.slice(0, 300))} ${detail}`);
}

const NEW: Sequence = {
  title: 'Fuzz',
  optional: false,
  durationMinutes: 5,
  speakers: [],
  description: '',
  notes: '',
  comments: [],
};

/** An edit whose parsed outcome is known: the sequences spliced as the edit says. */
function checkEdit(text: string, sequences: Sequence[], rand: Random): boolean {
  const count = sequences.length;
  const expected = [...sequences];
  const roll = rand();
  let result: string;
  if (roll < 0.34 || count === 0) {
    const at = Math.floor(rand() * (count + 1));
    result = editSequence(text, at, { kind: 'insert', sequence: NEW });
    expected.splice(at, 0, NEW);
  } else if (roll < 0.67 || count === 1) {
    const at = Math.floor(rand() * count);
    result = editSequence(text, at, { kind: 'remove' });
    expected.splice(at, 1);
  } else {
    const from = Math.floor(rand() * count);
    const to = (from + 1 + Math.floor(rand() * (count - 1))) % count;
    result = editSequence(text, from, { kind: 'move', to });
    const [moved] = expected.splice(from, 1);
    expected.splice(to, 0, moved as Sequence);
  }
  return isDeepStrictEqual(parseAgenda(result).agenda.sequences, expected);
}

const started = Date.now();
for (let index = 0; index < COUNT; index++) {
  const text = fuzzInput(random, index, canonical);
  try {
    const { agenda } = parseAgenda(text);
    const once = serializeAgenda(agenda);
    const reparsed = parseAgenda(once).agenda;
    if (serializeAgenda(reparsed) !== once)
      report('roundTrip', index, text, 'serialize not stable');
    else if (!isDeepStrictEqual(reparsed, agenda))
      report('roundTrip', index, text, 'parse(serialize(a)) ≠ a');
    scheduleAgenda(agenda, { start: index % 2 === 0 ? '23:45' : text.slice(0, 5) });
    publicAgenda(agenda);
    sequenceRanges(text);
    if (index % 10 === 0 && !checkEdit(text, agenda.sequences, random)) report('edit', index, text);
    if (index % 50 === 0) renderMarkdown(text);
  } catch (error) {
    report('throws', index, text, String(error));
  }
  if ((index + 1) % 200_000 === 0) {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`${index + 1} inputs, ${seconds}s: ${JSON.stringify(failures)}`);
  }
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`seed ${SEED}, ${COUNT} inputs in ${seconds}s`);
console.log(`throws: ${failures.throws}`);
console.log(`round-trip failures: ${failures.roundTrip}`);
console.log(`edit failures: ${failures.edit}`);
for (const example of examples) console.log(example);
if (failures.throws + failures.roundTrip + failures.edit > 0) process.exitCode = 1;
