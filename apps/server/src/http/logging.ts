import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The one list of parameter names whose values carry a secret or an identifier that lets its
 * holder act, and never reach a log: access codes and sharing passes, passwords, every one-time
 * token a link carries (password reset `reset`, magic link and e-mail verification `token`, team
 * invitations `invite`/`invitation`, phone remote `controlToken`, short forms `t`), checkout
 * sessions (the test checkout's `session`, Stripe's `session_id`) and a teamspace seat's `token`
 * (`/v3/workspaces/:id/users/:token`). It names query parameters and route parameters alike;
 * compared without case. The remote's control token travels in the URL fragment, which browsers
 * never send; it is listed for clients that might.
 */
export const secretParams: ReadonlySet<string> = new Set([
  'code',
  'pass',
  'password',
  'token',
  't',
  'reset',
  'invite',
  'invitation',
  'controltoken',
  'control_token',
  'session',
  'session_id',
]);

/**
 * `/v3/meetings/x?code=1234` → `/v3/meetings/x?code=[redacted]`; other parameters stay, except
 * that a value which is itself a URL with a query (`/user/login?next=/user/workspace/w?invitation=…`,
 * a sign-in's `callbackURL`) is redacted the same way, a few levels deep: a page that sends a
 * signed-out visitor to sign in and back carries the link's token inside `next`.
 */
export function redactUrl(url: string, depth = 0): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart === -1 ? undefined : hashStart);
  const parts = query.split('&').map((part) => {
    const name = part.split('=', 1)[0] ?? '';
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replaceAll('+', ' '));
    } catch {
      // A name that does not decode is compared as sent.
    }
    if (secretParams.has(decoded.toLowerCase())) return `${name}=[redacted]`;
    return depth < 3 ? redactNestedValue(part, name, depth) : part;
  });
  return `${url.slice(0, queryStart)}?${parts.join('&')}`;
}

/** `next=%2Fx%3Finvitation%3Dabc` → `next=%2Fx%3Finvitation%3D%5Bredacted%5D`. */
function redactNestedValue(part: string, name: string, depth: number): string {
  const raw = part.slice(name.length + 1);
  if (!part.includes('=') || raw === '') return part;
  let value: string;
  try {
    value = decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return part;
  }
  if (!value.includes('?')) return part;
  const redacted = redactUrl(value, depth + 1);
  return redacted === value ? part : `${name}=${encodeURIComponent(redacted)}`;
}

/**
 * `/v3/workspaces/w1/users/s3cret` routed as `/v3/workspaces/:id/users/:token` →
 * `/v3/workspaces/w1/users/[redacted]`: the path segments holding a route parameter whose name
 * is in `secretParams`, then the query as `redactUrl` does.
 */
export function redactRequestUrl(url: string, params: unknown): string {
  const secrets = Object.entries(params ?? {})
    .filter(([name, value]) => secretParams.has(name.toLowerCase()) && typeof value === 'string')
    .map(([, value]) => value as string)
    .filter((value) => value !== '');
  if (secrets.length === 0) return redactUrl(url);
  const pathEnd = url.search(/[?#]/);
  const path = pathEnd === -1 ? url : url.slice(0, pathEnd);
  const redacted = path
    .split('/')
    .map((segment) => (secrets.includes(decoded(segment)) ? '[redacted]' : segment))
    .join('/');
  return redactUrl(redacted + (pathEnd === -1 ? '' : url.slice(pathEnd)));
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const secretNames = [...secretParams].map(escapeRegExp).join('|');
// Plain (`?token=…`) and percent-encoded inside another parameter (`next=%2Fx%3Ftoken%3D…`).
const secretInText = new RegExp(
  `((?:[?&]|%3F|%26)(?:${secretNames})(?:=|%3D))(?:(?!%26|%23)[^&#\\s"'])*`,
  'gi',
);

/** Any text that may quote a URL (a framework's log message): the same secrets redacted. */
export function redactText(text: string): string {
  return text.replace(secretInText, '$1[redacted]');
}

export function loggerOptions(level: string) {
  return {
    level,
    hooks: {
      // Messages written by Fastify or a plugin ("Route GET:/x?token=… not found") quote URLs.
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)),
        );
      },
    },
    redact: ['req.headers.authorization', 'req.headers["x-meeting-pass"]', 'req.headers.cookie'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactRequestUrl(request.url, request.params),
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * One line per request, written when its answer went out, instead of Fastify's two (one on
 * arrival, one on completion): the request log cost a sixth of the CPU of a public meeting read
 * (bench:http). The line holds what the two held: the request (method, redacted URL, address),
 * the status and the time taken. Errors and the other lines Fastify writes are unchanged.
 */
class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
    }
  }
}

/** Fastify's `logController` option: the request log above. */
export const requestLogController = (): LogController => new OneLineRequestLog();
