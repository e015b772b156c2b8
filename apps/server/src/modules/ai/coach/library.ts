import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { coachDataDir } from './data-dir.ts';
import { methodLibrary } from '../../methods/library.ts';
import { intentProfileSchema, type Intent, type IntentProfile, type Method } from './types.ts';

export type Library = {
  methods: Method[];
  byId: Map<string, Method>;
  intents: IntentProfile[];
  intentById: Map<Intent, IntentProfile>;
};

let cached: Library | undefined;

/**
 * The coach's library, read and validated once per process: every method card of the
 * library people browse (`methodLibrary()`), in id order so a seed always gives the same
 * agenda, and the intent profiles of `data/intents.json`.
 */
export function coachLibrary(): Library {
  cached ??= libraryOf(
    methodLibrary()
      .list('en')
      .map((entry) => entry.card),
    coachDataDir(),
  );
  return cached;
}

/** A library from `methods` and the intent profiles of `dir`; throws on an invalid profile. */
export function libraryOf(methods: readonly Method[], dir: string): Library {
  const sorted = [...methods].sort((a, b) => a.id.localeCompare(b.id));
  const intents = readJson(path.join(dir, 'intents.json'), z.array(intentProfileSchema));
  return {
    methods: sorted,
    byId: new Map(sorted.map((method) => [method.id, method])),
    intents,
    intentById: new Map(intents.map((intent) => [intent.id, intent])),
  };
}

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
  return parsed.data;
}

/** True when `method` works with `participants` people (alone, or split into subgroups). */
export function fitsGroup(method: Method, participants: number): boolean {
  const [min, max] = method.group;
  // A session of one still has the facilitator in the room: count at least two people.
  const people = Math.max(participants, 2);
  return people >= min && (people <= max || method.subgroups);
}

/** The minutes the rubric accepts for a method: [0.7 × minimum, maximum + 5]. */
export function acceptsMinutes(method: Method, minutes: number): boolean {
  return minutes >= 0.7 * method.minutes[0] && minutes <= method.minutes[1] + 5;
}

export function suitsIntent(method: Method, intent: Intent): boolean {
  return method.intents.includes('all') || method.intents.includes(intent);
}
