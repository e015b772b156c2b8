import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '@ordo/contract';
import { bearerSecurity, requireSignIn } from '../../auth/viewer.ts';

/** The refusals every teamspace route documents (DESIGN §9 "Teamspaces"). */
export const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * What every teamspace route starts from: the database and the app's clock for commands, the
 * sign-in check, and the OpenAPI tag and security of the area.
 */
export function routeKit(app: FastifyInstance) {
  const db = app.database.db;
  return {
    db,
    ctx: () => ({ db, now: app.clock() }),
    common: { preParsing: requireSignIn },
    schema: { tags: ['workspaces'], security: bearerSecurity },
  };
}
