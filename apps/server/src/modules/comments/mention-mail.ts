import { escapeHtml } from '@ordo/agenda';
import type { Language } from '@ordo/contract';
import type { MailMessage } from '../../mail/mailer.ts';

export type MentionMail = {
  to: string;
  author: string;
  meeting: string;
  /** The sequence the thread is on, when it is on one. */
  sequence: string | null;
  body: string;
  url: string;
  brand: string;
};

const words = {
  en: (m: MentionMail) => ({
    subject: `${m.author} mentioned you in "${m.meeting}"`,
    intro: m.sequence
      ? `${m.author} mentioned you in a comment on the sequence "${m.sequence}" of "${m.meeting}" on ${m.brand}:`
      : `${m.author} mentioned you in a comment on "${m.meeting}" on ${m.brand}:`,
    action: 'Open the meeting',
    outro: 'You receive this e-mail because a teammate wrote your name with @ in a comment.',
  }),
  fr: (m: MentionMail) => ({
    subject: `${m.author} vous a mentionné dans «\u00a0${m.meeting}\u00a0»`,
    intro: m.sequence
      ? `${m.author} vous a mentionné dans un commentaire sur la séquence «\u00a0${m.sequence}\u00a0» de «\u00a0${m.meeting}\u00a0» sur ${m.brand}\u00a0:`
      : `${m.author} vous a mentionné dans un commentaire sur «\u00a0${m.meeting}\u00a0» sur ${m.brand}\u00a0:`,
    action: 'Ouvrir la réunion',
    outro:
      'Vous recevez cet e-mail parce qu’un membre de votre équipe a écrit votre nom avec @ dans un commentaire.',
  }),
} satisfies Record<Language, (mail: MentionMail) => Record<string, string>>;

/** The e-mail to someone @mentioned, in their language, quoting the comment as plain text. */
export function mentionMail(mail: MentionMail, language: Language): MailMessage {
  const text = words[language](mail);
  const quote = mail.body.length > 600 ? `${mail.body.slice(0, 600)}…` : mail.body;
  return {
    to: mail.to,
    subject: text.subject,
    text: `${text.intro}\n\n${quote
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n')}\n\n${mail.url}\n\n${text.outro}\n`,
    html: [
      `<p>${escapeHtml(text.intro)}</p>`,
      `<blockquote style="white-space:pre-wrap">${escapeHtml(quote)}</blockquote>`,
      `<p><a href="${escapeHtml(mail.url)}">${escapeHtml(text.action)}</a></p>`,
      `<p>${escapeHtml(mail.url)}</p>`,
      `<p style="color:#666">${escapeHtml(text.outro)}</p>`,
    ].join('\n'),
  };
}
