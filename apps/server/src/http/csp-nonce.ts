import { randomBytes } from 'node:crypto';

const nonces = new WeakMap<object, string>();

/** 16 random bytes per nonce, drawn from a buffer refilled 256 nonces at a time. */
const NONCE_BYTES = 16;
const POOL_NONCES = 256;
let pool = Buffer.alloc(0);
let offset = 0;

/**
 * A fresh nonce from the pool. Every response gets one (API answers carry the policy too), and
 * one call to the system's random source per response cost more than building the rest of the
 * policy header; bytes read in bulk from the same source are as unpredictable, and each is used
 * once. Node's own `randomUUID` keeps such a cache for the same reason.
 */
function freshNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * POOL_NONCES);
    offset = 0;
  }
  const nonce = pool.toString('base64', offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}

/**
 * The style nonce of one response, created on first use. The CSP header and the served
 * index.html read the same value through this function.
 */
export function cspNonceOf(response: object): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = freshNonce();
    nonces.set(response, nonce);
  }
  return nonce;
}
