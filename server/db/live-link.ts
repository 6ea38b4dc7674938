import { and, eq, inArray } from 'drizzle-orm';
import { xContacts } from './schema/index';
import type { TypeContactId } from '../../domain/contact-types';
import { StatutValidationLien } from '../../domain/link-validation';

/** A contact-organisation link that counts: validated and still active (a pending, refused or removed one does not). */
export const liveLink = and(eq(xContacts.validationStatus, StatutValidationLien.VALIDE), eq(xContacts.actif, true))!;

/** The live links of one organisation (or of one contact) under the given contact types: its Authorities, its Experts... */
export function liveLinkOf(side: { organisationId: number } | { contactId: number }, types: readonly TypeContactId[]) {
  const sideCondition = 'organisationId' in side ? eq(xContacts.organisationId, side.organisationId) : eq(xContacts.contactId, side.contactId);
  const typeCondition = types.length === 1 ? eq(xContacts.typeContactId, types[0]!) : inArray(xContacts.typeContactId, [...types]);
  return and(sideCondition, typeCondition, liveLink)!;
}
