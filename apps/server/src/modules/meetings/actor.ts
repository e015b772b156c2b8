import type { FastifyRequest } from 'fastify';
import { requireViewer } from '../../auth/viewer.ts';
import type { Actor } from './commands.ts';

/**
 * The signed-in caller as the meetings module needs them (401 when signed out). A new
 * meeting's language defaults to the interface language the browser asks for.
 */
export function actorOf(request: FastifyRequest): Actor {
  const viewer = requireViewer(request);
  const language = /^fr\b/i.test(request.headers['accept-language'] ?? '') ? 'fr' : 'en';
  return { id: viewer.id, fullName: viewer.name, plan: viewer.plan, language, teams: viewer.teams };
}
