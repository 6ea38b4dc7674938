import { STATUT_DOCUMENT_LABELS, type StatutDocumentId } from '../../../domain/documents';
import type { DocumentRow } from './readable';
import type { DossierDocument } from '../../../domain/wire/service-report';

/** A dossier's document as the documents tab and the upload's answer show it, with the address to download it. */
export function dossierDocumentToWire(d: DocumentRow & { statutParNom?: string | null; typeLibelle?: string | null }, dossierId: number): DossierDocument {
  return {
    id: d.id,
    nom: d.nom,
    typeDocumentId: d.typeDocumentId,
    typeLibelle: d.typeLibelle ?? null,
    mime: d.mime,
    taille: d.taille,
    statut: d.statut,
    statutLibelle: STATUT_DOCUMENT_LABELS[d.statut as StatutDocumentId] ?? null,
    /** Who set the status and when; none for a document still waiting, or one the platform itself decided. */
    statutPar: d.statutParNom ?? null,
    statutLe: d.statutLe?.toISOString() ?? null,
    statutCommentaire: d.statutCommentaire,
    signeElectroniquement: d.signeElectroniquement,
    createdAt: d.createdAt.toISOString(),
    url: `/api/documents/${d.id}/dossier/${dossierId}`,
  };
}
