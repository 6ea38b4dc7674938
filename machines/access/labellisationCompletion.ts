import { Droit } from '../../domain/droits';
import { TypeDemandeLabellisation, type StatutDemandeLabellisationId, type TypeDemandeLabellisationId } from '../../domain/labellisation';
import type { ActionName } from '../../domain/permissions';
import { restoreLabellisationRequest } from '../labellisationRequest.state';
import type { DossierCaller } from './dossierScope';
import { mayActAsProvider, mayActInOrganisation } from './organisationActions';

/** What the completion and DRC rules read of a request. */
export interface DemandeForCompletion {
  organisationId: number;
  type: TypeDemandeLabellisationId;
  statut: StatutDemandeLabellisationId;
  contactAssigneId: number | null;
}

/**
 * The matrix row (spec section 6) that lets a provider's contact complete a request: A and R complete a
 * recognition (types 1-3) and, under a row of its own, an expert competence validation (type 4).
 */
export const completionActionOf = (type: TypeDemandeLabellisationId): ActionName =>
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent today; both rows are A and R (spec section 6), the choice of row changes no answer.
  type === TypeDemandeLabellisation.VALIDATION_COMPETENCE ? 'COMPLETE_EXPERT_COMPETENCE_VALIDATION' : 'COMPLETE_RECOGNITION_REQUEST';

/** Whoever may complete (and so cancel) the request, whatever its status: under the provider right only. */
export function mayCompleteDemande(caller: DossierCaller, demande: Pick<DemandeForCompletion, 'organisationId' | 'type'>): boolean {
  return mayActAsProvider(caller, demande.organisationId, completionActionOf(demande.type));
}

/** The completion wizard: 403 for who the caller is, 409 once the request's lifecycle, restored at its status, has left its introduction. */
export function completionVerdict(caller: DossierCaller, demande: Pick<DemandeForCompletion, 'organisationId' | 'type' | 'statut'>): 'allowed' | 'forbidden' | 'invalidState' {
  if (!mayCompleteDemande(caller, demande)) return 'forbidden';
  return restoreLabellisationRequest(demande.statut).matches('introduction') ? 'allowed' : 'invalidState';
}

/**
 * Spec section 6, "only a contact assigned to a request may answer a DRC": the contact the completion named,
 * while still a contact of the provider whose type may answer a DRC and add its documents (A, R, E).
 */
export function isDrcAnswerer(caller: DossierCaller, demande: Pick<DemandeForCompletion, 'organisationId' | 'contactAssigneId'>): boolean {
  return caller.droitId === Droit.Prestataire && caller.contactId === demande.contactAssigneId && mayActInOrganisation(caller, demande.organisationId, 'COMPLETE_DRC_ANSWER');
}
