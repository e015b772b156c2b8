import { setNonce } from 'get-nonce';

/**
 * The style nonce the server put in index.html (Vite writes it into a meta tag). Libraries that
 * inject <style> elements (Mantine, its scroll lock, CodeMirror) must carry it or the content
 * security policy blocks them. Browsers hide `nonce` attributes, so read the property.
 */
export function cspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  return nonce && nonce !== '__CSP_NONCE__' ? nonce : undefined;
}

export function applyCspNonce(): void {
  const nonce = cspNonce();
  if (nonce) setNonce(nonce);
}
