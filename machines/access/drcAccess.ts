import { StatutDossier, type StatutDossierId } from '../../domain/dossier-status';
import { drcAnswerMachine, type DrcScreen } from '../drcAnswer.machine';

/** Statuses in which the administration waits for information, and those its answer leads to. */
const WAITING: readonly StatutDossierId[] = [StatutDossier.DOSSIER_DEMANDE_INFOS, StatutDossier.DOSSIER_PRESTATION_ATTENTE_INFOS];
const ANSWERED: readonly StatutDossierId[] = [StatutDossier.DOSSIER_EXAMEN_APRES_INFOS, StatutDossier.DOSSIER_PRESTATION_EXAMEN_APRES_INFOS];

/** The DRC answer's state the dossier's status stands for: the answer while it waits for information, the confirmation once answered, else none. */
export function restoreDrcAnswer(statut: StatutDossierId) {
  if (WAITING.includes(statut)) return drcAnswerMachine.resolveState({ value: 'reponse' });
  if (ANSWERED.includes(statut)) return drcAnswerMachine.resolveState({ value: 'confirmation' });
  return null;
}

/**
 * The DRC's two guards (spec section 2: sign-in plus two), asked of the answer's statechart restored from the
 * dossier's status: the answer only for a contact assigned to the request (the server's `reply` action, which
 * says so) and only while the machine takes a sending; the confirmation once the machine has ended there.
 * Answers the screen the visit may see, or null (the dossier's own page then).
 */
export function drcScreen(dossier: { StatutDossierId: StatutDossierId; actions: { reply: boolean } }, wanted: DrcScreen): DrcScreen | null {
  const snapshot = restoreDrcAnswer(dossier.StatutDossierId);
  if (!snapshot) return null;
  if (wanted === 'reponse') return dossier.actions.reply && snapshot.can({ type: 'SEND', pendingFile: false }) ? 'reponse' : null;
  return snapshot.status === 'done' ? 'confirmation' : null;
}
