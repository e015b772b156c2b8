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

/**
 * The participants' pages (the public agenda, the join flow, the stage and the remote): the
 * server answers exactly these with the web app's light build (front.html), whose router knows
 * exactly these, so the two can never send a visitor back and forth.
 */
export function isParticipantPagePath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (/^\/m\/[^/]+(\/(live|remote))?\/?$/.test(path)) return true;
  if (/^\/meeting\/join(\/[^/]+)?\/?$/.test(path)) return true;
  return /^\/meeting\/[^/]+\/?$/.test(path) && !/^\/meeting\/(editor|printMeeting)\/?$/.test(path);
}

/**
 * The front door's pages (the landing page, the templates gallery and pricing), which the web
 * app's light `door` build serves and the server prerenders: a newcomer sees them painted before
 * any script runs. A query string (a filtered gallery) is still this build, rendered in the
 * browser.
 */
export function isFrontDoorPagePath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path === '/' || /^\/(templates|pricing)\/?$/.test(path);
}
