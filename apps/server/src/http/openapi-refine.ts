import { derivedOperationId, operationIds } from './openapi-operations.ts';
import { specialResponses } from './openapi-special.ts';

/** The part of an OpenAPI 3.1 document this pass reads and writes (loosely typed: it is JSON). */
export type JsonObject = Record<string, unknown>;
type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, unknown>[];
  parameters?: unknown[];
  requestBody?: { content?: Record<string, { schema?: JsonObject }> };
  responses?: Record<string, ResponseObject>;
};
type ResponseObject = {
  description?: string;
  headers?: JsonObject;
  content?: Record<string, { schema?: JsonObject }>;
};

export const ERROR_SCHEMA = 'ErrorBody';
const errorRef = { $ref: `#/components/schemas/${ERROR_SCHEMA}` };
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** What each error status means here, for the document's readers. */
const statusDescriptions: Record<string, string> = {
  '400': 'VALIDATION_FAILED (or another 400 code of the catalog): the request is malformed',
  '401': 'UNAUTHENTICATED: no valid sign-in (or CONTROL_TOKEN_INVALID for a dead control token)',
  '402': 'A plan limit: PLAN_LIMIT_REACHED and friends',
  '403': 'FORBIDDEN: signed in, but not allowed',
  '404': 'Not found (MEETING_NOT_FOUND, USER_NOT_FOUND, NOT_FOUND…)',
  '409': 'A conflict with the current state',
  '413': 'PAYLOAD_TOO_LARGE: the body is over the limit',
  '415': 'UNSUPPORTED_MEDIA_TYPE: send the content type this operation documents',
  '429': 'RATE_LIMITED: too many requests; `retryAfter` says when to try again (seconds)',
  '503': 'SERVICE_UNAVAILABLE: the database (or a provider) does not answer right now',
};

/**
 * Completes the generated document so a client generated from it alone works (issue 27):
 * every operation named, every status a route can answer listed with its `{ code, message }`
 * body as one shared component, inline body and response shapes moved into
 * `components.schemas`, and the answers that are not JSON (CSV, images, redirects, 304)
 * described as what they are. Rules that hold for every route live here; what one route does
 * differently is in `openapi-special.ts`.
 */
export function refineOpenApi(document: JsonObject): JsonObject {
  const components = (document.components ?? {}) as JsonObject;
  const schemas = (components.schemas ?? {}) as Record<string, JsonObject>;
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      // Fastify answers HEAD wherever it answers GET, by running the GET route: same statuses
      // and headers, no body. So a HEAD operation is its GET's, described without content.
      const head = method === 'head';
      const key = `${head ? 'GET' : method.toUpperCase()} ${path}`;
      // `get` comes before `head` in METHODS, so the GET is already named.
      operation.operationId = head
        ? headOperationId(item.get?.operationId ?? derivedOperationId('get', path))
        : (operation.operationId ?? operationIds[key] ?? derivedOperationId(method, path));
      operation.responses ??= {};
      addGenericStatuses(method, path, operation);
      specialResponses[key]?.(operation as JsonObject);
      describeErrors(operation.responses);
      // A 204 has no body at all (zod's `null` would promise a JSON `null`).
      if (operation.responses['204']) delete operation.responses['204'].content;
      if (head) withoutBodies(operation);
      else hoistInlineSchemas(operation, schemas);
    }
  }
  components.schemas = pruneUnused(document, schemas);
  document.components = components;
  return withoutDoubledSuffix(document);
}

/**
 * The request-side copy of a schema gets `Input` appended to its name; a contract schema whose
 * name already ends so (`runCommandInputSchema`) would be `RunCommandInputInput`. Named once.
 */
function withoutDoubledSuffix(document: JsonObject): JsonObject {
  const schemas = ((document.components as JsonObject).schemas ?? {}) as JsonObject;
  const doubled = Object.keys(schemas).filter(
    (name) => name.endsWith('InputInput') && !(name.slice(0, -5) in schemas),
  );
  if (doubled.length === 0) return document;
  let text = JSON.stringify(document);
  for (const name of doubled) {
    text = text.replaceAll(
      `"#/components/schemas/${name}"`,
      `"#/components/schemas/${name.slice(0, -5)}"`,
    );
  }
  const renamed = JSON.parse(text) as JsonObject;
  const components = renamed.components as { schemas: JsonObject };
  for (const name of doubled) {
    components.schemas[name.slice(0, -5)] = components.schemas[name];
    delete components.schemas[name];
  }
  components.schemas = Object.fromEntries(
    Object.entries(components.schemas).sort(([a], [b]) => a.localeCompare(b)),
  );
  return renamed;
}

/** `getMeeting` → `headMeeting`, `listMeetings` → `headListMeetings`. */
function headOperationId(getId: string): string {
  return getId.startsWith('get') ? `head${getId.slice(3)}` : `head${capitalise(getId)}`;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** What a HEAD answer carries: the GET's status and headers, never a body. */
function withoutBodies(operation: Operation): void {
  operation.summary = operation.summary && `${operation.summary} (headers only)`;
  for (const response of Object.values(operation.responses ?? {})) delete response.content;
}

/** The statuses the framework and the shared hooks answer on every route of a kind. */
function addGenericStatuses(method: string, path: string, operation: Operation): void {
  const responses = operation.responses ?? {};
  const add = (status: string) => (responses[status] ??= {});
  const security = operation.security ?? [];
  // A bearer token that is wrong or expired is a 401 even where signing in is optional.
  if (security.some((entry) => Object.keys(entry).length > 0)) add('401');
  if (operation.parameters?.length) add('400');
  // Fastify reads a body on every POST and PUT, declared or not: too big or of a type nothing
  // parses is refused before the route runs, malformed JSON too.
  if (operation.requestBody || method === 'post' || method === 'put' || method === 'patch') {
    add('400');
    add('413');
    add('415');
  }
  // Every API path is rate limited and answers 503 while the database is gone.
  if (/^\/(api|v\d)\//.test(path)) {
    add('429');
    add('503');
  }
}

function describeErrors(responses: Record<string, ResponseObject> = {}): void {
  for (const [status, response] of Object.entries(responses)) {
    if (!/^[45]\d\d$/.test(status)) continue;
    response.description =
      response.description && response.description !== 'Default Response'
        ? response.description
        : (statusDescriptions[status] ?? 'An error of the catalog');
    response.content = { 'application/json': { schema: { ...errorRef } } };
  }
}

/** `createMeeting` + `201` → `CreateMeeting201Response`; the request body → `…Request`. */
function hoistInlineSchemas(operation: Operation, schemas: Record<string, JsonObject>): void {
  const base = (operation.operationId ?? '').replace(/^./, (c) => c.toUpperCase());
  const hoist = (content: Record<string, { schema?: JsonObject }> | undefined, name: string) => {
    for (const media of Object.values(content ?? {})) {
      if (!media.schema || !isShape(media.schema)) continue;
      schemas[name] = media.schema;
      media.schema = { $ref: `#/components/schemas/${name}` };
    }
  };
  hoist(operation.requestBody?.content, `${base}Request`);
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    hoist(response.content, `${base}${status}Response`);
  }
}

/** An object, array or union: worth a name. A `$ref`, a string or binary stays as it is. */
function isShape(schema: JsonObject): boolean {
  if ('$ref' in schema) return false;
  return (
    schema.type === 'object' ||
    schema.type === 'array' ||
    'properties' in schema ||
    'anyOf' in schema ||
    'oneOf' in schema ||
    'allOf' in schema
  );
}

/** The components no path reaches (directly or through another component) are left out. */
function pruneUnused(
  document: JsonObject,
  schemas: Record<string, JsonObject>,
): Record<string, JsonObject> {
  const reached = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') {
        const name = child.replace('#/components/schemas/', '');
        if (!reached.has(name) && schemas[name]) {
          reached.add(name);
          visit(schemas[name]);
        }
      } else visit(child);
    }
  };
  visit(document.paths);
  return Object.fromEntries(
    Object.keys(schemas)
      .filter((name) => reached.has(name))
      .sort()
      .map((name) => [name, schemas[name] as JsonObject]),
  );
}
