import { TypeOrganisation } from '../../../domain/organisation-types';

/** The contacts tab of an organisation, by its type: a provider's under /prestataire, any other under /beneficiaire. */
export function organisationContactsPath(organisation: { id: number; TypeOrganisationId: number }): string {
  const section = organisation.TypeOrganisationId === TypeOrganisation.PRESTATAIRE ? 'prestataire' : 'beneficiaire';
  return `/${section}/${organisation.id}/contacts`;
}
