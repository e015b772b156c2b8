import type { Language } from '@ordo/contract';
import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml } from '@ordo/agenda';

export type Invitation = {
  to: string;
  team: string;
  inviter: string;
  brand: string;
  url: string;
  existingAccount: boolean;
  guest: boolean;
};

const words = {
  en: (i: Invitation) => ({
    subject: `${i.inviter} invites you to the teamspace "${i.team}" on ${i.brand}`,
    intro: i.guest
      ? `${i.inviter} invites you to a workshop of the teamspace "${i.team}" on ${i.brand}.`
      : `${i.inviter} invites you to join the teamspace "${i.team}" on ${i.brand}.`,
    how: i.existingAccount
      ? `Open the link below, sign in with ${i.to} and accept the invitation.`
      : `Open the link below, create your ${i.brand} account with this address (${i.to}), then accept the invitation.`,
    link: 'The link works once, for 14 days, and only for this address: do not forward it.',
    action: 'Open the invitation',
    outro: 'If you did not expect this invitation, you can ignore this e-mail.',
  }),
  fr: (i: Invitation) => ({
    subject: `${i.inviter} vous invite dans l'espace d'équipe «\u00a0${i.team}\u00a0» sur ${i.brand}`,
    intro: i.guest
      ? `${i.inviter} vous invite à un atelier de l'espace d'équipe «\u00a0${i.team}\u00a0» sur ${i.brand}.`
      : `${i.inviter} vous invite à rejoindre l'espace d'équipe «\u00a0${i.team}\u00a0» sur ${i.brand}.`,
    how: i.existingAccount
      ? `Ouvrez le lien ci-dessous, connectez-vous avec ${i.to} et acceptez l'invitation.`
      : `Ouvrez le lien ci-dessous, créez votre compte ${i.brand} avec cette adresse (${i.to}), puis acceptez l'invitation.`,
    link: 'Le lien sert une seule fois, pendant 14 jours, et pour cette adresse seulement\u00a0: ne le transférez pas.',
    action: "Ouvrir l'invitation",
    outro: "Si vous n'attendiez pas cette invitation, vous pouvez ignorer cet e-mail.",
  }),
} satisfies Record<Language, (invitation: Invitation) => Record<string, string>>;

/**
 * The invitation to a teamspace, in the reader's language, with the link to the team that
 * carries the one-time token proving the address (invite.ts).
 */
export function invitationMail(invitation: Invitation, language: Language): MailMessage {
  const text = words[language](invitation);
  return {
    to: invitation.to,
    subject: text.subject,
    text: `${text.intro}\n\n${text.how}\n\n${invitation.url}\n\n${text.link}\n\n${text.outro}\n`,
    html: [
      `<p>${escapeHtml(text.intro)}</p>`,
      `<p>${escapeHtml(text.how)}</p>`,
      `<p><a href="${escapeHtml(invitation.url)}">${escapeHtml(text.action)}</a></p>`,
      `<p>${escapeHtml(invitation.url)}</p>`,
      `<p>${escapeHtml(text.link)}</p>`,
      `<p style="color:#666">${escapeHtml(text.outro)}</p>`,
    ].join('\n'),
  };
}
