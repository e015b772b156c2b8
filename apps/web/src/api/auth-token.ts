export const AUTH_TOKEN_KEY = 'ordo.token';
const listeners = new Set<() => void>();

/** The bearer token of the signed-in user, kept across reloads. */
export const authToken = {
  get(): string | null {
    try {
      return localStorage.getItem(AUTH_TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string | null): void {
    try {
      if (token) localStorage.setItem(AUTH_TOKEN_KEY, token);
      else localStorage.removeItem(AUTH_TOKEN_KEY);
    } catch {
      // Private browsing may refuse storage; the session then lasts as long as the tab.
    }
    listeners.forEach((listener) => listener());
  },
  /** Calls `listener` whenever the token changes (sign-in, sign-out, a revoked session). */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
