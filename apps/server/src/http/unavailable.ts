/**
 * Whether `error` means a service Ordo depends on (PostgreSQL, Redis) cannot be reached right
 * now, rather than a bug: the request then fails fast with 503 SERVICE_UNAVAILABLE and the next
 * one tries again, so Ordo recovers without a restart. Drivers and ORMs wrap the original
 * error, so the `cause` chain is followed (a few links, never a cycle).
 */
export function isUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (isUnavailableItself(current)) return true;
    current = current.cause;
  }
  return false;
}

/** Network failures Node reports while connecting or talking to a server. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATE classes 08 (connection exception) and 57P (operator intervention: the server shuts
 * down, restarts or is starting), and 53300 (too many connections).
 */
const isUnavailableSqlState = (code: string) =>
  /^08...$/.test(code) || /^57P0[1-4]$/.test(code) || code === '53300';

/** Messages of node-postgres and ioredis that carry no code. */
const unavailableMessages = [
  /^Connection terminated/, // node-postgres: the server went away mid-query
  /^timeout exceeded when trying to connect/, // node-postgres pool: connectionTimeoutMillis
  /^Query read timeout/, // node-postgres: query_timeout
  /^Client has encountered a connection error/,
  /^Connection is closed\.?$/, // ioredis
  /^Command timed out/, // ioredis commandTimeout
  /Stream isn't writeable and enableOfflineQueue options is false/, // ioredis
];

function isUnavailableItself(error: Error): boolean {
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && (networkCodes.has(code) || isUnavailableSqlState(code))) {
    return true;
  }
  if (error.name === 'MaxRetriesPerRequestError') return true; // ioredis, server unreachable
  return unavailableMessages.some((pattern) => pattern.test(error.message));
}
