import { isPlan } from '@ordo/agenda';
import { loadTeamSeats } from '../access/team-seats.ts';
import type { Executor } from '../db/client.ts';
import { sql } from 'drizzle-orm';
import { AppError } from '../http/app-error.ts';
import { isUnavailableError } from '../http/unavailable.ts';
import type { AuthService } from './auth-service.ts';
import type { Viewer } from './viewer.ts';

/**
 * The signed-in user behind an `Authorization` value (`Bearer …`), or null for none, a bad or a
 * revoked token. One way for every transport: the HTTP hook and the socket handshake both call
 * it. better-auth looks the session up in the database and extends a session in use; the
 * teamspaces the user joined come with it, for the meeting policies (access/policy.ts).
 */
export async function resolveCaller(
  authService: AuthService,
  db: Executor,
  authorization: string | undefined,
): Promise<Viewer | null> {
  if (!authorization || !/^bearer\s+\S/i.test(authorization)) return null;
  const lookUp = () =>
    authService.current().api.getSession({ headers: new Headers({ authorization }) });
  const found = await lookUp().catch(async (error: unknown) => {
    if (!isServerFailure(error)) return null;
    // better-auth wraps a failed lookup in a bare 500 without its cause. When the database does
    // not answer, that is no bad token: 503, so the client retries instead of signing out.
    // When it answers again (a connection broken by a restart), the lookup is tried once more.
    await db.execute(sql`select 1`).catch((pingError: unknown) => {
      throw isUnavailableError(pingError) ? new AppError('SERVICE_UNAVAILABLE') : pingError;
    });
    return lookUp().catch((retryError: unknown) => {
      if (isServerFailure(retryError)) throw retryError;
      return null;
    });
  });
  if (!found) return null;
  return {
    id: found.user.id,
    email: found.user.email,
    emailVerified: found.user.emailVerified,
    name: found.user.name,
    plan: isPlan(found.user.plan) ? found.user.plan : 'free',
    sessionId: found.session.id,
    sessionToken: found.session.token,
    teams: await loadTeamSeats(db, found.user.id),
  };
}

/** A failure on the server's side (better-auth's APIError 5xx, or any unexpected error). */
function isServerFailure(error: unknown): boolean {
  if (isUnavailableError(error)) return true;
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof statusCode === 'number' && statusCode >= 500;
}
