import type { MailText } from './mail-text';

/* The e-mails of the links between contacts and organisations (spec section 4, "Contact-organisation link"). */

interface LinkParties {
  prenom: string;
  nom: string;
  organisationNom: string;
  /** The kind of contact the link makes, in words (Autorité, Référence…). */
  typeLabel: string;
}

/** To the organisation's Authorities: a contact asked to be linked, and waits for their decision. */
export const linkRequestedNotice = ({ prenom, nom, organisationNom, typeLabel }: LinkParties): MailText => ({
  subject: `Un lien attend votre validation : ${prenom} ${nom}`,
  body: `Bonjour,\n\n${prenom} ${nom} demande à être lié à ${organisationNom} comme contact ${typeLabel}.\n\nValidez ou refusez cette demande dans l'onglet « Contacts » de l'organisation, sur la plateforme.`,
});

/** To the contact: an Authority validated or refused its link, with the reason given. */
export function linkDecidedNotice({ prenom, nom, organisationNom, typeLabel }: LinkParties, validated: boolean, reason: string | null): MailText {
  const outcome = validated ? 'validé' : 'refusé';
  const consequence = validated ? `Vous pouvez désormais agir pour ${organisationNom} selon les droits d'un contact ${typeLabel}.` : `Vous n'agirez pas pour ${organisationNom}.`;
  return {
    subject: `Votre lien avec ${organisationNom} est ${outcome}`,
    body: `Bonjour ${prenom} ${nom},\n\nVotre lien avec ${organisationNom} comme contact ${typeLabel} a été ${outcome}.${reason ? `\nRaison : ${reason}` : ''}\n\n${consequence}`,
  };
}
