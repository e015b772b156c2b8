import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_BASE_PATH } from './better-auth.ts';
import type { AuthService } from './auth-service.ts';

/**
 * The only better-auth routes reachable from outside: the links and redirects a browser
 * follows (magic link, OIDC callback, e-mail confirmation). Each ends with a redirect to the
 * web app carrying a session cookie, which `/user/logged` swaps for a bearer token. Every other
 * auth action goes through Ordo's `/v1/users/*` endpoints, with Ordo's validation and limits.
 */
const browserRoutes = [
  { path: '/magic-link/verify', summary: 'Opens a magic link (from the e-mail)' },
  { path: '/callback/:providerId', summary: 'OpenID Connect redirect back from the provider' },
  { path: '/verify-email', summary: 'Confirms an e-mail address (from the e-mail)' },
];

export async function authBrowserRoutes(
  app: FastifyInstance,
  { authService, publicUrl }: { authService: AuthService; publicUrl: string },
): Promise<void> {
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const response = await authService
      .current()
      .handler(new Request(new URL(request.url, publicUrl), { method: 'GET', headers }));
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length') void reply.header(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) void reply.header('set-cookie', cookies);
    return reply.status(response.status).send(await response.text());
  };
  for (const route of browserRoutes) {
    app.get(
      `${AUTH_BASE_PATH}${route.path}`,
      { schema: { tags: ['auth'], summary: route.summary } },
      forward,
    );
  }
}
