import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema/index';
import { isTypeContactId, TYPE_CONTACT_LABELS } from '../../../domain/contact-types';
import { StatutValidationLien } from '../../../domain/link-validation';
import { linkDecidedNotice, linkRequestedNotice } from '../mail/templates';
import { mailOrganisationAuthorities } from '../mail/organisation-authorities';
import { enqueueMails } from '../mail/enqueue';

const typeLabel = (typeContactId: number) => (isTypeContactId(typeContactId) ? TYPE_CONTACT_LABELS[typeContactId] : String(typeContactId));

async function contactOf(tx: Db, contactId: number) {
  const [contact] = await tx.select({ prenom: contacts.prenom, nom: contacts.nom, email: contacts.email }).from(contacts).where(eq(contacts.id, contactId));
  return contact!;
}

/**
 * A contact asking, cancelling and asking again could flood the Authorities' mailboxes: each is told of one contact's
 * request for one type at most once in this window (the link itself still waits for them).
 */
const LINK_REQUEST_NOTICE_SECONDS = 60 * 60;

/** A contact asked to be linked: the organisation's Authorities are told a link waits for their decision. */
export async function noticeLinkRequested(
  tx: Db,
  request: { organisation: { id: number; nom: string }; contactId: number; typeContactId: number; at: Date },
) {
  const { prenom, nom } = await contactOf(tx, request.contactId);
  const notice = linkRequestedNotice({ prenom, nom, organisationNom: request.organisation.nom, typeLabel: typeLabel(request.typeContactId) });
  await mailOrganisationAuthorities(tx, request.organisation.id, { kind: 'LIEN', ...notice, at: request.at, onceWithinSeconds: LINK_REQUEST_NOTICE_SECONDS });
}

/** An Authority decided on a link: its contact is told, at the address of the link (else its own), with the reason given. */
export async function noticeLinkDecided(
  tx: Db,
  decision: { organisationId: number; organisationNom: string; contactId: number; linkEmail: string | null; typeContactId: number; statut: number; reason: string | null; at: Date },
) {
  const contact = await contactOf(tx, decision.contactId);
  const parties = { prenom: contact.prenom, nom: contact.nom, organisationNom: decision.organisationNom, typeLabel: typeLabel(decision.typeContactId) };
  await enqueueMails(tx, 'LIEN', [{
    recipient: decision.linkEmail ?? contact.email,
    contactId: decision.contactId,
    organisationId: decision.organisationId,
    ...linkDecidedNotice(parties, decision.statut === StatutValidationLien.VALIDE, decision.reason),
    createdAt: decision.at,
  }]);
}
