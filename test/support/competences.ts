import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { demandesLabellisation, documents, typesDocument } from '../../server/db/schema/index';
import { StatutDocument } from '../../domain/documents';
import { TYPE_DOCUMENT_CV_EXPERT_LABELLISATION } from '../../domain/labellisation-completion';
import type { TestApp } from './test-app';

/**
 * Completes a request as its completion wizard would (references, the expert's CV of the seeded type among its
 * documents), straight in the database: the tests of the competence validations are about what comes after.
 */
export async function completeDemande(t: TestApp, demandeId: number) {
  const db = t.database.db;
  const [cv] = await db.select({ id: typesDocument.id }).from(typesDocument).where(eq(typesDocument.code, TYPE_DOCUMENT_CV_EXPERT_LABELLISATION));
  const [demande] = await db.update(demandesLabellisation).set({ references: 'Trois missions récentes.' }).where(eq(demandesLabellisation.id, demandeId)).returning();
  await db.insert(documents).values({
    demandeLabellisationId: demandeId,
    organisationId: demande!.organisationId,
    nom: 'cv.pdf',
    typeDocumentId: cv!.id,
    mime: 'application/pdf',
    taille: 4,
    sha256: '0'.repeat(64),
    storageName: `test-${randomUUID()}`,
    statut: StatutDocument.EN_ATTENTE,
  });
}
