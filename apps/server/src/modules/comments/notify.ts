import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { describeError } from '../../http/describe-error.ts';
import type { KeyedLimit } from '../../http/keyed-limit.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { mayReadComments } from '../../access/comment-access.ts';
import { loadTeamSeats } from '../../access/team-seats.ts';
import type { CommentOutcome } from './commands.ts';
import { mentionMail } from './mention-mail.ts';

export type NotifyDeps = {
  db: Executor;
  mailer: Mailer;
  publicUrl: string;
  brandName: string;
  log: FastifyBaseLogger;
  /**
   * Mention e-mails per recipient (COMMENT_MENTION_MAILS_PER_HOUR, shared through Redis when it
   * is set): a busy thread cannot flood one person's inbox. Over it the mention stays in the
   * comment and the activity list; only the e-mail is skipped.
   */
  mailsPerPerson?: KeyedLimit;
};

/**
 * One e-mail to each person a write newly @mentioned, in their language (else the meeting's),
 * with the link to the meeting. Their rights are read again just before: someone removed from
 * the team since the candidates were listed gets nothing. A failing mail server is logged, not
 * thrown: the comment is saved either way.
 */
export async function mailMentions(deps: NotifyDeps, outcome: CommentOutcome, authorName: string) {
  if (outcome.mentioned.length === 0) return;
  const { meeting, thread, comment } = outcome;
  const people = await deps.db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(
      inArray(
        users.id,
        outcome.mentioned.map((mention) => mention.userId),
      ),
    );
  for (const person of people) {
    const teams = await loadTeamSeats(deps.db, person.id);
    if (!mayReadComments({ id: person.id, teams }, meeting)) continue;
    if (!(await mayMail(deps, person.id))) continue;
    const mail = mentionMail(
      {
        to: person.email,
        author: authorName,
        meeting: meeting.title || meeting.id,
        sequence: thread.anchor.kind === 'sequence' ? thread.anchor.title : null,
        body: comment.body,
        url: `${deps.publicUrl}/user/meeting/${meeting.id}?tab=edit&comment=${thread.id}`,
        brand: deps.brandName,
      },
      person.language ?? meeting.language,
    );
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      deps.log.warn({ error: describeError(error) }, 'mention e-mail not sent');
    }
  }
}

/** A limit that cannot answer (its store failing) lets the mail go, as HTTP's limits do. */
async function mayMail(deps: NotifyDeps, userId: string): Promise<boolean> {
  if (!deps.mailsPerPerson) return true;
  try {
    const verdict = await deps.mailsPerPerson(userId);
    if (!verdict.allowed) deps.log.info({ userId }, 'mention e-mail over the per-person limit');
    return verdict.allowed;
  } catch (error) {
    deps.log.warn({ error: describeError(error) }, 'mention e-mail limit unavailable');
    return true;
  }
}
