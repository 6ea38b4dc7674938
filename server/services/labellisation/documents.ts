import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { demandeLabellisationHistory, demandesLabellisation, documents, typesDocument } from '../../db/schema/index';
import { forbidden, invalidFields, invalidTransition, notFound } from '../../../domain/errors';
import { TYPE_DOCUMENT_REPONSE_DRC } from '../../../domain/documents';
import { StatutDemandeLabellisation } from '../../../domain/labellisation';
import { CONTEXTE_DEMANDE_LABELLISATION } from '../../../domain/labellisation-completion';
import type { DemandeDocumentItem } from '../../../domain/wire/labellisation';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { completionVerdict, isDrcAnswerer } from '../../../machines/access/labellisationCompletion';
import type { DocumentRow } from '../documents/readable';
import type { DemandeRow } from './demande-row';

/**
 * A request's documents are of two kinds: those of its completion (types of the context `demande-labellisation`),
 * added and removed by its completers while it is in introduction, and those of an answer to a DRC (the answers'
 * own type), added and removed by the assigned contact while the request waits for that answer.
 */
export type DemandeDocumentKind = 'completion' | 'drc';

export const COMPLETION_CLOSED = 'Seule une demande en introduction peut être complétée.';
const DRC_CLOSED = "La demande n'attend pas de réponse à une demande de renseignements.";

/** The request, locked, if the caller may add or remove a document of this kind now: 403 for who the caller is, 409 for its status. */
export async function lockForDocuments(tx: Db, caller: DossierCaller, demandeId: number, kind: DemandeDocumentKind): Promise<DemandeRow> {
  const [demande] = await tx.select().from(demandesLabellisation).where(eq(demandesLabellisation.id, demandeId)).for('update');
  if (!demande) throw notFound();
  requireDocumentRight(caller, demande, kind);
  return demande;
}

function requireDocumentRight(caller: DossierCaller, demande: DemandeRow, kind: DemandeDocumentKind) {
  if (kind === 'completion') {
    const verdict = completionVerdict(caller, demande);
    if (verdict === 'forbidden') throw forbidden();
    if (verdict === 'invalidState') throw invalidTransition(COMPLETION_CLOSED);
    return;
  }
  if (!isDrcAnswerer(caller, demande)) throw forbidden('Seul le contact qui suit la demande peut répondre à la demande de renseignements.');
  if (demande.statut !== StatutDemandeLabellisation.EN_DRC) throw invalidTransition(DRC_CLOSED);
}

/** The catalogue's id of a document of this kind: a completion type named by the form, or the answers' type. */
export async function documentTypeFor(db: Db, kind: DemandeDocumentKind, typeDocumentId?: number): Promise<number> {
  const [type] =
    kind === 'completion'
      ? await db.select({ id: typesDocument.id }).from(typesDocument).where(and(eq(typesDocument.id, typeDocumentId ?? 0), eq(typesDocument.contexte, CONTEXTE_DEMANDE_LABELLISATION)))
      : await db.select({ id: typesDocument.id }).from(typesDocument).where(eq(typesDocument.code, TYPE_DOCUMENT_REPONSE_DRC));
  if (type) return type.id;
  if (kind === 'completion') throw invalidFields([{ field: 'typeDocumentId', message: "Ce type de document n'est pas demandé pour cette demande." }]);
  throw new Error(`Type de document ${TYPE_DOCUMENT_REPONSE_DRC} absent du catalogue.`);
}

/** When the administration last asked for information on the request (its latest OPEN_DRC), or null. */
async function lastDrcOpened(db: Db, demandeId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(demandeLabellisationHistory.at) })
    .from(demandeLabellisationHistory)
    .where(and(eq(demandeLabellisationHistory.demandeId, demandeId), eq(demandeLabellisationHistory.event, 'OPEN_DRC')));
  return row?.at ?? null;
}

type ListedDocument = DocumentRow & { typeCode: string; typeLibelle: string; typeContexte: string };

/** Whether the caller may remove this document now: a completion's before submission, an answer's before it is sent. */
function removable(caller: DossierCaller, demande: DemandeRow, document: ListedDocument, drcOpenedAt: Date | null): boolean {
  if (document.typeContexte === CONTEXTE_DEMANDE_LABELLISATION) return completionVerdict(caller, demande) === 'allowed';
  return demande.statut === StatutDemandeLabellisation.EN_DRC && isDrcAnswerer(caller, demande) && drcOpenedAt !== null && document.createdAt > drcOpenedAt;
}

async function listed(db: Db, demandeId: number): Promise<ListedDocument[]> {
  const rows = await db
    .select({ document: documents, typeCode: typesDocument.code, typeLibelle: typesDocument.libelle, typeContexte: typesDocument.contexte })
    .from(documents)
    .innerJoin(typesDocument, eq(typesDocument.id, documents.typeDocumentId))
    .where(eq(documents.demandeLabellisationId, demandeId))
    .orderBy(asc(documents.id));
  return rows.map((r) => ({ ...r.document, typeCode: r.typeCode, typeLibelle: r.typeLibelle, typeContexte: r.typeContexte }));
}

/** The request's documents as its screens list them, with what the caller may remove (the caller may read the request). */
export async function demandeDocuments(db: Db, caller: DossierCaller, demande: DemandeRow): Promise<DemandeDocumentItem[]> {
  const [rows, drcOpenedAt] = await Promise.all([listed(db, demande.id), lastDrcOpened(db, demande.id)]);
  return rows.map((d) => ({
    id: d.id,
    nom: d.nom,
    typeDocumentId: d.typeDocumentId,
    typeCode: d.typeCode,
    typeLibelle: d.typeLibelle,
    mime: d.mime,
    taille: d.taille,
    createdAt: d.createdAt.toISOString(),
    supprimable: removable(caller, demande, d, drcOpenedAt),
    url: `/api/labellisation/demandes/${demande.id}/documents/${d.id}`,
  }));
}

/**
 * POST /labellisation/demandes/{id}/documents/{docId}/delete: removes a document the caller may remove now (as read
 * in the transaction); any other, of this request or not, is not found. Returns its stored name, for the file to
 * be removed once the deletion is committed.
 */
export async function deleteDemandeDocument(db: Db, caller: DossierCaller, demandeId: number, documentId: number): Promise<string> {
  return db.transaction(async (tx) => {
    const [document] = (await listed(tx, demandeId)).filter((d) => d.id === documentId);
    if (!document) throw notFound();
    const demande = await lockForDocuments(tx, caller, demandeId, document.typeContexte === CONTEXTE_DEMANDE_LABELLISATION ? 'completion' : 'drc');
    if (!removable(caller, demande, document, await lastDrcOpened(tx, demandeId))) throw notFound();
    const [deleted] = await tx.delete(documents).where(eq(documents.id, documentId)).returning({ storageName: documents.storageName });
    return deleted!.storageName;
  });
}

/** A document of the request (the route has checked that the caller may read the request), or null. */
export async function findDemandeDocument(db: Db, demandeId: number, documentId: number): Promise<DocumentRow | null> {
  const [document] = await db.select().from(documents).where(and(eq(documents.id, documentId), eq(documents.demandeLabellisationId, demandeId)));
  return document ?? null;
}
