import { DROIT_LABELS } from '../domain/droits';
import { DECIDER_DROITS, DEMANDE_ACTIONS, demandeActionVerdict, mayActForProvider, OPINION_DROITS, type DemandeAction } from './access/labellisationAccess';
import type { DemandeForCompletion } from './access/labellisationCompletion';
import type { RecordedAuthor } from './dossierStatus.authors';

const droits = (ids: readonly number[]) => ids.map((id) => DROIT_LABELS[id as keyof typeof DROIT_LABELS]).join(', ');

/** Who each side of DEMANDE_ACTIONS is, in French, for the report's « attendu ». */
const EXPECTED: Record<(typeof DEMANDE_ACTIONS)[DemandeAction]['side'], string> = {
  prestataire: 'un contact du prestataire (droit Prestataire) dont le type permet de compléter la demande, ou le contact désigné pour répondre à la DRC',
  centre: `un centre (droit ${droits(OPINION_DROITS)})`,
  administration: `un gestionnaire (droit ${droits(DECIDER_DROITS)})`,
};

/**
 * Why a request's row could not come from its author, in French, or null when it could: the access rules the server
 * applies to each action (machines/access/labellisationAccess.ts), under any of the author's rights and whatever the
 * status (the replay judges it); the submission, by an Authority of the provider. The creation is not judged here.
 */
export function demandeAuthorProblem(event: string, author: RecordedAuthor | null, demande: DemandeForCompletion): string | null {
  const action = (Object.keys(DEMANDE_ACTIONS) as DemandeAction[]).find((a) => DEMANDE_ACTIONS[a].event === event);
  const submits = event === 'SUBMIT';
  if (!action && !submits) return null;
  const expected = `attendu : ${action ? EXPECTED[DEMANDE_ACTIONS[action].side] : 'une Autorité du prestataire (droit Prestataire)'}`;
  if (author === null) return `${event} : ${expected} ; trouvé : aucun auteur.`;
  const allowed = author.droits.some((droitId) => {
    const caller = { ...author, droitId };
    // An opinion already given is the row itself: the rule's « once per centre contact » is not the author's right.
    return action ? demandeActionVerdict(action, caller, { ...demande, avisDonne: false }) !== 'forbidden' : mayActForProvider(caller, demande.organisationId, 'submit');
  });
  return allowed ? null : `${event} : ${expected} ; trouvé : ${author.name} (contact ${author.contactId}), droits : ${author.droits.length === 0 ? 'aucun' : droits(author.droits)}.`;
}
