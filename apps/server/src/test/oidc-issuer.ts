import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export type IdentityClaims = { email: string; name: string };

/** A fresh RS256 key for the provider's ID tokens. */
async function signingKey() {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' };
}

/** A free TCP port on 127.0.0.1 (for an issuer that must not answer yet). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * A real OpenID Connect provider (panva's oidc-provider) on 127.0.0.1 with one client. Its
 * development login and consent pages stand in for a person at the provider; any login name
 * is an account whose claims come from `claims`.
 */
export async function startOidcIssuer(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  claims: (accountId: string) => IdentityClaims;
  port?: number;
}) {
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_q, response) =>
    response.writeHead(503).end();
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_context, accountId) => ({
      accountId,
      claims: () => ({ sub: accountId, email_verified: true, ...options.claims(accountId) }),
    }),
    features: { devInteractions: { enabled: true } },
    jwks: { keys: [await signingKey()] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    cookies: { keys: ['a test key that signs the provider cookies'] },
  });
  handle = provider.callback();

  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Plays the person at the provider: follows its redirects from the authorization URL, signs in
 * as `login` on the development form, consents, and returns the URL the provider sends the
 * browser back to (the relying party's callback).
 */
export async function signInAtIssuer(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step += 1) {
    const response = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== url.origin) return next;
      [url, method, body] = [next, 'GET', undefined];
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/i.exec(page)?.[1];
    if (!action) throw new Error(`the provider page has no form:\n${page.slice(0, 500)}`);
    const fields = new URLSearchParams();
    for (const [, name, value] of page.matchAll(
      /<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/gi,
    )) {
      if (name) fields.set(name, value ?? '');
    }
    if (/name="login"/i.test(page)) {
      fields.set('login', login);
      fields.set('password', 'any password works here');
    }
    [url, method, body] = [new URL(action, url), 'POST', fields];
  }
  throw new Error('the provider never sent the browser back');
}
