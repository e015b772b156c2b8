import { randomBytes } from 'node:crypto';

const nonces = new WeakMap<object, string>();

/**
 * The style nonce of one response, created on first use. The CSP header and the served
 * index.html read the same value through this function.
 */
export function cspNonceOf(response: object): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}
