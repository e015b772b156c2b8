import { createHash, randomBytes } from 'node:crypto';

/** How long the link of an invitation e-mail works (DESIGN §9 "Invitations (trust)"). */
export const INVITATION_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What an invitation row keeps of its token: the sha256 only, as for control tokens, so a copy
 * of the database accepts no invitation. 256 random bits make a lookup by hash safe without a
 * constant-time comparison.
 */
export function hashInvitation(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A fresh one-time token for the e-mail's link, and the columns that bind it to the row (so to
 * its team and its address): storing them replaces, so kills, any token issued before.
 */
export function issueInvitation(now: Date) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    columns: {
      invitationHash: hashInvitation(token),
      invitationExpiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
    },
  };
}
