import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The one list of query parameters that carry a secret and never reach a log: access codes and
 * sharing passes, passwords, and every one-time token a link carries (password reset `reset`,
 * magic link and e-mail verification `token`, team invitations `invite`/`invitation`, phone
 * remote `controlToken`, short forms `t`). Compared without case. The remote's control token
 * travels in the URL fragment, which browsers never send; it is listed for clients that might.
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
]);

/** `/v3/meetings/x?code=1234` → `/v3/meetings/x?code=[redacted]`; other parameters stay. */
export function redactUrl(url: string): string {
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
    return secretParams.has(decoded.toLowerCase()) ? `${name}=[redacted]` : part;
  });
  return `${url.slice(0, queryStart)}?${parts.join('&')}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const secretInText = new RegExp(
  `([?&](?:${[...secretParams].map(escapeRegExp).join('|')})=)[^&#\\s"']*`,
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
        url: redactUrl(request.url),
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
