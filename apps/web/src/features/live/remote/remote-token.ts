/**
 * The control token of a phone remote: taken from the address's fragment (`#t=<token>`, never
 * sent to a server) and kept in sessionStorage for this tab, so a reload still works once the
 * fragment has been removed from the address bar. Null when neither holds one. `screen`: the
 * presenter view keeps its token apart (`ordo.live.presenter.<uuid>`).
 *
 * @example takeRemoteToken('a1b2…', '#t=xyz') // 'xyz', and stored
 */
export function takeRemoteToken(
  uuid: string,
  hash: string,
  screen: 'remote' | 'presenter' = 'remote',
): string | null {
  const key = `ordo.live.${screen}.${uuid.toLowerCase()}`;
  const fromHash = new URLSearchParams(hash.replace(/^#/, '')).get('t')?.trim() || null;
  try {
    if (fromHash) {
      sessionStorage.setItem(key, fromHash);
      return fromHash;
    }
    return sessionStorage.getItem(key);
  } catch {
    return fromHash;
  }
}

/** True when the fragment still carries a token the address bar should lose. */
export function hashHasToken(hash: string): boolean {
  return new URLSearchParams(hash.replace(/^#/, '')).has('t');
}
