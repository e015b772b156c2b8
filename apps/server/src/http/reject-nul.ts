import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.ts';

/** The path of the first string holding U+0000 in `value`, or null when there is none. */
export function findNul(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string')
    return value.includes('\u0000') ? path.join('.') || '(body)' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const found = findNul(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

const refuse = (path: string) =>
  new AppError('VALIDATION_FAILED', `${path} contains a NUL character`, {
    issues: [{ path, message: 'contains a NUL character, which cannot be stored' }],
  });

const tooDeep = () =>
  new AppError('VALIDATION_FAILED', `The body nests deeper than ${MAX_JSON_DEPTH} levels`, {
    issues: [{ path: '(body)', message: `nests deeper than ${MAX_JSON_DEPTH} levels` }],
  });

/**
 * The one JSON body parser of every path, API or not. A body nesting deeper than
 * MAX_JSON_DEPTH is refused (400 VALIDATION_FAILED) after a linear scan of its text, before
 * anything recursive runs: a few 20 KB bodies nesting 10,000 levels used to stall the event
 * loop for seconds in the walks below. PostgreSQL text cannot hold U+0000, so a NUL anywhere in
 * a JSON body or a query string would fail deep in a write as a 500; it is refused at the door
 * instead: 400 with the field's path. Fastify's own JSON parser still parses (and still refuses
 * prototype poisoning).
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string)) return done(tooDeep(), undefined);
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      const path = findNul(value);
      return path === null ? done(null, value) : done(refuse(path), undefined);
    });
  });
  // A callback hook: no promise per request (framework-errors.ts says why).
  app.addHook('preValidation', (request, _reply, done) => {
    const path = findNul(request.query) ?? findNul(request.params);
    done(path === null ? undefined : refuse(path));
  });
}
