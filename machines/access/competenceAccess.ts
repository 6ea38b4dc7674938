import { Droit } from '../../domain/droits';
import { TypeDemandeLabellisation, type TypeDemandeLabellisationId } from '../../domain/labellisation';
import type { DossierCaller } from './dossierScope';
import { providerActionCheck } from './organisationActions';

/**
 * What a provider's contacts do with the expert competence validations, and the row of the matrix (spec
 * section 6) each one reads: the expert voucher recap for A, R, E, I; the list and details of the requests for
 * A, R, I; creating one for A, R, E; completing it for A, R; submitting for the Authority alone. Only under the
 * provider right.
 */
export const mayActOnCompetences = providerActionCheck({
  recap: 'VIEW_COMPETENCE_VALIDATIONS',
  list: 'VIEW_COMPETENCE_VALIDATION_REQUESTS',
  create: 'CREATE_EXPERT_COMPETENCE_VALIDATION',
  complete: 'COMPLETE_EXPERT_COMPETENCE_VALIDATION',
  submit: 'SUBMIT_EXPERT_COMPETENCE_VALIDATION',
});

/** The caller is this expert, signed in as a provider's contact (the expert side's own calls). */
export const isExpertSelf = (caller: DossierCaller, expertId: number) => caller.droitId === Droit.Prestataire && caller.contactId === expertId;

/** Who reads a competence validation on the provider side: its A, R, I, and the expert it is about. */
export function mayViewCompetenceDemande(caller: DossierCaller, demande: { organisationId: number; type: TypeDemandeLabellisationId; expertId: number | null }): boolean {
  if (demande.type !== TypeDemandeLabellisation.VALIDATION_COMPETENCE) return false;
  return mayActOnCompetences(caller, demande.organisationId, 'list') || (demande.expertId !== null && isExpertSelf(caller, demande.expertId));
}
