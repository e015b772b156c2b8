import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { ControlTokenKind } from '@ordo/contract';
import type { LiveCredentials } from '../../access/live-access.ts';
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
  token: { name: string; kind: ControlTokenKind; room?: number | undefined },
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
      room: token.room ?? null,
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

/** The longest token looked up: anything longer was never issued, so no query is spent on it. */
const TOKEN_MAX_LENGTH = 512;

/**
 * What a control token presented with a request or a socket grants: its meeting, id and kind,
 * or `'invalid'` (unknown, revoked, or too long to be one), which access answers with 401
 * CONTROL_TOKEN_INVALID. The HTTP routes and the socket handshake both read tokens through it.
 */
export async function controlTokenGrant(
  db: Executor,
  token: string,
): Promise<NonNullable<LiveCredentials['controlToken']>> {
  const row = token.length <= TOKEN_MAX_LENGTH ? await findControlToken(db, token) : undefined;
  return row
    ? { meetingId: row.meetingId, tokenId: row.id, kind: row.kind, room: row.room }
    : 'invalid';
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
