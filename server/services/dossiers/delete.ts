import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, dossiers } from '../../db/schema/index';
import { conflict, invalidTransition, notFound } from '../../../domain/errors';
import { deletesDossier } from '../../../machines/dossierStatus.state';
import type { StoredDossier } from '../../db/rows';
import { findDossier } from './stored';

/**
 * POST /dossiers/{id}/delete: DELETE_DOSSIER of the dossier status machine (machines/dossierStatus.machine.ts),
 * which takes a dossier in introduction, still at its first step, to its final state `deleted`: the dossier is
 * removed with everything attached to it, its history included. Choice: a dossier still at its first step was never sent to anyone, so nothing of it is
 * kept to audit. Returns the stored names of its files, to remove once the deletion is committed.
 */
export async function deleteDossier(
  db: Db,
  { dossierId, expectedVersion, authorize }: { dossierId: number; expectedVersion?: number; authorize: (dossier: StoredDossier) => void },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const stored = await findDossier(tx, dossierId);
    if (!stored) throw notFound();
    authorize(stored);
    const { row } = stored;
    if (expectedVersion !== undefined && expectedVersion !== row.version) throw conflict();
    // DELETE_DOSSIER of the status machine: it decides, and its final state `deleted` is the row's removal.
    if (!deletesDossier(stored.access)) throw invalidTransition();
    const files = await tx.select({ storageName: documents.storageName }).from(documents).where(eq(documents.dossierId, row.id));
    const deleted = await tx
      .delete(dossiers)
      .where(and(eq(dossiers.id, row.id), eq(dossiers.version, row.version)))
      .returning({ id: dossiers.id });
    if (deleted.length === 0) throw conflict();
    return files.map((f) => f.storageName);
  });
}
