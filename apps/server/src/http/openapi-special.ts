import type { JsonObject } from './openapi-refine.ts';

type Responses = Record<string, JsonObject>;
const responsesOf = (operation: JsonObject): Responses => {
  operation.responses ??= {};
  return operation.responses as Responses;
};

const locationHeader = {
  Location: { description: 'Where the browser goes next', schema: { type: 'string' } },
};

/** A browser navigation: it answers 302 with a `Location`, never a JSON 200. */
function redirect(description: string) {
  return (operation: JsonObject) => {
    const responses = responsesOf(operation);
    delete responses['200'];
    responses['302'] = { description, headers: locationHeader };
  };
}

/** An e-mailed link: its `token` in the query, 400 when there is none. */
function emailedLink(description: string) {
  return (operation: JsonObject) => {
    redirect(description)(operation);
    const parameters = (operation.parameters ??= []) as JsonObject[];
    parameters.push({
      name: 'token',
      in: 'query',
      required: true,
      description: 'The token the e-mail carried',
      schema: { type: 'string' },
    });
    responsesOf(operation)['400'] = { description: 'The link carries no token' };
  };
}

/** A 200 whose body is not JSON: `media` with a string (or binary) schema. */
function body(media: string, description: string, binary = false) {
  return (operation: JsonObject) => {
    const schema = binary
      ? { type: 'string', contentMediaType: media }
      : { type: 'string', ...(media.startsWith('text/') ? { contentMediaType: media } : {}) };
    responsesOf(operation)['200'] = { description, content: { [media]: { schema } } };
  };
}

const photoTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/**
 * What one route answers differently from the rules of `refineOpenApi`, keyed by method and
 * path template: redirects, CSV and images, `If-None-Match`, the admin's refusals.
 */
export const specialResponses: Record<string, (operation: JsonObject) => void> = {
  'GET /api/auth/magic-link/verify': emailedLink(
    'To the signed-in page with a session cookie, or to the sign-in page saying the link expired',
  ),
  'GET /api/auth/callback/{providerId}': redirect(
    'Back to the app after the provider signed the user in (or to the sign-in page)',
  ),
  'GET /api/auth/verify-email': emailedLink('To the app, the address confirmed (or not)'),
  'POST /v1/users/token': (operation) => {
    responsesOf(operation)['401'] = {
      description: 'UNAUTHENTICATED: no session cookie from a sign-in redirect',
    };
  },
  'GET /v1/users/oidc/start': redirect(
    'To the OpenID Connect provider; to /user/login?error=provider-unavailable while it does not answer',
  ),
  'GET /v3/meetings/{id}/runs/{runId}.csv': body(
    'text/csv',
    'The run as CSV: UTF-8 with a byte-order mark, a header line, one line per sequence',
  ),
  'GET /v1/users/me/calendar.ics': body(
    'text/calendar',
    'The upcoming dated meetings as an RFC 5545 calendar (UTF-8), one VEVENT per meeting',
  ),
  'GET /v1/users/{id}/photo': (operation) => {
    body('image/webp', 'The photo, a 256-pixel WebP square', true)(operation);
    responsesOf(operation)['404'] ??= {};
  },
  'PUT /v1/users/me/photo': (operation) => {
    const schema = { type: 'string', contentMediaType: 'application/octet-stream' };
    operation.requestBody = {
      required: true,
      description:
        'The image itself as the whole body, with its type in `Content-Type` (not multipart/form-data)',
      content: Object.fromEntries(photoTypes.map((type) => [type, { schema }])),
    };
    const responses = responsesOf(operation);
    for (const status of ['400', '413', '415']) responses[status] ??= {};
  },
  'GET /v3/meetings/{id}': (operation) => {
    const parameters = (operation.parameters ??= []) as JsonObject[];
    parameters.push({
      name: 'If-None-Match',
      in: 'header',
      required: false,
      description: 'The `ETag` of a public answer kept earlier: 304 when it is still current',
      schema: { type: 'string' },
    });
    responsesOf(operation)['304'] = {
      description: 'Not modified: the public answer is still the one of that ETag (no body)',
    };
  },
  'PUT /v1/admin/users/{id}': (operation) => {
    const responses = responsesOf(operation);
    responses['403'] = { description: 'FORBIDDEN: the caller is not an administrator' };
    responses['404'] = { description: 'USER_NOT_FOUND: no user has this id' };
    responses['400'] = { description: 'VALIDATION_FAILED: not a user id, or not a plan' };
  },
  'POST /v2/ai/ask/stream': body(
    'text/event-stream',
    'Server-sent events: `delta` pieces of the answer, then `done` with the whole answer or `error`',
  ),
};
