import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema/index';
import { isTypeContactId, TYPE_CONTACT_LABELS } from '../../../domain/contact-types';
import { StatutValidationLien } from '../../../domain/link-validation';
import { mailOrganisationAuthorities } from '../mail/organisation-authorities';
import { enqueueMails } from '../mail/enqueue';

const typeLabel = (typeContactId: number) => (isTypeContactId(typeContactId) ? TYPE_CONTACT_LABELS[typeContactId] : String(typeContactId));

async function contactOf(tx: Db, contactId: number) {
  const [contact] = await tx.select({ prenom: contacts.prenom, nom: contacts.nom, email: contacts.email }).from(contacts).where(eq(contacts.id, contactId));
  return contact!;
}

/** A contact asked to be linked: the organisation's Authorities are told a link waits for their decision. */
export async function noticeLinkRequested(
  tx: Db,
  request: { organisation: { id: number; nom: string }; contactId: number; typeContactId: number; at: Date },
) {
  const { prenom, nom } = await contactOf(tx, request.contactId);
  await mailOrganisationAuthorities(tx, request.organisation.id, {
    kind: 'LIEN',
    subject: `Un lien attend votre validation : ${prenom} ${nom}`,
    body: `Bonjour,\n\n${prenom} ${nom} demande à être lié à ${request.organisation.nom} comme contact ${typeLabel(request.typeContactId)}.\n\nValidez ou refusez cette demande dans l'onglet « Contacts » de l'organisation, sur la plateforme.`,
    at: request.at,
  });
}

/** An Authority decided on a link: its contact is told, at the address of the link (else its own), with the reason given. */
export async function noticeLinkDecided(
  tx: Db,
  decision: { organisationNom: string; contactId: number; linkEmail: string | null; typeContactId: number; statut: number; reason: string | null; at: Date },
) {
  const contact = await contactOf(tx, decision.contactId);
  const validated = decision.statut === StatutValidationLien.VALIDE;
  const outcome = validated ? 'validé' : 'refusé';
  const consequence = validated
    ? `Vous pouvez désormais agir pour ${decision.organisationNom} selon les droits d'un contact ${typeLabel(decision.typeContactId)}.`
    : `Vous n'agirez pas pour ${decision.organisationNom}.`;
  await enqueueMails(tx, 'LIEN', [{
    recipient: decision.linkEmail ?? contact.email,
    contactId: decision.contactId,
    subject: `Votre lien avec ${decision.organisationNom} est ${outcome}`,
    body: `Bonjour ${contact.prenom} ${contact.nom},\n\nVotre lien avec ${decision.organisationNom} comme contact ${typeLabel(decision.typeContactId)} a été ${outcome}.${decision.reason ? `\nRaison : ${decision.reason}` : ''}\n\n${consequence}`,
    createdAt: decision.at,
  }]);
}
