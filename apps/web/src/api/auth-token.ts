const TOKEN_KEY = 'ordo.token';

/** The bearer token of the signed-in user, kept across reloads. */
export const authToken = {
  get(): string | null {
    try {
      return localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string | null): void {
    try {
      if (token) localStorage.setItem(TOKEN_KEY, token);
      else localStorage.removeItem(TOKEN_KEY);
    } catch {
      // Private browsing may refuse storage; the session then lasts as long as the tab.
    }
  },
};
