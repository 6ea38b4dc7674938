import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossierContacts, dossiers } from '../../db/schema/index';
import { isStatutDossierId } from '../../../domain/dossier-status';
import { isEtapeEncodageId } from '../../../domain/encoding-steps';
import type { DossierForAccess } from '../../../machines/access/dossierActions';

export type DossierRow = typeof dossiers.$inferSelect;

/** A stored dossier and what the access rules and the status machine read of it. */
export interface StoredDossier {
  row: DossierRow;
  access: DossierForAccess;
}

function accessOf(row: DossierRow, contactIds: readonly number[]): DossierForAccess {
  const { statutDossierId: statut, etapeEncodage } = row;
  // Only the server writes these columns; another value is a corrupted row, not a client error.
  if (!isStatutDossierId(statut) || !isEtapeEncodageId(etapeEncodage)) {
    throw new Error(`Dossier ${row.id}: statut ${statut} ou étape ${etapeEncodage} inconnu.`);
  }
  return {
    statut,
    etapeEncodage,
    anciennePlateforme: row.anciennePlateforme,
    beneficiaireId: row.beneficiaireId,
    prestataireId: row.prestataireId,
    rapportSoumis: row.rapportSoumisLe !== null,
    contactIds,
  };
}

/**
 * What reading a dossier selects: its columns and, in the same row, the contacts assigned to it (its
 * x_contacts), so that a read costs one round trip to the database instead of two.
 */
export const STORED_DOSSIER_COLUMNS = {
  ...getTableColumns(dossiers),
  contactIds: sql<number[]>`array(select distinct ${dossierContacts.contactId} from ${dossierContacts} where ${dossierContacts.dossierId} = ${dossiers.id})`,
};

export function storedDossierOf({ contactIds, ...row }: DossierRow & { contactIds: number[] }): StoredDossier {
  return { row, access: accessOf(row, contactIds) };
}

/** The dossier and its access facts; `share` keeps it from being changed or deleted until the transaction ends. */
export async function findDossier(db: Db, id: number, lock?: 'share'): Promise<StoredDossier | null> {
  const query = db.select(STORED_DOSSIER_COLUMNS).from(dossiers).where(eq(dossiers.id, id));
  const [found] = lock ? await query.for(lock) : await query;
  return found ? storedDossierOf(found) : null;
}
