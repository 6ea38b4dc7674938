import type { DossierDetail, DossierDocument, DossierHistoryEntry } from './types';

/** The administration's latest request for information in the dossier's history (the question a DRC answers). */
export function informationRequestOf(dossier: Pick<DossierDetail, 'historique'>): DossierHistoryEntry | undefined {
  return dossier.historique.filter((h) => h.event === 'ASK_INFORMATION').at(-1);
}

/**
 * The documents added since that request: the answer's, not sent yet, which the server lets whoever may add
 * them remove (server/services/documents/waiting-documents.ts).
 */
export function documentsSinceRequest(dossier: Pick<DossierDetail, 'historique' | 'documents'>): DossierDocument[] {
  const asked = informationRequestOf(dossier)?.at;
  return asked === undefined ? [] : dossier.documents.filter((d) => d.createdAt > asked);
}
