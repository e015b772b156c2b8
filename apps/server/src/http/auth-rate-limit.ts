import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './app-error.ts';

export type AuthAction = keyof Omit<Config['authRateLimits'], 'windowSeconds'>;

/** Addresses are hashed: counters in Redis need not hold anyone's e-mail. */
function addressKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

/**
 * Limits on the calls that guess or send: sign-in, sign-up, magic link, password reset. Each
 * counts per e-mail address (slows a guesser spread over many clients) and per client (slows one
 * client trying many addresses). Counters live where the global limit keeps them: Redis when
 * set, so every process shares them.
 */
export function createAuthRateLimits(app: FastifyInstance, config: Config) {
  const { windowSeconds, ...actions } = config.authRateLimits;
  const timeWindow = windowSeconds * 1000;
  const emailOf = (request: FastifyRequest) =>
    String((request.body as { email?: unknown } | undefined)?.email ?? '');
  const limiters = Object.fromEntries(
    (Object.keys(actions) as AuthAction[]).map((action) => [
      action,
      [
        app.createRateLimit({
          max: actions[action].perAddress,
          timeWindow,
          keyGenerator: (request) => `auth:${action}:address:${addressKey(emailOf(request))}`,
        }),
        app.createRateLimit({
          max: actions[action].perClient,
          timeWindow,
          keyGenerator: (request) => `auth:${action}:client:${request.ip}`,
        }),
      ],
    ]),
  ) as Record<AuthAction, ReturnType<FastifyInstance['createRateLimit']>[]>;

  /** Counts this attempt; throws 429 `RATE_LIMITED` with `retryAfter` once a limit is passed. */
  return async function limitAuth(request: FastifyRequest, action: AuthAction): Promise<void> {
    for (const limiter of limiters[action]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError('RATE_LIMITED', undefined, {
          retryAfter: Math.max(1, result.ttlInSeconds),
        });
      }
    }
  };
}

export type LimitAuth = ReturnType<typeof createAuthRateLimits>;
