import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, contactDroits, contacts, organisations, xContacts } from '../../db/schema/index';
import { forbidden, invalidFields, notFound } from '../../../domain/errors';
import { addableContactTypes, type TypeContactId } from '../../../domain/contact-types';
import { Droit, type DroitId } from '../../../domain/droits';
import { ADDED_LINK } from '../../../machines/contactLink.state';
import { TypeOrganisation, type TypeOrganisationId } from '../../../domain/organisation-types';
import type { ContactAddPayload, NewContactOrganisationLink } from '../../../domain/schemas/contacts';
import { isManager } from '../../../machines/access/contactAccess';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { mayActInOrganisation } from '../../../machines/access/organisationActions';
import { addressColumns, contactColumns } from './stored-values';
import { withUniqueFields } from './unique-fields';

export const TYPE_NOT_ADDABLE = "Ce type de contact ne peut pas être ajouté à cette organisation.";
export const ADD_FORBIDDEN = "Seul un gestionnaire, ou une autorité de l'organisation à laquelle le contact est lié, peut ajouter un contact.";

/** The right a contact of a provider or a beneficiary signs in under; other organisations give none. */
const DROIT_BY_ORGANISATION: Partial<Record<TypeOrganisationId, DroitId>> = {
  [TypeOrganisation.PRESTATAIRE]: Droit.Prestataire,
  [TypeOrganisation.BENEFICIAIRE]: Droit.Beneficiaire,
};

/**
 * The organisation a new contact is linked to, if the caller may: it exists (404), the caller is a validated
 * Authority of it (MANAGE_CONTACT_LINKS, 403), the type may be added there (400 on the field).
 */
async function organisationFor(db: Db, caller: DossierCaller, link: NewContactOrganisationLink) {
  const [organisation] = await db
    .select({ id: organisations.id, typeOrganisationId: organisations.typeOrganisationId })
    .from(organisations)
    .where(eq(organisations.id, link.organisationId));
  if (!organisation) throw notFound();
  if (!mayActInOrganisation(caller, organisation.id, 'MANAGE_CONTACT_LINKS')) throw forbidden();
  const type = organisation.typeOrganisationId as TypeOrganisationId;
  if (!addableContactTypes(type, []).includes(link.typeContactId as TypeContactId)) {
    throw invalidFields([{ field: 'organisation.typeContactId', message: TYPE_NOT_ADDABLE }]);
  }
  return { id: organisation.id, typeOrganisationId: type };
}

/**
 * POST /contacts/add: a manager adds any contact; an Authority adds one to its organisation, contact and
 * link in one transaction. The contact has no password yet: it sets one through "forgotten password".
 */
export async function addContact(db: Db, caller: DossierCaller, payload: ContactAddPayload): Promise<number> {
  const organisation = payload.organisation ? await organisationFor(db, caller, payload.organisation) : null;
  if (!organisation && !isManager(caller)) throw forbidden(ADD_FORBIDDEN);
  return withUniqueFields(payload.Nationalite, () =>
    db.transaction(async (tx) => {
      const [address] = await tx.insert(addresses).values(addressColumns(payload.adresse)).returning({ id: addresses.id });
      const [contact] = await tx
        .insert(contacts)
        .values({ ...contactColumns(payload), adresseId: address!.id })
        .returning({ id: contacts.id });
      const contactId = contact!.id;
      if (organisation && payload.organisation) {
        const { typeContactId, fonction, telephone, email } = payload.organisation;
        // Validated at once: an Authority of the organisation made the link itself, there is no request to decide.
        await tx.insert(xContacts).values({
          contactId,
          organisationId: organisation.id,
          typeContactId,
          typeOrganisationId: organisation.typeOrganisationId,
          ...ADDED_LINK,
          fonction: fonction || null,
          telephone: telephone || null,
          email: email || null,
        });
        const droitId = DROIT_BY_ORGANISATION[organisation.typeOrganisationId];
        if (droitId !== undefined) await tx.insert(contactDroits).values({ contactId, droitId });
      }
      return contactId;
    }),
  );
}

