import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { coachDataDir } from './data-dir.ts';
import {
  intentProfileSchema,
  methodSchema,
  type Intent,
  type IntentProfile,
  type Method,
} from './types.ts';

export type Library = {
  methods: Method[];
  byId: Map<string, Method>;
  intents: IntentProfile[];
  intentById: Map<Intent, IntentProfile>;
};

let cached: Library | undefined;

/** The method library and intent profiles, read and validated once per process. */
export function coachLibrary(): Library {
  cached ??= readLibrary(coachDataDir());
  return cached;
}

/** Reads every `methods/*.json` and `intents.json` of `dir`; throws on any invalid entry. */
export function readLibrary(dir: string): Library {
  const methodsDir = path.join(dir, 'methods');
  const methods = readdirSync(methodsDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => readJson(path.join(methodsDir, name), z.array(methodSchema)));
  const intents = readJson(path.join(dir, 'intents.json'), z.array(intentProfileSchema));
  return {
    methods,
    byId: new Map(methods.map((method) => [method.id, method])),
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
