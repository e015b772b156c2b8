import { extremeNumbers, hostileQueryValues, hostileStrings, wrongTypes } from './values.ts';

/** The parts of an OpenAPI 3.1 document the fuzz reads. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApi = { paths: Record<string, Record<string, Operation>> };

export type FuzzCase = {
  endpoint: string;
  method: string;
  url: string;
  body?: unknown;
  what: string;
};

/** encodeURIComponent refuses lone surrogates; a client can still send their UTF-8 bytes. */
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

const pick = <T>(random: () => number, values: T[]): T =>
  values[Math.floor(random() * values.length)] as T;

/** `count` distinct values drawn from `values` by the seeded generator. */
function sample<T>(random: () => number, values: T[], count: number): T[] {
  const pool = [...values];
  const drawn: T[] = [];
  while (drawn.length < count && pool.length > 0) {
    drawn.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
  }
  return drawn;
}

/** How many hostile values each field and each query parameter gets per run. */
const PER_FIELD = 4;
const PER_PARAMETER = 4;

/** Values for one field: wrong types, extreme numbers, hostile strings. */
function fieldValues(schema: JsonSchema | undefined, random: () => number): unknown[] {
  const types = [schema?.type ?? schema?.anyOf?.map((option) => option.type) ?? []].flat();
  // Half wrong types, half values of the right type at its edges.
  const edges: unknown[] =
    types.includes('number') || types.includes('integer') ? extremeNumbers : hostileStrings;
  return [...sample(random, wrongTypes, PER_FIELD / 2), ...sample(random, edges, PER_FIELD / 2)];
}

/** Fills `{name}` path parameters: the user's meeting where one fits, else a made-up uuid. */
function fillPath(path: string, meetingId: string): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    /^(id|uuid|meetingId)$/.test(name) ? meetingId : '00000000-0000-4000-8000-000000000000',
  );
}

/**
 * Every refusal-worthy request the document allows one to think of, per endpoint with a JSON
 * body or a query: the body replaced by wrong types, each field replaced by hostile values,
 * required fields missing, unknown fields added, nesting far too deep; each query parameter
 * given hostile text or repeated. Endpoints added later are picked up from the document.
 */
export function fuzzCases(
  document: OpenApi,
  options: {
    meetingId: string;
    random: () => number;
    skip: (method: string, path: string) => boolean;
  },
): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const verb = method.toUpperCase();
      if (options.skip(verb, path)) continue;
      const endpoint = `${verb} ${path}`;
      const url = fillPath(path, options.meetingId);
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      if (bodySchema) {
        for (const value of [...sample(options.random, wrongTypes, 3), 'x'.repeat(10_000)]) {
          cases.push({ endpoint, method: verb, url, body: value, what: 'body of a wrong type' });
        }
        const properties = Object.entries(bodySchema.properties ?? {});
        for (const [name, schema] of properties) {
          for (const value of fieldValues(schema, options.random)) {
            cases.push({
              endpoint,
              method: verb,
              url,
              body: { [name]: value },
              what: `field ${name}`,
            });
          }
        }
        cases.push({ endpoint, method: verb, url, body: {}, what: 'every field missing' });
        cases.push({
          endpoint,
          method: verb,
          url,
          body: { unknownField: pick(options.random, hostileStrings), __proto__x: 1 },
          what: 'unknown fields',
        });
      }
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query') continue;
        const values = sample(options.random, hostileQueryValues, PER_PARAMETER - 1);
        for (const value of [...values, pick(options.random, hostileStrings)]) {
          const query = `${encode(parameter.name)}=${encode(value)}`;
          cases.push({
            endpoint,
            method: verb,
            url: `${url}?${query}`,
            what: `query ${parameter.name}`,
          });
        }
        cases.push({
          endpoint,
          method: verb,
          url: `${url}?${parameter.name}=1&${parameter.name}=2`,
          what: `query ${parameter.name} twice`,
        });
      }
    }
  }
  return cases;
}
