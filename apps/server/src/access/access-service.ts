import type { Redis } from 'ioredis';
import { resolveAuthSecret } from '../auth/secret.ts';
import type { Config } from '../config.ts';
import { memoryCodeAttempts, redisCodeAttempts } from './code-attempts.ts';
import { createMeetingAccess, type MeetingAccess } from './meeting-access.ts';
import { derivePassKey } from './pass.ts';

/**
 * Builds the access service from the app-wide services. Counters of wrong codes live in Redis
 * when it is configured, so every process shares them, and in memory otherwise. Passes are
 * signed under a key derived from the secret that signs sessions (AUTH_SECRET, or the one kept
 * in DATA_DIR).
 */
export async function buildMeetingAccess(
  config: Config,
  services: { redis: Redis | undefined; clock: () => Date },
): Promise<MeetingAccess> {
  const authSecret = await resolveAuthSecret(config.auth.secret, config.dataDir);
  const limits = {
    max: config.sharing.codeAttemptsMax,
    windowSeconds: config.sharing.codeWindowSeconds,
  };
  return createMeetingAccess({
    clock: services.clock,
    passKey: derivePassKey(authSecret),
    attempts: services.redis
      ? redisCodeAttempts(limits, services.redis, config.redisPrefix)
      : memoryCodeAttempts(limits, services.clock),
  });
}
