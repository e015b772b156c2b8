import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCatalog, type ErrorCode } from '@ordo/contract';
import { AppError } from './app-error.ts';
import { describeError } from './describe-error.ts';
import { isUnavailableError } from './unavailable.ts';
import { drainRefusedBody } from './refused-body.ts';

/** Fastify's own error codes mapped to ours, so a client never sees a framework detail. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

/** A framework error that only carries a status keeps its meaning through our codes. */
const statusCodes: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

type Issue = { path: string; message: string };

function validationIssues(error: FastifyError): Issue[] {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation.map((issue) => ({
      path:
        [issue.instancePath.replace(/^\//, '').replaceAll('/', '.')].filter(Boolean).join('.') ||
        (error.validationContext ?? ''),
      message: issue.message ?? 'is not valid',
    }));
  }
  return (error.validation ?? []).map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? 'is not valid',
  }));
}

/** Builds the `{ code, message }` body and status for any error. Never leaks internals. */
export function toErrorResponse(error: unknown): {
  status: number;
  body: Record<string, unknown>;
} {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { code: error.code, message: error.message, ...error.details },
    };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError?.validation) {
    return {
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: errorCatalog.VALIDATION_FAILED.message,
        issues: validationIssues(fastifyError),
      },
    };
  }
  // JSON.parse errors arrive as SyntaxError with a 400 status from the content parser.
  const mapped =
    fastifyCodes[fastifyError?.code ?? ''] ??
    (error instanceof SyntaxError && fastifyError.statusCode === 400
      ? 'MALFORMED_JSON'
      : undefined);
  if (mapped) {
    return {
      status: errorCatalog[mapped].status,
      body: { code: mapped, message: errorCatalog[mapped].message },
    };
  }
  const byStatus = statusCodes[fastifyError?.statusCode ?? 0];
  if (byStatus) return toErrorResponse(new AppError(byStatus));
  // PostgreSQL or Redis out of reach: fail fast and let the client retry (Ordo recovers alone).
  if (isUnavailableError(error)) return toErrorResponse(new AppError('SERVICE_UNAVAILABLE'));
  const status = fastifyError?.statusCode;
  if (status && status >= 400 && status < 500) {
    return toErrorResponse(new AppError('VALIDATION_FAILED'));
  }
  return {
    status: 500,
    body: { code: 'INTERNAL_ERROR', message: errorCatalog.INTERNAL_ERROR.message },
  };
}

/** Installs the single error handler: every failure leaves as `{ code, message }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ error: describeError(error) }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request rejected');
    const retryAfter = body.retryAfter;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    const answer = () => reply.status(status).send(body);
    // A body refused while still arriving is read to its end first (refused-body.ts).
    return status === 413 && !request.raw.complete
      ? drainRefusedBody(request, reply).then(answer)
      : answer();
  });
}
