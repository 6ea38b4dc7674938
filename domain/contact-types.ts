import { TypeOrganisation, type TypeOrganisationId } from './organisation-types';
import { memberOf } from './member-of';

/**
 * Contact types of a contact-organisation link (`TypeContactId`, spec section 3).
 * One reading of the spec lists only the first four (no Technical); DESIGN.md says the first
 * statement wins, so the enumeration is 1-5.
 */
export const TypeContact = {
  AUTORITE: 1,
  REFERENCE: 2,
  INFORMATION: 3,
  EXPERT: 4,
  TECHNIQUE: 5,
} as const;

export type TypeContactId = (typeof TypeContact)[keyof typeof TypeContact];

export const ALL_TYPES_CONTACT: readonly TypeContactId[] = Object.values(TypeContact);

export const isTypeContactId = memberOf<TypeContactId>(ALL_TYPES_CONTACT);

export const TYPE_CONTACT_LABELS: Record<TypeContactId, string> = {
  [TypeContact.AUTORITE]: 'Autorité',
  [TypeContact.REFERENCE]: 'Référence',
  [TypeContact.INFORMATION]: 'Information',
  [TypeContact.EXPERT]: 'Expert',
  [TypeContact.TECHNIQUE]: 'Technique',
};

/** Every organisation may have these contact types (spec section 5). */
const COMMON_CONTACT_TYPES: readonly TypeContactId[] = [
  TypeContact.AUTORITE,
  TypeContact.REFERENCE,
  TypeContact.INFORMATION,
];

/**
 * Contact types that may still be added for a contact in an organisation (spec section 5):
 * Authority, Reference and Information for all; Expert too for a provider; Technical too for a
 * manager; minus the types the contact already holds. Returned in id order.
 */
export function addableContactTypes(
  organisationType: TypeOrganisationId,
  alreadyHeld: readonly TypeContactId[],
): TypeContactId[] {
  const candidates = [...COMMON_CONTACT_TYPES];
  if (organisationType === TypeOrganisation.PRESTATAIRE) candidates.push(TypeContact.EXPERT);
  if (organisationType === TypeOrganisation.GESTIONNAIRE) candidates.push(TypeContact.TECHNIQUE);
  return candidates.filter((type) => !alreadyHeld.includes(type));
}
