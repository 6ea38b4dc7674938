import { ACCOUNT_LINK_HOURS, type SignupType } from '../../../domain/schemas/signup';

/** The page the link opens: step 5 of /signup, or the foreword of /validate-account, with the token. */
export function accountLinkUrl(publicUrl: string, signupType: SignupType, token: string): string {
  const path = signupType === 'create' ? '/app/signup/confirmation' : '/app/validate-account';
  return `${publicUrl}${path}?token=${encodeURIComponent(token)}`;
}

/** The French e-mail carrying the link. */
export function accountLinkMail(publicUrl: string, signupType: SignupType, token: string, prenom: string) {
  const link = accountLinkUrl(publicUrl, signupType, token);
  const hours = ACCOUNT_LINK_HOURS[signupType];
  const validity = hours % 24 === 0 ? `${hours / 24} jours` : `${hours} heures`;
  if (signupType === 'create') {
    return {
      subject: 'Confirmez la création de votre compte',
      body: `Bonjour ${prenom},\n\nVotre compte a été créé sur la plateforme. Pour l'activer, ouvrez ce lien puis confirmez :\n${link}\n\nCe lien est valable ${validity} et ne sert qu'une fois. Si vous n'avez pas demandé de compte, ignorez ce message.`,
    };
  }
  return {
    subject: 'Validez votre compte sur la plateforme',
    body: `Bonjour ${prenom},\n\nUne organisation vous a ajouté comme contact sur la plateforme. Pour valider votre compte, identifiez-vous et choisissez votre mot de passe en ouvrant ce lien :\n${link}\n\nCe lien est valable ${validity} et ne sert qu'une fois.`,
  };
}
