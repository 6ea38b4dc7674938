import { TypeOrganisation } from '../../../domain/organisation-types';

/** The area of spec section 2 where an organisation is shown, by its type; other types have none. */
const AREA_BY_TYPE: Partial<Record<number, '/prestataire/$orgaId' | '/beneficiaire/$orgaId'>> = {
  [TypeOrganisation.PRESTATAIRE]: '/prestataire/$orgaId',
  [TypeOrganisation.BENEFICIAIRE]: '/beneficiaire/$orgaId',
};

/** The route and params of an organisation's area (`/prestataire/{id}` or `/beneficiaire/{id}`), or null. */
export function organisationAreaPath(organisation: { id: number; type_organisation_id: number }) {
  const to = AREA_BY_TYPE[organisation.type_organisation_id];
  return to ? { to, params: { orgaId: String(organisation.id) } } : null;
}
