import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, typesDocument } from '../../db/schema/index';
import { completionProblems } from '../../../domain/labellisation-completion';
import type { DemandeRow } from './demande-row';

/** What each request still lacks before its submission (domain/labellisation-completion.ts), its documents' types read from the documents table. */
export async function completionProblemsOf(tx: Db, demandes: readonly DemandeRow[]): Promise<Map<number, string[]>> {
  const uploaded = demandes.length
    ? await tx
        .select({ demandeId: documents.demandeLabellisationId, code: typesDocument.code })
        .from(documents)
        .innerJoin(typesDocument, eq(typesDocument.id, documents.typeDocumentId))
        .where(inArray(documents.demandeLabellisationId, demandes.map((d) => d.id)))
    : [];
  return new Map(
    demandes.map((d) => [d.id, completionProblems({ ...d, documentTypes: uploaded.filter((u) => u.demandeId === d.id).map((u) => u.code) })]),
  );
}
