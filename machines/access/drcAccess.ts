import { StatutDossier, type StatutDossierId } from '../../domain/dossier-status';
import type { DrcScreen } from '../drcAnswer.machine';

/** Statuses in which the administration waits for information, and those its answer leads to. */
const WAITING: readonly StatutDossierId[] = [StatutDossier.DOSSIER_DEMANDE_INFOS, StatutDossier.DOSSIER_PRESTATION_ATTENTE_INFOS];
const ANSWERED: readonly StatutDossierId[] = [StatutDossier.DOSSIER_EXAMEN_APRES_INFOS, StatutDossier.DOSSIER_PRESTATION_EXAMEN_APRES_INFOS];

/**
 * The DRC's two guards (spec section 2: sign-in plus two): the answer only for a contact assigned to the
 * request (the server's `reply` action, which says so) and only while the dossier waits for information;
 * the confirmation once the information was completed. Answers the screen the visit may see, or null (the
 * dossier's own page then).
 */
export function drcScreen(dossier: { StatutDossierId: StatutDossierId; actions: { reply: boolean } }, wanted: DrcScreen): DrcScreen | null {
  if (wanted === 'reponse') return WAITING.includes(dossier.StatutDossierId) && dossier.actions.reply ? 'reponse' : null;
  return ANSWERED.includes(dossier.StatutDossierId) ? 'confirmation' : null;
}
