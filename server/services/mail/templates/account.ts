import { ACCOUNT_LINK_HOURS, type SignupType } from '../../../../domain/schemas/signup';
import type { MailText } from './mail-text';

/* The e-mails of a person's own account: its validation link and its password reset. Always sent (README, E-mails). */

const validity = (hours: number) => (hours % 24 === 0 ? `${hours / 24} jours` : `${hours} heures`);

/** The link that confirms a sign-up (`create`) or validates an account an organisation's Authority made (`validate`). */
export function accountLinkMail(signupType: SignupType, link: string, prenom: string): MailText {
  const lasts = `Ce lien est valable ${validity(ACCOUNT_LINK_HOURS[signupType])} et ne sert qu'une fois.`;
  if (signupType === 'create') {
    return {
      subject: 'Confirmez la création de votre compte',
      body: `Bonjour ${prenom},\n\nVotre compte a été créé sur la plateforme. Pour l'activer, ouvrez ce lien puis confirmez :\n${link}\n\n${lasts} Si vous n'avez pas demandé de compte, ignorez ce message.`,
    };
  }
  return {
    subject: 'Validez votre compte sur la plateforme',
    body: `Bonjour ${prenom},\n\nUne organisation vous a ajouté comme contact sur la plateforme. Pour valider votre compte, identifiez-vous et choisissez votre mot de passe en ouvrant ce lien :\n${link}\n\n${lasts}`,
  };
}

/** The link that sets a new password, good `minutes` and once. */
export const passwordResetMail = (link: string, minutes: number): MailText => ({
  subject: 'Réinitialisation de votre mot de passe',
  body: [
    'Bonjour,',
    '',
    'Une demande de réinitialisation du mot de passe de votre compte a été faite.',
    `Pour choisir un nouveau mot de passe, suivez ce lien (valable ${minutes} minutes, une seule fois) :`,
    link,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
  ].join('\n'),
});
