import type { z } from 'zod';
import { authToken } from './auth-token.ts';
import { takeEarlyRead } from './early-reads.ts';
import { ApiError } from './errors.ts';

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * The one way the web app calls the API: JSON in and out, the bearer token when signed in,
 * `{ code, message }` answers thrown as ApiError. A cancelled request rethrows its AbortError
 * untouched so TanStack Query ignores it; a network failure becomes ApiError NETWORK_ERROR.
 * With a `schema`, the answer is validated so a contract drift fails loudly here. Callers pass
 * one in development and tests only (`import.meta.env.DEV ? schema : undefined`, which the
 * production build folds away with the schema and zod itself): production trusts its own
 * server, and zod (22 KB after brotli) stays off the pages that only read (issue 11).
 */
export async function api<T = unknown>(
  path: string,
  request: ApiRequest = {},
  schema?: z.ZodType<T>,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  // A file (a photo) travels as itself; everything else as JSON.
  const file = request.body instanceof Blob ? request.body : undefined;
  if (request.body !== undefined) {
    headers['content-type'] = file ? file.type || 'application/octet-stream' : 'application/json';
  }
  const token = authToken.get();
  if (token) headers.authorization = `Bearer ${token}`;

  const url = withQuery(path, request.query);
  const send = () =>
    fetch(url, {
      method: request.method ?? 'GET',
      headers,
      body: file ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
      signal: request.signal,
    });
  // A participant's page may have asked for this very read from its head already (the same
  // address, no token, no other header): take that answer rather than ask again.
  const plainRead =
    (request.method ?? 'GET') === 'GET' && !token && !request.headers && !request.signal?.aborted;
  const early = plainRead ? takeEarlyRead(url) : undefined;

  let response: Response;
  try {
    response = early ? await early.catch(send) : await send();
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new ApiError('NETWORK_ERROR', 'The server could not be reached', 0);
  }
  if (!response.ok) {
    const error = await ApiError.fromResponse(response);
    // The session is over (signed out elsewhere, expired, revoked): forget the token, so the
    // pages that need one send the person to sign in again instead of failing call by call.
    if (token && error.code === 'UNAUTHENTICATED' && authToken.get() === token) {
      authToken.set(null);
    }
    throw error;
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json();
  return schema ? schema.parse(data) : (data as T);
}

function withQuery(path: string, query: ApiRequest['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}
