import { STATUT_DOCUMENT_LABELS, type StatutDocumentId } from './documents';
import type { DossierDocument } from './wire/service-report';

/** A stored document of a dossier, as far as its answer shows it (the row's other columns stay on the server). */
export interface StoredDossierDocument {
  id: number;
  nom: string;
  typeDocumentId: number;
  mime: string;
  taille: number;
  statut: number;
  statutLe: Date | null;
  statutCommentaire: string | null;
  signeElectroniquement: boolean;
  createdAt: Date;
  /** Who set the status, by name; none for a document still waiting, or one the platform itself decided. */
  statutParNom?: string | null;
  typeLibelle?: string | null;
}

/**
 * A dossier's document as the documents tab and the upload's answer show it, with the address to download it.
 * Here in domain/ because the routes, the answer shapers and the service report's read all give it.
 */
export function dossierDocumentOf(d: StoredDossierDocument, dossierId: number): DossierDocument {
  return {
    id: d.id,
    nom: d.nom,
    typeDocumentId: d.typeDocumentId,
    typeLibelle: d.typeLibelle ?? null,
    mime: d.mime,
    taille: d.taille,
    statut: d.statut,
    statutLibelle: STATUT_DOCUMENT_LABELS[d.statut as StatutDocumentId] ?? null,
    statutPar: d.statutParNom ?? null,
    statutLe: d.statutLe?.toISOString() ?? null,
    statutCommentaire: d.statutCommentaire,
    signeElectroniquement: d.signeElectroniquement,
    createdAt: d.createdAt.toISOString(),
    url: `/api/documents/${d.id}/dossier/${dossierId}`,
  };
}
