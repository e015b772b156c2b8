import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './app-error.ts';

type Limits = Omit<Config['authRateLimits'], 'windowSeconds'>;
export type AuthAction = keyof Limits;
type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Addresses are hashed: counters in Redis need not hold anyone's e-mail. */
function addressKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

const refuse = (ttlInSeconds: number) =>
  new AppError('RATE_LIMITED', undefined, { retryAfter: Math.max(1, ttlInSeconds) });

/**
 * Limits on the calls that guess or send: sign-in, sign-up, magic link, password reset. Each
 * counts per e-mail address (slows a guesser spread over many clients) and per client (slows one
 * client trying many addresses). Counters live where the global limit keeps them: Redis when
 * set (falling back to memory while it does not answer), so every process shares them.
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
  ) as Record<AuthAction, Limiter[]>;

  /** Counts this attempt; throws 429 `RATE_LIMITED` with `retryAfter` once a limit is passed. */
  return async function limitAuth(
    request: FastifyRequest,
    action: Exclude<AuthAction, 'signIn'>,
  ): Promise<void> {
    for (const limiter of limiters[action]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) throw refuse(result.ttlInSeconds);
    }
  };
}

export type LimitAuth = ReturnType<typeof createAuthRateLimits>;

/**
 * Guesses of an account's password, wherever it is typed: sign-in, and the current password
 * that changing the password or the e-mail asks for. They share one budget per address, so
 * switching endpoints buys nothing. Only wrong passwords count, in two ways:
 *
 * - per address and client (`perAddressAndClient`, 10 by default): one client guessing one
 *   account is stopped quickly, while the owner on their own device can still sign in;
 * - per address from every client (`perAddress`, 100 by default): a guesser spread over many
 *   clients is stopped too, at a ceiling far above what the owner ever reaches.
 *
 * Besides, each client has `perClient` sign-in attempts, right or wrong, over all addresses.
 * Once a limit is reached every attempt is refused, even with the right password, until the
 * window (RATE_LIMIT_AUTH_WINDOW_SECONDS) ends.
 */
export function createPasswordGuessLimits(app: FastifyInstance, config: Config) {
  const { windowSeconds, signIn } = config.authRateLimits;
  const timeWindow = windowSeconds * 1000;
  const addressOf = new WeakMap<FastifyRequest, string>();
  const keyOf = (request: FastifyRequest) => addressKey(addressOf.get(request) ?? '');
  const failures: Limiter[] = [
    app.createRateLimit({
      max: signIn.perAddressAndClient,
      timeWindow,
      keyGenerator: (request) => `auth:password:address-client:${keyOf(request)}:${request.ip}`,
    }),
    app.createRateLimit({
      max: signIn.perAddress,
      timeWindow,
      keyGenerator: (request) => `auth:password:address:${keyOf(request)}`,
    }),
  ];
  const attempts = app.createRateLimit({
    max: signIn.perClient,
    timeWindow,
    keyGenerator: (request) => `auth:password:client:${request.ip}`,
  });

  /**
   * Runs `check` (which throws INVALID_CREDENTIALS on a wrong password) unless a limit is
   * reached for `address` from this client, and counts it when the password was wrong.
   */
  return async function guardPassword<T>(
    request: FastifyRequest,
    address: string,
    check: () => Promise<T>,
  ): Promise<T> {
    addressOf.set(request, address);
    const attempt = await attempts(request);
    if (!attempt.isAllowed && attempt.isExceeded) throw refuse(attempt.ttlInSeconds);
    for (const limiter of failures) {
      const seen = await limiter(request, { increment: false });
      if (!seen.isAllowed && seen.remaining === 0) throw refuse(seen.ttlInSeconds);
    }
    try {
      return await check();
    } catch (error) {
      if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') {
        for (const limiter of failures) await limiter(request);
      }
      throw error;
    }
  };
}

export type GuardPassword = ReturnType<typeof createPasswordGuessLimits>;
