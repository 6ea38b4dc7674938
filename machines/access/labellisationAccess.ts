import { Droit, DOSSIER_MANAGER_DROITS } from '../../domain/droits';
import { StatutDemandeLabellisation, TypeDemandeLabellisation, type StatutDemandeLabellisationId, type TypeDemandeLabellisationId } from '../../domain/labellisation';
import type { DemandeActions } from '../../domain/wire/labellisation';
import type { LabellisationRequestEventType } from '../labellisationRequest.machine';
import { restoreLabellisationRequest } from '../labellisationRequest.state';
import { isExpertSelf, mayActOnCompetences, mayViewCompetenceDemande } from './competenceAccess';
import type { DossierCaller } from './dossierScope';
import { isDrcAnswerer, mayCompleteDemande, type DemandeForCompletion } from './labellisationCompletion';
import { providerActionCheck } from './organisationActions';

/**
 * What a provider's contacts do with its labellisation requests, and the row of the matrix (spec section 6)
 * each one reads: the list for A, R, E, I; the details for A, R, I; creating for A and R; submitting for the
 * Authority alone (completing, cancelling and answering a DRC: ./labellisationCompletion.ts). Only under the provider right.
 */
export const mayActForProvider = providerActionCheck({
  list: 'VIEW_RECOGNITION_REQUESTS',
  view: 'VIEW_RECOGNITION_REQUEST_DETAILS',
  create: 'CREATE_RECOGNITION_REQUEST',
  submit: 'SUBMIT_RECOGNITION_REQUEST',
});

/** The centres that give opinions on requests in examination: reference centres (7) and advice centres (8). */
export const OPINION_DROITS = [Droit.CentreReference, Droit.CentreAvis] as const;
/** The administration decides: the rights that manage dossiers decide labellisations too. */
export const DECIDER_DROITS = DOSSIER_MANAGER_DROITS;

export const givesOpinions = (caller: Pick<DossierCaller, 'droitId'>) => (OPINION_DROITS as readonly number[]).includes(caller.droitId);
export const decidesLabellisation = (caller: Pick<DossierCaller, 'droitId'>) => (DECIDER_DROITS as readonly number[]).includes(caller.droitId);

/** What the rules read of a request. */
export interface DemandeForAccess extends DemandeForCompletion {
  /** The caller already gave its opinion on it (one per centre contact). */
  avisDonne: boolean;
}

/**
 * Who may read a request: the centres, once it has been submitted (a draft is the provider's own, and not in
 * their queue); the administration; the provider's A, R, I (and an expert their own competence validation); and
 * the contact it names to answer a DRC.
 */
export function mayViewDemande(
  caller: DossierCaller,
  demande: Pick<DemandeForAccess, 'organisationId' | 'contactAssigneId'> & { type: TypeDemandeLabellisationId; expertId: number | null; soumiseLe: Date | string | null },
): boolean {
  if (givesOpinions(caller)) return demande.soumiseLe !== null;
  if (decidesLabellisation(caller) || isDrcAnswerer(caller, demande)) return true;
  if (demande.type === TypeDemandeLabellisation.VALIDATION_COMPETENCE) return mayViewCompetenceDemande(caller, demande);
  return mayActForProvider(caller, demande.organisationId, 'view');
}

/**
 * Who sees an expert's summary: the expert themself, the contacts of a provider they are an expert of who may see
 * its experts' competences, the centres and the administration. Anyone else is answered as if the id did not exist.
 */
export function mayViewExpert(caller: DossierCaller, expertId: number, providerIds: readonly number[]): boolean {
  return isExpertSelf(caller, expertId) || givesOpinions(caller) || decidesLabellisation(caller) || providerIds.some((id) => mayActOnCompetences(caller, id, 'recap'));
}

/**
 * Each action on a request: the event it sends (offered only while the machine accepts it), who takes it, its
 * path under /labellisation/demandes/{id}/ and the text it carries. The server registers its routes from this
 * table and the screens post to the same paths.
 */
export const DEMANDE_ACTIONS = {
  cancel: { event: 'CANCEL', side: 'prestataire', path: 'cancel', text: 'justification' },
  answerDrc: { event: 'ANSWER_DRC', side: 'prestataire', path: 'drc-answer', text: 'answer' },
  giveOpinion: { event: 'RECORD_OPINION', side: 'centre', path: 'avis', text: 'opinion' },
  openDrc: { event: 'OPEN_DRC', side: 'administration', path: 'drc', text: 'question' },
  validate: { event: 'VALIDATE', side: 'administration', path: 'validate', text: 'none' },
  refuse: { event: 'REFUSE', side: 'administration', path: 'refuse', text: 'justification' },
  closeWithoutFollowUp: { event: 'CLOSE_WITHOUT_FOLLOW_UP', side: 'administration', path: 'close', text: 'justification' },
  archive: { event: 'ARCHIVE', side: 'administration', path: 'archive', text: 'none' },
} as const satisfies Record<keyof DemandeActions, { event: LabellisationRequestEventType; side: 'prestataire' | 'centre' | 'administration'; path: string; text: 'none' | 'justification' | 'question' | 'answer' | 'opinion' }>;

export type DemandeAction = keyof typeof DEMANDE_ACTIONS;

/**
 * The actions a caller may take on a request now, the same on the server (which refuses the others: 403 for
 * who the caller is, 409 for the request's status) and in the screens (which offer only these).
 */
export function demandeActions(caller: DossierCaller, demande: DemandeForAccess): DemandeActions {
  const snapshot = restoreLabellisationRequest(demande.statut);
  const who: Record<keyof DemandeActions, boolean> = {
    cancel: mayCompleteDemande(caller, demande),
    answerDrc: isDrcAnswerer(caller, demande),
    giveOpinion: givesOpinions(caller) && !demande.avisDonne,
    openDrc: decidesLabellisation(caller),
    validate: decidesLabellisation(caller),
    refuse: decidesLabellisation(caller),
    closeWithoutFollowUp: decidesLabellisation(caller),
    archive: decidesLabellisation(caller),
  };
  return Object.fromEntries(
    (Object.keys(DEMANDE_ACTIONS) as DemandeAction[]).map((action) => [action, who[action] && snapshot.can({ type: DEMANDE_ACTIONS[action].event })]),
  ) as unknown as DemandeActions;
}

/** Why an action is refused: `forbidden` (403, who the caller is) or `invalidState` (409, the request's status). */
export function demandeActionVerdict(action: keyof DemandeActions, caller: DossierCaller, demande: DemandeForAccess): 'allowed' | 'forbidden' | 'invalidState' {
  if (demandeActions(caller, demande)[action]) return 'allowed';
  // Allowed in some other status: "not now" rather than "not you".
  const statuts = Object.values(StatutDemandeLabellisation) as StatutDemandeLabellisationId[];
  return statuts.some((statut) => demandeActions(caller, { ...demande, statut })[action]) ? 'invalidState' : 'forbidden';
}

/**
 * Whether the caller is one who may take the action on this request at all, whatever its status and any opinion
 * already given: the route asks it before reading the body (403 otherwise); the status is judged with the body.
 */
export function mayTakeDemandeAction(action: keyof DemandeActions, caller: DossierCaller, demande: Omit<DemandeForAccess, 'avisDonne'> & Parameters<typeof mayViewDemande>[1]): boolean {
  return mayViewDemande(caller, demande) && demandeActionVerdict(action, caller, { ...demande, avisDonne: false }) !== 'forbidden';
}
