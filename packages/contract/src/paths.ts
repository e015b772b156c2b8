/**
 * Path prefixes that belong to the API: they answer JSON, including their 404s.
 * Every other path is the web app (DESIGN §9).
 */
export const apiPrefixes = ['/api/', '/v1/', '/v2/', '/v3/'] as const;
export const apiExactPaths = ['/api', '/v1', '/v2', '/v3', '/healthz', '/readyz', '/metrics'];

/** True when `url` (path with optional query) is served by the API rather than the web app. */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return apiExactPaths.includes(path) || apiPrefixes.some((prefix) => path.startsWith(prefix));
}
