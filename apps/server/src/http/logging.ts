import type { FastifyRequest } from 'fastify';

/** Query parameters that carry secrets (access codes, passes, tokens) and never reach a log. */
const secretParams = ['code', 'pass', 'token', 'password'];

/** `/v3/meetings/x?code=1234` → `/v3/meetings/x?code=[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of secretParams) if (params.has(name)) params.set(name, '[redacted]');
  return `${url.slice(0, queryStart)}?${params.toString().replaceAll('%5Bredacted%5D', '[redacted]')}`;
}

export function loggerOptions(level: string) {
  return {
    level,
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
