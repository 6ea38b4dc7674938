import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts, organisations, xContacts } from '../../db/schema/index';
import { DomainError, forbidden, invalidFields, notFound } from '../../../domain/errors';
import { addableContactTypes, TypeContact, type TypeContactId } from '../../../domain/contact-types';
import { StatutValidationLien } from '../../../domain/link-validation';
import { isTypeOrganisationId } from '../../../domain/organisation-types';
import type { AddLinkPayload, RequestLinkPayload, UpdateLinkPayload } from '../../../domain/schemas/contact-links';
import { normaliseBce } from '../../../domain/validators/bce';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { mayDeleteLink } from '../../../machines/access/contactLinkAccess';
import { mayActInOrganisation } from '../../../machines/access/organisationActions';
import { noticeLinkRequested } from './notices';
import type { ContactLinkRow } from '../../db/rows';
import { applyLinkEvent, lockedLinkOf, type LinkValues } from './transition';
import { liveLinkOf } from '../../db/live-link';
import type { FoundContact } from '../../../domain/wire/contact-links';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const TYPE_NOT_ADDABLE = "Ce contact ne peut pas recevoir ce type dans cette organisation : il l'a déjà, ou l'organisation n'admet pas ce type.";
export const CONTACT_UNKNOWN = 'Contact inconnu.';
export const ORGANISATION_NOT_FOUND = "Aucune organisation de ce type ne porte ce numéro d'entreprise sur la plateforme.";
export const ALREADY_LINKED = 'Vous êtes déjà lié à cette organisation (ou votre demande attend sa validation).';
const LINK_NOT_DELETABLE = "Ce lien n'existe plus.";
export const LAST_AUTHORITY = "L'organisation doit garder au moins une Autorité validée : ajoutez-en une autre avant de supprimer ce lien.";

export const LINK_ENDED =
  "Ce lien a été validé puis supprimé : la validation étant définitive, il ne peut pas être redemandé. Une Autorité de l'organisation peut vous y lier à nouveau.";

/**
 * Creates the link through the contact-link machine (REQUEST_LINK: pending; ADD_LINK: validated), or gives life
 * again to the same link deleted before (one row per contact, organisation and type: the unique index), as far as
 * the machine allows: a link deleted once validated may be added again by an Authority, never requested again.
 */
async function createLink(tx: Tx, values: LinkValues, event: 'REQUEST_LINK' | 'ADD_LINK', by: number): Promise<ContactLinkRow> {
  const link = await lockedLinkOf(tx, values);
  if (link?.actif) throw invalidFields([{ field: 'typeContactId', message: TYPE_NOT_ADDABLE }]);
  const details = { fonction: values.fonction ?? null, telephone: values.telephone ?? null, email: values.email ?? null };
  return applyLinkEvent(tx, { link, values: { ...values, ...details }, event: { type: event }, by, refusal: LINK_ENDED });
}

async function lockedOrganisation(tx: Tx, organisationId: number) {
  const [row] = await tx.select().from(organisations).where(eq(organisations.id, organisationId)).for('update');
  if (!row) throw notFound();
  return row;
}

/** The types the contact holds, in active links, in the organisation. */
async function heldTypes(tx: Tx | Db, contactId: number, organisationId: number): Promise<TypeContactId[]> {
  const rows = await tx
    .select({ type: xContacts.typeContactId })
    .from(xContacts)
    .where(and(eq(xContacts.contactId, contactId), eq(xContacts.organisationId, organisationId), eq(xContacts.actif, true)));
  return rows.map((r) => r.type as TypeContactId);
}

/**
 * An Authority links a contact to its organisation (MANAGE_CONTACT_LINKS), with a type it may still take
 * there (spec section 5). An Authority made it: the link is validated at once, there is nothing to request.
 */
export function addLink(db: Db, caller: DossierCaller, payload: AddLinkPayload): Promise<ContactLinkRow> {
  return db.transaction(async (tx) => {
    const organisation = await lockedOrganisation(tx, payload.organisationId);
    if (!mayActInOrganisation(caller, organisation.id, 'MANAGE_CONTACT_LINKS')) throw forbidden();
    const [contact] = await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, payload.contactId));
    if (!contact) throw invalidFields([{ field: 'contactId', message: CONTACT_UNKNOWN }]);
    const type = isTypeOrganisationId(organisation.typeOrganisationId) ? organisation.typeOrganisationId : null;
    const addable = type === null ? [] : addableContactTypes(type, await heldTypes(tx, contact.id, organisation.id));
    if (!addable.includes(payload.typeContactId)) throw invalidFields([{ field: 'typeContactId', message: TYPE_NOT_ADDABLE }]);
    const { organisationId, contactId, typeContactId, fonction, telephone, email } = payload;
    return createLink(tx, { organisationId, contactId, typeContactId, typeOrganisationId: organisation.typeOrganisationId, fonction, telephone, email }, 'ADD_LINK', caller.contactId);
  });
}

/**
 * A contact asks to be linked to a provider or a beneficiary by its company number (REQUEST_LINK, any
 * type), as the type it says it holds there (Information, which gives no right to act, when it says none),
 * pending until an Authority of the organisation decides.
 */
export function requestLink(db: Db, caller: DossierCaller, payload: RequestLinkPayload): Promise<{ link: ContactLinkRow; organisation: { id: number; nom: string } }> {
  return db.transaction(async (tx) => {
    const [organisation] = await tx
      .select({ id: organisations.id, nom: organisations.nomLong, typeOrganisationId: organisations.typeOrganisationId })
      .from(organisations)
      .where(and(eq(organisations.numeroBce, normaliseBce(payload.bce)!), eq(organisations.typeOrganisationId, payload.typeOrganisationId), eq(organisations.actif, true)))
      .limit(1);
    if (!organisation) throw invalidFields([{ field: 'bce', message: ORGANISATION_NOT_FOUND }]);
    if ((await heldTypes(tx, caller.contactId, organisation.id)).length > 0) throw invalidFields([{ field: 'bce', message: ALREADY_LINKED }]);
    const typeContactId = payload.typeContactId ?? TypeContact.INFORMATION;
    if (!isTypeOrganisationId(organisation.typeOrganisationId) || !addableContactTypes(organisation.typeOrganisationId, []).includes(typeContactId)) {
      throw invalidFields([{ field: 'typeContactId', message: TYPE_NOT_ADDABLE }]);
    }
    const link = await createLink(
      tx,
      { contactId: caller.contactId, organisationId: organisation.id, typeOrganisationId: organisation.typeOrganisationId, typeContactId },
      'REQUEST_LINK',
      caller.contactId,
    );
    await noticeLinkRequested(tx, { organisation, contactId: caller.contactId, typeContactId, at: new Date() });
    return { link, organisation: { id: organisation.id, nom: organisation.nom } };
  });
}

/** The active link {linkId} of the organisation, locked; 404 otherwise. */
async function lockedLink(tx: Tx, organisationId: number, where: ReturnType<typeof eq>) {
  const [link] = await tx
    .select()
    .from(xContacts)
    .where(and(eq(xContacts.organisationId, organisationId), eq(xContacts.actif, true), where))
    .for('update');
  if (!link) throw notFound();
  return link;
}

/** POST /organisations/{orgId}/contact/{id}/update: function, phone and e-mail, the Authority's (A only). */
export function updateLink(db: Db, caller: DossierCaller, organisationId: number, linkId: number, payload: UpdateLinkPayload): Promise<ContactLinkRow> {
  return db.transaction(async (tx) => {
    const organisation = await lockedOrganisation(tx, organisationId);
    if (!mayActInOrganisation(caller, organisation.id, 'MANAGE_CONTACT_LINKS')) throw forbidden();
    const link = await lockedLink(tx, organisation.id, eq(xContacts.id, linkId));
    const [updated] = await tx
      .update(xContacts)
      .set({ fonction: payload.fonction ?? null, telephone: payload.telephone ?? null, email: payload.email ?? null, version: link.version + 1 })
      .where(eq(xContacts.id, link.id))
      .returning();
    return updated!;
  });
}

/**
 * POST /contacts/{contactId}/type/{typeId}/organisation/{orgId}/delete: the contact for its own link
 * (DELETE_LINK, whatever its status: a request may be withdrawn), or an Authority of the organisation.
 * DELETE_LINK of the contact-link machine: the link is deactivated, not erased, so its history (who, when,
 * why) stays; a validated one is ended for good (it cannot be requested again). The last validated
 * Authority of an organisation is kept, or nobody could manage it any more.
 */
export function deleteLink(db: Db, caller: DossierCaller, input: { contactId: number; typeContactId: number; organisationId: number; reason: string }) {
  return db.transaction(async (tx) => {
    const organisation = await lockedOrganisation(tx, input.organisationId);
    if (!mayDeleteLink(caller, { contactId: input.contactId, organisationId: organisation.id })) throw forbidden();
    const link = await lockedLink(tx, organisation.id, and(eq(xContacts.contactId, input.contactId), eq(xContacts.typeContactId, input.typeContactId))!);
    if (link.typeContactId === TypeContact.AUTORITE && link.validationStatus === StatutValidationLien.VALIDE) {
      const [others] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(xContacts)
        .where(
          and(liveLinkOf({ organisationId: organisation.id }, [TypeContact.AUTORITE]), ne(xContacts.id, link.id)),
        );
      if (others!.n === 0) throw new DomainError('conflict', 'LastAuthority', LAST_AUTHORITY);
    }
    await applyLinkEvent(tx, { link, values: link, event: { type: 'DELETE_LINK' }, by: caller.contactId, reason: input.reason, refusal: LINK_NOT_DELETABLE });
  });
}

/**
 * POST /contacts/searchByEmail: for the organisation's Authority only, the contact with that e-mail (case
 * aside), with no more than the add-contact dialog needs: who it is and the types it already holds there.
 */
export async function searchByEmail(db: Db, caller: DossierCaller, input: { email: string; organisationId: number }): Promise<FoundContact | null> {
  if (!mayActInOrganisation(caller, input.organisationId, 'MANAGE_CONTACT_LINKS')) throw forbidden();
  const [contact] = await db
    .select({ id: contacts.id, Prenom: contacts.prenom, Nom: contacts.nom, Email: contacts.email })
    .from(contacts)
    .where(sql`lower(${contacts.email}) = lower(${input.email})`);
  if (!contact) return null;
  return { ...contact, types: await heldTypes(db, contact.id, input.organisationId) };
}
