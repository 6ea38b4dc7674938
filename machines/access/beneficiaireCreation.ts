import { Droit } from '../../domain/droits';
import { TypeOrganisation } from '../../domain/organisation-types';
import type { CreationCaller } from './dossierCreation';
import { mayActInOrganisation } from './organisationActions';

/**
 * "Create beneficiary" (spec section 6: A, R) is an action of a provider organisation: the provider
 * organisations in which a caller signed in as provider may add a beneficiary (POST /organisations/add,
 * the /beneficiaire/add and /beneficiaire/porteurProjetAdd screens).
 */
export function beneficiaireCreationOrganisations(caller: CreationCaller): number[] {
  if (caller.droitId !== Droit.Prestataire) return [];
  const providers = caller.linkedOrganisations.filter((l) => l.type_organisation_id === TypeOrganisation.PRESTATAIRE).map((l) => l.id);
  return [...new Set(providers)].filter((id) => mayActInOrganisation(caller, id, 'CREATE_BENEFICIARY'));
}

/** Whether the caller may add a beneficiary, for the provider organisation named, or for any of its own. */
export function mayCreateBeneficiaire(caller: CreationCaller, prestataireId?: number): boolean {
  const allowed = beneficiaireCreationOrganisations(caller);
  return prestataireId === undefined ? allowed.length > 0 : allowed.includes(prestataireId);
}
