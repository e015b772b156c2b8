/**
 * A path to continue to after signing in, when it is safe: a path of this site (never
 * `//other.site` or `/\other.site`), and not one of the sign-in pages themselves.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return null;
  }
  if (/\s/.test(next) || [...next].some((char) => char.charCodeAt(0) < 32)) return null;
  if (/^\/user\/(login|logged|logout)(?=$|[/?#])/.test(next)) return null;
  return next;
}

/**
 * Where `/user/logged` sends a person who just signed in: back to where they were going, else
 * to the onboarding tour when they never started or skipped it, else to the dashboard.
 */
export function landingPath(next: string | null | undefined, onboarding: string): string {
  return safeReturnPath(next) ?? (onboarding === '' ? '/user/onboarding' : '/user');
}

/** `/user/login?next=…` for a person on `path` who must sign in first. */
export function loginPathFor(path: string): string {
  const next = safeReturnPath(path);
  return next && next !== '/user' ? `/user/login?next=${encodeURIComponent(next)}` : '/user/login';
}
