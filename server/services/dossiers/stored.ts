import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossierContacts, dossiers } from '../../db/schema/index';
import { isStatutDossierId } from '../../../domain/dossier-status';
import { isEtapeEncodageId } from '../../../domain/encoding-steps';
import type { DossierForAccess } from '../../../domain/dossier-actions';
import type { DossierRow, StoredDossier } from '../../db/rows';

/** The columns the access rules read. */
type AccessColumns = Pick<DossierRow, 'id' | 'statutDossierId' | 'etapeEncodage' | 'anciennePlateforme' | 'beneficiaireId' | 'prestataireId' | 'rapportSoumisLe'>;

function accessOf(row: AccessColumns, contactIds: readonly number[]): DossierForAccess {
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
 * The contacts assigned to the dossier (its x_contacts), selected in the dossier's own row so that a read
 * costs one round trip to the database instead of two.
 */
export const ASSIGNED_CONTACT_IDS = sql<number[]>`array(select distinct ${dossierContacts.contactId} from ${dossierContacts} where ${dossierContacts.dossierId} = ${dossiers.id})`;

/** What the access rules read, with the assigned contacts: the least a list or an audit selects to ask them. */
export const ACCESS_COLUMNS = {
  id: dossiers.id,
  statutDossierId: dossiers.statutDossierId,
  etapeEncodage: dossiers.etapeEncodage,
  anciennePlateforme: dossiers.anciennePlateforme,
  beneficiaireId: dossiers.beneficiaireId,
  prestataireId: dossiers.prestataireId,
  rapportSoumisLe: dossiers.rapportSoumisLe,
  contactIds: ASSIGNED_CONTACT_IDS,
};

/** What reading one dossier selects: all its columns and its assigned contacts. */
const STORED_DOSSIER_COLUMNS = { ...getTableColumns(dossiers), contactIds: ASSIGNED_CONTACT_IDS };

/** A dossier as read with its assigned contacts (the row keeps them: nothing copies a row whole). */
export function storedDossierOf<Row extends AccessColumns & { contactIds: number[] }>(row: Row): { row: Row; access: DossierForAccess } {
  return { row, access: accessOf(row, row.contactIds) };
}

/** The dossier and its access facts; `share` keeps it from being changed or deleted until the transaction ends. */
export async function findDossier(db: Db, id: number, lock?: 'share'): Promise<StoredDossier | null> {
  const query = db.select(STORED_DOSSIER_COLUMNS).from(dossiers).where(eq(dossiers.id, id));
  const [found] = lock ? await query.for(lock) : await query;
  return found ? storedDossierOf(found) : null;
}
