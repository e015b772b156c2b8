import type { Language } from '@ordo/contract';
import { escapeHtml } from '@ordo/agenda';

export type MailKind = 'magicLink' | 'resetPassword' | 'verifyEmail';

type Words = { subject: string; intro: string; action: string; outro: string };

const words: Record<Language, Record<MailKind, (brand: string) => Words>> = {
  en: {
    magicLink: (brand) => ({
      subject: `Your sign-in link for ${brand}`,
      intro: `Open this link to sign in to ${brand}. It works once, within 15 minutes.`,
      action: 'Sign in',
      outro: 'If you did not ask for it, ignore this e-mail: nobody can sign in without the link.',
    }),
    resetPassword: (brand) => ({
      subject: `Choose a new ${brand} password`,
      intro: `Open this link to choose a new password for ${brand}. It works for one hour.`,
      action: 'Choose a new password',
      outro: 'If you did not ask for it, ignore this e-mail: your password stays as it is.',
    }),
    verifyEmail: (brand) => ({
      subject: `Confirm your e-mail address for ${brand}`,
      intro: `Open this link to confirm your address and start using ${brand}.`,
      action: 'Confirm my address',
      outro: 'If you did not create an account, ignore this e-mail.',
    }),
  },
  fr: {
    magicLink: (brand) => ({
      subject: `Votre lien de connexion à ${brand}`,
      intro: `Ouvrez ce lien pour vous connecter à ${brand}. Il fonctionne une fois, pendant 15 minutes.`,
      action: 'Me connecter',
      outro:
        "Si vous ne l'avez pas demandé, ignorez cet e-mail : personne ne peut se connecter sans le lien.",
    }),
    resetPassword: (brand) => ({
      subject: `Choisissez un nouveau mot de passe ${brand}`,
      intro: `Ouvrez ce lien pour choisir un nouveau mot de passe ${brand}. Il fonctionne pendant une heure.`,
      action: 'Choisir un nouveau mot de passe',
      outro:
        "Si vous ne l'avez pas demandé, ignorez cet e-mail : votre mot de passe ne change pas.",
    }),
    verifyEmail: (brand) => ({
      subject: `Confirmez votre adresse e-mail pour ${brand}`,
      intro: `Ouvrez ce lien pour confirmer votre adresse et commencer à utiliser ${brand}.`,
      action: 'Confirmer mon adresse',
      outro: "Si vous n'avez pas créé de compte, ignorez cet e-mail.",
    }),
  },
};

/** One e-mail in the reader's language: a sentence, the link, and what to do if unexpected. */
export function renderMail(kind: MailKind, language: Language, brand: string, url: string) {
  const text = words[language][kind](brand);
  return {
    subject: text.subject,
    text: `${text.intro}\n\n${url}\n\n${text.outro}\n`,
    html: [
      `<p>${escapeHtml(text.intro)}</p>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(text.action)}</a></p>`,
      `<p>${escapeHtml(url)}</p>`,
      `<p style="color:#666">${escapeHtml(text.outro)}</p>`,
    ].join('\n'),
  };
}
