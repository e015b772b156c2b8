import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { CommentMention } from '@ordo/contract';
import type { Executor } from '../../db/client.ts';
import { users, workspaceMembers, type MeetingRow } from '../../db/schema/index.ts';

export type Candidate = { userId: string; name: string };

/**
 * Who a comment on `meeting` may @mention: its owner and, in a teamspace, the members who joined
 * (guests only for their own workshop), that is exactly the people who see its comments
 * (access/comment-access.ts). Invitations not yet accepted are nobody yet.
 */
export async function mentionCandidates(db: Executor, meeting: MeetingRow): Promise<Candidate[]> {
  const ids = new Set<string>([meeting.ownerId]);
  if (meeting.workspaceId) {
    const members = await db
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(
        and(
          eq(workspaceMembers.workspaceId, meeting.workspaceId),
          eq(workspaceMembers.state, 'member'),
          or(isNull(workspaceMembers.meetingId), eq(workspaceMembers.meetingId, meeting.id)),
        ),
      );
    for (const member of members) if (member.userId) ids.add(member.userId);
  }
  const rows = await db
    .select({ userId: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The people `body` names as `@Full Name` (any case, not followed by a letter or digit), each
 * once, the author excluded. Longer names are matched first so `@Ann Lee` is not also `@Ann`;
 * two people with the same name are both mentioned, since the text cannot tell them apart.
 */
export function findMentions(
  body: string,
  candidates: readonly Candidate[],
  authorId: string,
): CommentMention[] {
  let rest = body;
  const found: CommentMention[] = [];
  const byLength = [...candidates]
    .filter((candidate) => candidate.name.trim() !== '')
    .sort((a, b) => b.name.length - a.name.length);
  for (const candidate of byLength) {
    const pattern = new RegExp(`@${escapeRegExp(candidate.name.trim())}(?![\\p{L}\\p{N}])`, 'giu');
    if (!pattern.test(rest)) continue;
    // Blank the match out so a shorter name inside it is not found again.
    rest = rest.replace(pattern, (match) => ' '.repeat(match.length));
    if (candidate.userId !== authorId) found.push(candidate);
  }
  return found;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
