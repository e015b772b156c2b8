import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { workspaces } from '../db/schema/index.ts';

/**
 * Something that may have taken rights away (DESIGN §9 "Live rights"). Commands publish these
 * once their change is committed; every process re-evaluates the sockets that depend on what the
 * event names, and the socket layer applies the verdict (downgrade or disconnect).
 *
 * - `user`: a user's sessions or team seats changed: logout, sign out everywhere, password
 *   change, demotion, removal, leaving a team, account deletion.
 * - `team`: a teamspace closed or reopened (its owner's plan), was deleted or changed owner.
 * - `meeting`: a meeting's visibility, access code, trash status, teamspace or owner changed.
 * - `token`: a control token was revoked.
 */
export type RightsEvent =
  | { kind: 'user'; userId: string }
  | { kind: 'team'; workspaceId: string }
  | { kind: 'meeting'; meetingId: string }
  | { kind: 'token'; tokenId: string };

/** Hands committed events to every process; never throws, never waits. */
export type PublishRights = (events: readonly RightsEvent[]) => void;

const idOf: Record<RightsEvent['kind'], string> = {
  user: 'userId',
  team: 'workspaceId',
  meeting: 'meetingId',
  token: 'tokenId',
};

/** True for a well-formed event: what arrives from another process is checked before use. */
export function isRightsEvent(raw: unknown): raw is RightsEvent {
  if (typeof raw !== 'object' || raw === null) return false;
  const kind = (raw as { kind?: unknown }).kind;
  if (typeof kind !== 'string' || !Object.hasOwn(idOf, kind)) return false;
  const id = (raw as Record<string, unknown>)[idOf[kind as RightsEvent['kind']]];
  return typeof id === 'string' && id.length > 0 && id.length <= 200;
}

/**
 * What a change of `userId`'s plan touches: their own sockets, and the teamspaces they own,
 * which close when the plan no longer allows teamspaces (and reopen with PRO).
 */
export async function planChangeEvents(db: Executor, userId: string): Promise<RightsEvent[]> {
  const owned = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.ownerId, userId));
  return [
    { kind: 'user', userId },
    ...owned.map((team): RightsEvent => ({ kind: 'team', workspaceId: team.id })),
  ];
}
