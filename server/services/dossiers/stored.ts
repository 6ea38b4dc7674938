import { eq, inArray } from 'drizzle-orm';
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

export function accessOf(row: DossierRow, contactIds: readonly number[]): DossierForAccess {
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

/** The contacts assigned to each of the dossiers (their x_contacts), in one query. */
export async function assignedContacts(db: Db, dossierIds: readonly number[]): Promise<Map<number, number[]>> {
  const byDossier = new Map<number, number[]>(dossierIds.map((id) => [id, []]));
  if (dossierIds.length === 0) return byDossier;
  const rows = await db
    .selectDistinct({ dossierId: dossierContacts.dossierId, contactId: dossierContacts.contactId })
    .from(dossierContacts)
    .where(inArray(dossierContacts.dossierId, [...dossierIds]));
  for (const { dossierId, contactId } of rows) byDossier.get(dossierId)?.push(contactId);
  return byDossier;
}

/** The dossier and its access facts; `share` keeps it from being changed or deleted until the transaction ends. */
export async function findDossier(db: Db, id: number, lock?: 'share'): Promise<StoredDossier | null> {
  const query = db.select().from(dossiers).where(eq(dossiers.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) return null;
  const contacts = await assignedContacts(db, [id]);
  return { row, access: accessOf(row, contacts.get(id) ?? []) };
}
