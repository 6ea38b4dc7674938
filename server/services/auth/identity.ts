import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { contactDroits, contacts, organisations, xContacts } from '../../db/schema/index';
import { StatutValidationLien } from '../../../domain/link-validation';
import type { LinkedOrganisation } from '../../../domain/wire/auth';
import { identityContactColumns, type Identity } from '../../db/identity';

/** Every right the contact holds, ascending, as one column of the query that reads the contact. */
export const heldDroitsColumn = sql<number[]>`coalesce((select array_agg(${contactDroits.droitId} order by ${contactDroits.droitId}) from ${contactDroits} where ${contactDroits.contactId} = ${contacts.id}), '{}')`;

const linkedOrganisationsQuery = preparedStatement((db) =>
  db
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
    .where(and(eq(xContacts.contactId, sql.placeholder('contactId')), eq(xContacts.actif, true)))
    .orderBy(organisations.nomLong, xContacts.typeContactId)
    .prepare('linked_organisations'),
);

export async function loadLinkedOrganisations(db: Db, contactId: number): Promise<LinkedOrganisation[]> {
  return linkedOrganisationsQuery(db).execute({ contactId });
}

/** The identity of a caller whose contact and rights are known (read with its session). */
export async function completeIdentity(db: Db, caller: Pick<Identity, 'contact' | 'droits'>): Promise<Identity> {
  return { contact: caller.contact, droits: caller.droits, linkedOrganisations: await loadLinkedOrganisations(db, caller.contact.id) };
}

export async function loadIdentity(db: Db, contactId: number): Promise<Identity | null> {
  const [row] = await db
    .select({ contact: identityContactColumns, droits: heldDroitsColumn })
    .from(contacts)
    .where(eq(contacts.id, contactId));
  return row ? completeIdentity(db, row) : null;
}

/** Only validated links give access to an organisation's data. */
export function validatedLinks(identity: Identity): LinkedOrganisation[] {
  return identity.linkedOrganisations.filter((l) => l.validation_status === StatutValidationLien.VALIDE);
}
