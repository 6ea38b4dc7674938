import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documents, typesDocument } from '../db/schema/index';
import { StatutDocument } from '../../domain/documents';
import { newStorageName, uploadPath, uploadsDir } from '../storage/uploads';
import type { DemoFiles } from './demo-files';
import { demoPdf } from './demo-pdf';

/** Who a demo document belongs to and how it is listed: a dossier's or a labellisation request's, its name, its uploader. */
type DemoDocumentRow = Pick<typeof documents.$inferInsert, 'dossierId' | 'demandeLabellisationId' | 'nom' | 'uploadedBy' | 'createdAt'>;

/**
 * A demo document as an upload leaves it: a small real PDF saying `line` under the data folder, and its row
 * (of the document type with that code) waiting for a check. Returns the row's id.
 */
export async function storeDemoPdf(db: Db, files: DemoFiles, typeCode: string, line: string, row: DemoDocumentRow): Promise<number> {
  const [type] = await db.select({ id: typesDocument.id }).from(typesDocument).where(eq(typesDocument.code, typeCode));
  const content = demoPdf(line);
  const storageName = newStorageName('application/pdf');
  await mkdir(uploadsDir(files), { recursive: true });
  await writeFile(uploadPath(files, storageName)!, content);
  const [stored] = await db
    .insert(documents)
    .values({
      ...row,
      typeDocumentId: type!.id,
      mime: 'application/pdf',
      taille: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      storageName,
      statut: StatutDocument.EN_ATTENTE,
    })
    .returning({ id: documents.id });
  return stored!.id;
}
