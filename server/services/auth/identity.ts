import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactDroits, contacts, organisations, xContacts } from '../../db/schema/index';
import { StatutValidationLien } from '../../../domain/link-validation';

/** One active link of the contact to an organisation, as whoami and the token carry it. */
export interface LinkedOrganisation {
  id: number;
  type_organisation_id: number;
  nom: string;
  type_contact_id: number;
  validation_status: number;
  organisation_actif: boolean;
}

export interface Identity {
  contact: typeof contacts.$inferSelect;
  droits: number[];
  linkedOrganisations: LinkedOrganisation[];
}

export async function loadIdentity(db: Db, contactId: number): Promise<Identity | null> {
  const [contact] = await db.select().from(contacts).where(eq(contacts.id, contactId));
  if (!contact) return null;
  const droits = await db
    .select({ droitId: contactDroits.droitId })
    .from(contactDroits)
    .where(eq(contactDroits.contactId, contactId));
  const links = await db
    .select({
      id: organisations.id,
      type_organisation_id: organisations.typeOrganisationId,
      nom: organisations.nomLong,
      type_contact_id: xContacts.typeContactId,
      validation_status: xContacts.validationStatus,
      organisation_actif: organisations.actif,
    })
    .from(xContacts)
    .innerJoin(organisations, eq(organisations.id, xContacts.organisationId))
    .where(and(eq(xContacts.contactId, contactId), eq(xContacts.actif, true)))
    .orderBy(organisations.nomLong, xContacts.typeContactId);
  return {
    contact,
    droits: droits.map((d) => d.droitId).sort((a, b) => a - b),
    linkedOrganisations: links,
  };
}

/** Only validated links give access to an organisation's data. */
export function validatedLinks(identity: Identity): LinkedOrganisation[] {
  return identity.linkedOrganisations.filter((l) => l.validation_status === StatutValidationLien.VALIDE);
}
