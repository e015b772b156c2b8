/**
 * True when the issuer's discovery document answers with the endpoints a sign-in needs.
 * Bounded by `timeoutMs` so a provider that hangs never holds up start-up or a page.
 */
export async function oidcAnswers(issuer: string, timeoutMs = 3000): Promise<boolean> {
  try {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return false;
    const document = (await response.json()) as Record<string, unknown>;
    return (
      typeof document.authorization_endpoint === 'string' &&
      typeof document.token_endpoint === 'string'
    );
  } catch {
    return false;
  }
}
