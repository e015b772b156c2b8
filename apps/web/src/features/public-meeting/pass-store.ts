export const PASS_KEY_PREFIX = 'ordo.pass.';

/** The expiry a pass carries (`meeting.epoch.expiresAtSeconds.mac`), in milliseconds. */
function expiresAt(pass: string): number {
  const seconds = Number(pass.split('.')[2]);
  return Number.isFinite(seconds) ? seconds * 1000 : 0;
}

/**
 * Passes of Restricted meetings, one per meeting id, kept in localStorage so a reload or a new
 * tab does not ask for the code again during the pass's 12 hours. The code itself is never
 * stored. Storage may be refused (private browsing): then the pass lasts as long as the page.
 */
export const passStore = {
  read(id: string, now = Date.now()): string | null {
    try {
      const pass = localStorage.getItem(PASS_KEY_PREFIX + id.toLowerCase());
      if (pass && expiresAt(pass) > now) return pass;
      if (pass) localStorage.removeItem(PASS_KEY_PREFIX + id.toLowerCase());
    } catch {
      // Unreadable storage: behave as if there were no pass.
    }
    return null;
  },
  save(ids: string[], pass: string): void {
    try {
      for (const id of ids) localStorage.setItem(PASS_KEY_PREFIX + id.toLowerCase(), pass);
    } catch {
      // Refused: the visitor types the code again after a reload.
    }
  },
  forget(id: string): void {
    try {
      localStorage.removeItem(PASS_KEY_PREFIX + id.toLowerCase());
    } catch {
      // Nothing stored, nothing to forget.
    }
  },
};
