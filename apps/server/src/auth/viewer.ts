import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '@ordo/contract';
import type { Plan } from '@ordo/agenda';
import { AppError } from '../http/app-error.ts';
import type { TeamSeats } from '../access/policy.ts';
import type { Executor } from '../db/client.ts';
import type { AuthService } from './auth-service.ts';
import { resolveCaller } from './resolve-caller.ts';

/** Who is calling: the signed-in user behind the bearer token, and that session. */
export type Viewer = {
  id: string;
  email: string;
  /** Whether the owner of `email` proved it (a link sent there was opened). */
  emailVerified: boolean;
  name: string;
  plan: Plan;
  sessionId: string;
  sessionToken: string;
  /** The teamspaces the user joined (access/policy.ts). */
  teams: TeamSeats;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null. Set for API paths that carry `Authorization: Bearer`. */
    viewer: Viewer | null;
  }
}

/**
 * Resolves the bearer token of every API request once, before its body is read, so each route
 * reads `request.viewer` (or calls `requireViewer`). better-auth looks the session up in the
 * database, rejects expired or revoked ones and extends a session in use. It runs after the
 * rate limits (onRequest), so a flood of made-up tokens never reaches the database unchecked.
 */
export function registerViewer(app: FastifyInstance, authService: AuthService, db: Executor): void {
  app.decorateRequest('viewer', null);
  app.addHook('preParsing', async (request, _reply, payload) => {
    const authorization = request.headers.authorization;
    if (!authorization || !isApiPath(request.url)) return payload;
    request.viewer = await resolveCaller(authService, db, authorization);
    return payload;
  });
}

/** The signed-in caller; 401 `UNAUTHENTICATED` when there is none (no, bad or revoked token). */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError('UNAUTHENTICATED');
  return request.viewer;
}

/**
 * Route hook (`preParsing`): refuses a signed-out caller before the body is even read, so they
 * learn nothing from a 400 and cannot make the server parse an upload for nothing.
 */
export async function requireSignIn<T>(
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: T,
): Promise<T> {
  requireViewer(request);
  return payload;
}

/** OpenAPI marker for routes that need the bearer token. */
export const bearerSecurity = [{ bearer: [] }];
