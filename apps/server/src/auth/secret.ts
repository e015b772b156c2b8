import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The secret that signs sessions and one-time links: `AUTH_SECRET` when set, otherwise one
 * generated at the first start and kept in `DATA_DIR/auth-secret`, so sign-ins survive a
 * restart without the operator having to invent a secret.
 */
export async function resolveAuthSecret(configured: string | undefined, dataDir: string) {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing && existing.trim().length >= 32) return existing.trim();
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // `wx` fails when another process wrote it first; then theirs is the one everybody uses.
    await writeFile(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch {
    return (await readFile(file, 'utf8')).trim();
  }
}
