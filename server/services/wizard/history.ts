import type { Db } from '../../db/client';
import { dossierHistory } from '../../db/schema/index';
import type { StatutDossierId } from '../../../domain/dossier-status';
import type { WizardHistoryEvent } from '../../../domain/dossier-history-events';

export async function recordWizardEvent(
  tx: Db,
  { dossierId, statut, contactId, event, text = null, at }: { dossierId: number; statut: StatutDossierId; contactId: number; event: WizardHistoryEvent; text?: string | null; at: Date },
) {
  await tx.insert(dossierHistory).values({ dossierId, contactId, at, fromStatut: statut, toStatut: statut, event, justification: text });
}
