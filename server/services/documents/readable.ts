import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema/index';
import { dossierActionVerdict } from '../../../machines/access/dossierActions';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { mayViewOrganisation } from '../../../machines/access/organisationView';
import { findDossier } from '../dossiers/stored';

export type DocumentRow = typeof documents.$inferSelect;

/**
 * The document if the caller may read it: a dossier's document to those who may see the dossier, an
 * organisation's to those who may see the organisation. Null otherwise, exactly as for a document
 * that does not exist, so that nobody learns which ids exist. With `dossierId`, the document must
 * also belong to that dossier.
 */
export async function findReadableDocument(db: Db, caller: DossierCaller, documentId: number, dossierId?: number): Promise<DocumentRow | null> {
  const [document] = await db.select().from(documents).where(eq(documents.id, documentId));
  if (!document) return null;
  if (dossierId !== undefined && document.dossierId !== dossierId) return null;
  if (document.dossierId !== null) {
    const dossier = await findDossier(db, document.dossierId);
    return dossier && dossierActionVerdict('view', dossier.access, caller) === 'allowed' ? document : null;
  }
  return document.organisationId !== null && mayViewOrganisation(caller, document.organisationId) ? document : null;
}
