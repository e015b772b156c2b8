import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { ControlTokenKind } from '@ordo/contract';
import type { Executor } from '../../db/client.ts';
import { controlTokens, type ControlTokenRow } from '../../db/schema/index.ts';

/** Only the hash is stored: the token itself lives in the remote's URL fragment, nowhere else. */
function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * 256 random bits, URL-safe: unguessable, and a lookup by hash needs no constant-time compare.
 * `kind`: a `control` token drives the run, a `presenter` token only reads it, with notes.
 */
export async function createControlToken(
  db: Executor,
  meetingId: string,
  token: { name: string; kind: ControlTokenKind },
  now: Date,
): Promise<{ row: ControlTokenRow; token: string }> {
  const secret = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(controlTokens)
    .values({
      id: randomUUID(),
      meetingId,
      tokenHash: hashOf(secret),
      name: token.name,
      kind: token.kind,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('control token insert returned nothing');
  return { row, token: secret };
}

/** The token's row, or undefined for an unknown or revoked one. */
export async function findControlToken(
  db: Executor,
  token: string,
): Promise<ControlTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(controlTokens)
    .where(eq(controlTokens.tokenHash, hashOf(token)))
    .limit(1);
  return row;
}

export function listControlTokens(db: Executor, meetingId: string): Promise<ControlTokenRow[]> {
  return db
    .select()
    .from(controlTokens)
    .where(eq(controlTokens.meetingId, meetingId))
    .orderBy(asc(controlTokens.createdAt))
    .limit(100);
}

/** True when the token existed for this meeting and is now gone. */
export async function revokeControlToken(
  db: Executor,
  meetingId: string,
  tokenId: string,
): Promise<boolean> {
  const rows = await db
    .delete(controlTokens)
    .where(and(eq(controlTokens.id, tokenId), eq(controlTokens.meetingId, meetingId)))
    .returning({ id: controlTokens.id });
  return rows.length > 0;
}
