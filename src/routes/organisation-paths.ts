import { TypeOrganisation } from '../../domain/organisation-types';

/** The tabs both areas have (spec section 2); the provider area adds its commercial ones. */
export type OrganisationTabPath = 'recapitulatif' | 'contacts' | 'adresses' | 'dossiers' | 'modification';

type OrganisationTabTo = `/beneficiaire/$orgaId/${OrganisationTabPath}` | `/prestataire/$orgaId/${OrganisationTabPath}`;

/**
 * Where an organisation is read: a provider in the provider area (/prestataire), any other organisation in
 * the beneficiary area (/beneficiaire). Every link to an organisation asks here.
 */
export function organisationAreaLink(typeOrganisationId: number, organisationId: number, tab: OrganisationTabPath = 'recapitulatif') {
  const area = typeOrganisationId === TypeOrganisation.PRESTATAIRE ? '/prestataire' : '/beneficiaire';
  return { to: `${area}/$orgaId/${tab}` as OrganisationTabTo, params: { orgaId: String(organisationId) } };
}
