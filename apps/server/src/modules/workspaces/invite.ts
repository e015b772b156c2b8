import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@ordo/contract';
import type { Db } from '../../db/client.ts';
import type { WorkspaceMemberRow } from '../../db/schema/index.ts';
import { describeError } from '../../http/describe-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { invitationMail } from './invitation-mail.ts';
import { accountsByEmail } from './queries.ts';
import type { Team } from './team.ts';

export type InviteDeps = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  brandName: string;
  log: FastifyBaseLogger;
};

/**
 * Sends the invitation to `row.email`, with the link to the team carrying the one-time token
 * that proves the address (`/user/workspace/{uuid}?invitation=…`; `invitation` is one of the
 * parameters the request log redacts), in the invitee's language when they have an account,
 * else the inviter's. A mail server that fails is logged, not thrown: the invitation exists and
 * "resend" tries again with a fresh token.
 */
export async function sendInvitation(
  deps: InviteDeps,
  team: Team,
  inviter: { name: string },
  row: WorkspaceMemberRow,
  invitation: string,
  inviterLanguage: Language,
): Promise<boolean> {
  const account = (await accountsByEmail(deps.db, [row.email])).get(row.email);
  const mail = invitationMail(
    {
      to: row.email,
      team: team.workspace.name,
      inviter: inviter.name,
      brand: deps.brandName,
      url: `${deps.publicUrl}/user/workspace/${team.workspace.id}?invitation=${encodeURIComponent(invitation)}`,
      existingAccount: account !== undefined,
      guest: row.meetingId !== null,
    },
    account?.language ?? inviterLanguage,
  );
  try {
    await deps.mailer.send(mail);
    return true;
  } catch (error) {
    deps.log.warn({ error: describeError(error) }, 'teamspace invitation not sent');
    return false;
  }
}
