import { setNonce } from 'get-nonce';
import { CSP_NONCE_PLACEHOLDER } from '@ordo/contract';

/**
 * The style nonce the server put in index.html (Vite writes it into a meta tag). Libraries that
 * inject <style> elements (Mantine, its scroll lock, CodeMirror) must carry it or the content
 * security policy blocks them. Browsers hide `nonce` attributes, so read the property.
 */
export function cspNonce(): string | undefined {
  // Prerendered on the server (src/door/prerender.tsx): the placeholder, which the server
  // replaces with each response's nonce, as it does in index.html.
  if (typeof document === 'undefined') return CSP_NONCE_PLACEHOLDER;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  return nonce && nonce !== CSP_NONCE_PLACEHOLDER ? nonce : undefined;
}

export function applyCspNonce(): void {
  const nonce = cspNonce();
  if (nonce) setNonce(nonce);
}
