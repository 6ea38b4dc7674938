import { rename, rm } from 'node:fs/promises';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema/index';
import type { AcceptedUploadMime } from '../../../domain/documents';
import { NEW_DOCUMENT_STATUT } from '../../../machines/document.state';
import { newStorageName, uploadPath } from '../../storage/uploads';
import type { DocumentRow } from './readable';
import type { ReceivedFile } from './received-file';

/**
 * What a document belongs to: a dossier, or a labellisation request. A contact's photo has no owner column:
 * the contact points at it (contacts.photo_empreinte_id), so no dossier or organisation reading serves it.
 */
export type DocumentOwner = { dossierId: number } | { demandeLabellisationId: number } | 'contactPhoto';

export interface StoreUploadInput {
  file: ReceivedFile;
  mime: AcceptedUploadMime;
  owner: DocumentOwner;
  nom: string;
  typeDocumentId: number;
  contactId: number;
  /** The caller's right to add a document, checked again on its owner as read in the transaction. */
  check: (tx: Db) => Promise<void>;
  /** What else the upload changes, in the same transaction (a report points at its new invoice). */
  record?: (tx: Db, row: DocumentRow) => Promise<void>;
}

/**
 * Keeps an accepted upload: in one transaction the document row is inserted and the temporary file moved
 * under its generated name, so that either both exist or neither does. If the transaction fails after the
 * move (the commit itself), the moved file is removed; the temporary file is the caller's to remove.
 */
export async function storeUpload(db: Db, config: ServerConfig, input: StoreUploadInput): Promise<DocumentRow> {
  const storageName = newStorageName(input.mime);
  const target = uploadPath(config, storageName)!;
  let moved = false;
  try {
    return await db.transaction(async (tx) => {
      await input.check(tx);
      const [row] = await tx
        .insert(documents)
        .values({
          ...(input.owner === 'contactPhoto' ? {} : input.owner),
          nom: input.nom,
          typeDocumentId: input.typeDocumentId,
          mime: input.mime,
          taille: input.file.size,
          sha256: input.file.sha256,
          storageName,
          statut: NEW_DOCUMENT_STATUT,
          uploadedBy: input.contactId,
        })
        .returning();
      await input.record?.(tx, row!);
      await rename(input.file.path, target);
      moved = true;
      return row!;
    });
  } catch (error) {
    if (moved) await rm(target, { force: true });
    throw error;
  }
}
