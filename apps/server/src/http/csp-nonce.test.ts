import { describe, expect, it } from 'vitest';
import { cspNonceOf } from './csp-nonce.ts';

describe('cspNonceOf', () => {
  it('gives each response its own 128-bit nonce, the same one every time it is asked', () => {
    const responses = Array.from({ length: 2_000 }, () => ({}));
    const nonces = responses.map((response) => cspNonceOf(response));
    // More responses than one refill of the pool: no nonce is ever handed out twice.
    expect(new Set(nonces).size).toBe(responses.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(responses.map((response) => cspNonceOf(response))).toEqual(nonces);
  });
});
