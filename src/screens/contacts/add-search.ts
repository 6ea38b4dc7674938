import { isTypeContactId, type TypeContactId } from '../../../domain/contact-types';
import { parseNumericId } from '../../../domain/schemas/params';

/**
 * /contact/add?organisationId=&typeContactId=: the contacts tab of an organisation sends here when the e-mail
 * it searched is unknown; the new contact is then linked to that organisation with that type. Anything
 * malformed is ignored: the form then adds a contact of no organisation.
 */
export interface ContactAddSearch {
  organisationId?: number;
  typeContactId?: TypeContactId;
}

export function parseContactAddSearch(search: Record<string, unknown>): ContactAddSearch {
  const organisationId = parseNumericId(search.organisationId);
  const typeContactId = parseNumericId(search.typeContactId);
  return organisationId !== null && isTypeContactId(typeContactId) ? { organisationId, typeContactId } : {};
}
