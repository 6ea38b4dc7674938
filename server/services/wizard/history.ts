import type { Db } from '../../db/client';
import { dossierHistory } from '../../db/schema/index';
import type { StatutDossierId } from '../../../domain/dossier-status';

/** Moments of an introduction that change no status but belong in its history (the remarks show their texts). */
export const WIZARD_HISTORY_EVENTS = {
  sentToProvider: 'SEND_TO_PROVIDER',
  askPrestataire: 'ASK_PRESTATAIRE',
  // The dossier-edit screen's saves, while the administration waits for information (statuses 5 and 9).
  prestationEdited: 'EDIT_PRESTATION',
  financierEdited: 'EDIT_FINANCIER',
  specificitesEdited: 'EDIT_SPECIFICITES',
} as const;

export type WizardHistoryEvent = (typeof WIZARD_HISTORY_EVENTS)[keyof typeof WIZARD_HISTORY_EVENTS];

export async function recordWizardEvent(
  tx: Db,
  { dossierId, statut, contactId, event, text = null, at }: { dossierId: number; statut: StatutDossierId; contactId: number; event: WizardHistoryEvent; text?: string | null; at: Date },
) {
  await tx.insert(dossierHistory).values({ dossierId, contactId, at, fromStatut: statut, toStatut: statut, event, justification: text });
}
