import { and, eq } from 'drizzle-orm';
import { allows } from '@ordo/agenda';
import type { Viewer } from '../../auth/viewer.ts';
import type { Executor } from '../../db/client.ts';
import { workspaceMembers, type WorkspaceMemberRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { TeamContext } from './commands.ts';
import { hashInvitation } from './invitation-token.ts';
import { findWorkspace } from './team.ts';

type Caller = Pick<Viewer, 'id' | 'email' | 'emailVerified' | 'plan'>;

/**
 * Why an acceptance is refused with 403 EMAIL_NOT_VERIFIED, each saying what to do. One code
 * (DESIGN §9): the web app words it by whether it sent a token.
 */
const refusals = {
  noProof:
    'To accept, open the link in the invitation e-mail: it proves that this address is yours.',
  staleLink:
    'This invitation link no longer works: it was already used, replaced by a newer invitation ' +
    'e-mail, or is more than 14 days old. Open the latest invitation e-mail, or ask for a new one.',
  otherAddress:
    'This invitation was sent to another e-mail address: sign in with that address, then open ' +
    'the link from the e-mail again.',
};

/**
 * Accepts the invitation waiting for the caller's address (DESIGN §9 "Invitations (trust)").
 * Anyone can type an address at sign-up or in account settings, so the address must be proven:
 * verified on the account, or `invitation`, the one-time token of the e-mail's link, which is
 * bound to this team and this address, works once and for 14 days. Otherwise 403
 * EMAIL_NOT_VERIFIED, and nothing changes. A refused attempt spends no token: a free invitee
 * told PRO_REQUIRED can upgrade and use the same link.
 *
 * Joining as a member needs PRO (402 PRO_REQUIRED); a guest, invited to one workshop, does not.
 * Someone already in gets their team back unchanged; anyone else 404 WORKSPACE_NOT_FOUND.
 */
export async function joinTeam(
  ctx: TeamContext,
  workspaceId: string,
  caller: Caller,
  invitation: string | undefined,
) {
  const found = await findWorkspace(ctx.db, workspaceId);
  if (!found) throw new AppError('WORKSPACE_NOT_FOUND');
  const hash = invitation === undefined ? undefined : hashInvitation(invitation);
  const [seat] = await ctx.db
    .select()
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        eq(workspaceMembers.email, caller.email.toLowerCase()),
      ),
    );
  if (!seat) {
    // A link of this team opened while signed in with another account: the token shows its
    // holder read the e-mail (or a forward of it), so say why rather than "not found".
    const linked = hash && (await rowOfLink(ctx.db, workspaceId, hash));
    if (linked) refuse(linked.state === 'invited' ? 'otherAddress' : 'staleLink');
    throw new AppError('WORKSPACE_NOT_FOUND');
  }
  if (seat.state === 'member') {
    if (seat.userId !== caller.id) throw new AppError('WORKSPACE_NOT_FOUND');
    return { ...found, seat };
  }
  const proof = await proofOf(ctx, seat, caller, hash);
  if (found.closed) throw new AppError('WORKSPACE_CLOSED');
  if (seat.meetingId === null && !allows(caller.plan, 'teamspaces')) {
    throw new AppError('PRO_REQUIRED');
  }
  const [joined] = await ctx.db
    .update(workspaceMembers)
    // The hash stays: the row is no longer `invited`, so the link is spent, and recognised.
    .set({ state: 'member', userId: caller.id, joinedAt: ctx.now })
    .where(
      and(
        eq(workspaceMembers.token, seat.token),
        eq(workspaceMembers.state, 'invited'),
        // The token checked above must still be the row's: a re-send in between killed it.
        proof === 'link' && hash ? eq(workspaceMembers.invitationHash, hash) : undefined,
      ),
    )
    .returning();
  if (joined) return { ...found, seat: joined };
  return { ...found, seat: await afterLostRace(ctx.db, seat.token, caller.id) };
}

/** How the caller proves the address of `seat`; throws 403 EMAIL_NOT_VERIFIED without proof. */
async function proofOf(
  ctx: TeamContext,
  seat: WorkspaceMemberRow,
  caller: Caller,
  hash: string | undefined,
): Promise<'verified' | 'link'> {
  if (caller.emailVerified) return 'verified';
  if (hash === undefined) refuse('noProof');
  const live =
    seat.invitationHash === hash &&
    seat.invitationExpiresAt !== null &&
    seat.invitationExpiresAt.getTime() > ctx.now.getTime();
  if (live) return 'link';
  const other = await rowOfLink(ctx.db, seat.workspaceId, hash);
  const elsewhere = other && other.token !== seat.token && other.state === 'invited';
  refuse(elsewhere ? 'otherAddress' : 'staleLink');
}

/** The row of this team whose e-mail's link carried the token of `hash` (pending or used). */
async function rowOfLink(db: Executor, workspaceId: string, hash: string) {
  const [row] = await db
    .select({ token: workspaceMembers.token, state: workspaceMembers.state })
    .from(workspaceMembers)
    .where(
      and(eq(workspaceMembers.invitationHash, hash), eq(workspaceMembers.workspaceId, workspaceId)),
    );
  return row;
}

/**
 * The row changed between the check and the write: accepted meanwhile by this same caller (a
 * double click), which is success; re-sent, so the link used is dead; or withdrawn.
 */
async function afterLostRace(
  db: Executor,
  token: string,
  callerId: string,
): Promise<WorkspaceMemberRow> {
  const [row] = await db.select().from(workspaceMembers).where(eq(workspaceMembers.token, token));
  if (row?.state === 'member' && row.userId === callerId) return row;
  if (row?.state === 'invited') refuse('staleLink');
  throw new AppError('WORKSPACE_NOT_FOUND');
}

function refuse(reason: keyof typeof refusals): never {
  throw new AppError('EMAIL_NOT_VERIFIED', refusals[reason]);
}
