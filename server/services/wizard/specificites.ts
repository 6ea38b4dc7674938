import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, dossiers, typesAide } from '../../db/schema/index';
import { invalidFields } from '../../../domain/errors';
import { STATUT_DOSSIER_LABELS, type StatutDossierId } from '../../../domain/dossier-status';
import { ENGAGED_STATUTS } from '../../../domain/financing';
import type { ConfigureSpecificitesPayload } from '../../../domain/schemas/wizard';
import type { PreviousDossier } from '../../../domain/wire/wizard';
import type { StoredDossier } from '../../db/rows';
import type { DossierPatch, StepContext } from './save-step';

/**
 * GET /dossiers/{id}/possible-previous-dossiers: the beneficiary's other dossiers that went through (submitted,
 * neither refused, cancelled nor abandoned), newest first, each with its documents (the justifications).
 */
export async function possiblePreviousDossiers(db: Db, { row }: StoredDossier): Promise<PreviousDossier[]> {
  if (row.beneficiaireId === null) return [];
  const candidates = await db
    .select({ dossier: dossiers, typeAide: typesAide.libelle })
    .from(dossiers)
    .leftJoin(typesAide, eq(typesAide.id, dossiers.typeAideId))
    .where(
      and(
        eq(dossiers.beneficiaireId, row.beneficiaireId),
        ne(dossiers.id, row.id),
        inArray(dossiers.statutDossierId, [...ENGAGED_STATUTS]),
      ),
    )
    .orderBy(desc(dossiers.createdAt), desc(dossiers.id));
  const ids = candidates.map((c) => c.dossier.id);
  const files = ids.length
    ? await db.select().from(documents).where(inArray(documents.dossierId, ids)).orderBy(asc(documents.createdAt), asc(documents.id))
    : [];
  return candidates.map(({ dossier: d, typeAide }) => ({
    id: d.id,
    reference: d.reference,
    titre: d.titre,
    StatutDossierId: d.statutDossierId as StatutDossierId,
    statut: STATUT_DOSSIER_LABELS[d.statutDossierId as StatutDossierId],
    typeAide,
    createdAt: d.createdAt.toISOString(),
    documents: files
      .filter((f) => f.dossierId === d.id)
      .map((f) => ({ id: f.id, nom: f.nom, typeDocumentId: f.typeDocumentId, url: `/api/documents/${f.id}/dossier/${d.id}` })),
  }));
}

/** Step 7, POST /dossiers/{id}/configure-specificites: the prerequisite is one of the possible previous dossiers, its justifications its documents. */
export function applySpecificites({ dossierPrealableId, justificatifDocumentIds, codesNaceSupplementaires }: ConfigureSpecificitesPayload) {
  return async ({ tx, stored }: StepContext): Promise<DossierPatch> => {
    if (dossierPrealableId !== null) {
      const previous = (await possiblePreviousDossiers(tx, stored)).find((d) => d.id === dossierPrealableId);
      if (!previous) throw invalidFields([{ field: 'dossierPrealableId', message: 'Ce dossier ne peut pas être le dossier préalable de celui-ci.' }]);
      const ownDocuments = new Set(previous.documents.map((d) => d.id));
      if (!justificatifDocumentIds.every((id) => ownDocuments.has(id))) {
        throw invalidFields([{ field: 'justificatifDocumentIds', message: "Un des justificatifs n'est pas un document du dossier préalable." }]);
      }
    }
    return { dossierPrealableId, justificatifDocumentIds, codesNaceSupplementaires };
  };
}
