import { isPlan } from '@ordo/agenda';
import type { AuthService } from './auth-service.ts';
import type { Viewer } from './viewer.ts';

/**
 * The signed-in user behind an `Authorization` value (`Bearer …`), or null for none, a bad or a
 * revoked token. One way for every transport: the HTTP hook and the socket handshake both call
 * it. better-auth looks the session up in the database and extends a session in use.
 */
export async function resolveCaller(
  authService: AuthService,
  authorization: string | undefined,
): Promise<Viewer | null> {
  if (!authorization || !/^bearer\s+\S/i.test(authorization)) return null;
  const found = await authService
    .current()
    .api.getSession({ headers: new Headers({ authorization }) })
    .catch(() => null);
  if (!found) return null;
  return {
    id: found.user.id,
    email: found.user.email,
    name: found.user.name,
    plan: isPlan(found.user.plan) ? found.user.plan : 'free',
    sessionId: found.session.id,
    sessionToken: found.session.token,
  };
}
