import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossierCompetences, dossierContacts } from '../../db/schema/index';
import { invalidFields, type FieldError } from '../../../domain/errors';
import { TYPE_CONTACT_LABELS, type TypeContactId } from '../../../domain/contact-types';
import { TypeOrganisation } from '../../../domain/organisation-types';
import { holdsContactType } from './organisations';

/** A contact a step assigns to the dossier, with the payload field that named it. */
export interface AssignedContact {
  field: string;
  contactId: number;
  typeContactId: TypeContactId;
}

/** Each assigned contact must hold its type in the organisation (validated, active link); 400 on the fields that do not. */
export async function requireContactTypes(tx: Db, organisationId: number, assigned: readonly AssignedContact[]) {
  const errors: FieldError[] = [];
  for (const { field, contactId, typeContactId } of assigned) {
    if (!(await holdsContactType(tx, organisationId, contactId, typeContactId))) {
      errors.push({ field, message: `Ce contact n'est pas un contact ${TYPE_CONTACT_LABELS[typeContactId]} validé de l'organisation.` });
    }
  }
  if (errors.length > 0) throw invalidFields(errors);
}

/** Replaces the dossier's contacts of those types on one side (x_contacts) with the ones given. */
export async function replaceDossierContacts(
  tx: Db,
  dossierId: number,
  typeOrganisationId: number,
  types: readonly TypeContactId[],
  assigned: ReadonlyArray<Pick<AssignedContact, 'contactId' | 'typeContactId'>>,
) {
  await tx
    .delete(dossierContacts)
    .where(and(eq(dossierContacts.dossierId, dossierId), eq(dossierContacts.typeOrganisationId, typeOrganisationId), inArray(dossierContacts.typeContactId, [...types])));
  if (assigned.length === 0) return;
  await tx.insert(dossierContacts).values(assigned.map(({ contactId, typeContactId }) => ({ dossierId, contactId, typeOrganisationId, typeContactId })));
}

/**
 * A new provider brings its own people: the previous provider's contacts and the competences its experts
 * were chosen for no longer apply. The saved step stays (never backwards); the recap lists what is missing.
 */
export async function clearProviderStaffing(tx: Db, dossierId: number) {
  await tx.delete(dossierContacts).where(and(eq(dossierContacts.dossierId, dossierId), eq(dossierContacts.typeOrganisationId, TypeOrganisation.PRESTATAIRE)));
  await tx.delete(dossierCompetences).where(eq(dossierCompetences.dossierId, dossierId));
}
