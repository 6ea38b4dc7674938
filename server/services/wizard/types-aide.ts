import { and, asc, eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { typesAide } from '../../db/schema/index';
import { invalidFields } from '../../../domain/errors';
import { maxPerDossier } from '../../../domain/financing';
import type { TypeAide } from '../../../domain/wire/wizard';

export type TypeAideRow = typeof typesAide.$inferSelect;

export function typeAideToWire(row: TypeAideRow, config: ServerConfig): TypeAide {
  return {
    id: row.id,
    code: row.code,
    libelle: row.libelle,
    description: row.description,
    plateformeId: row.plateformeId,
    tauxInterventionPublique: row.tauxInterventionPublique,
    montantMaximumParDossier: maxPerDossier(row.montantMaximumParDossier, config.voucherLimits.maxParDossier),
  };
}

/** GET /dossiers/types-aide: the active vouchers of this platform's catalogue. */
export async function listTypesAide(db: Db, config: ServerConfig): Promise<TypeAide[]> {
  const rows = await db
    .select()
    .from(typesAide)
    .where(and(eq(typesAide.plateformeId, config.platform.id), eq(typesAide.actif, true)))
    .orderBy(asc(typesAide.libelle));
  return rows.map((row) => typeAideToWire(row, config));
}

/** A voucher a dossier of that platform may be filed against; 400 on the `typeAideId` field otherwise. */
export async function requireTypeAide(db: Db, typeAideId: number, plateformeId: number): Promise<TypeAideRow> {
  const [row] = await db.select().from(typesAide).where(eq(typesAide.id, typeAideId));
  if (!row || !row.actif || row.plateformeId !== plateformeId) {
    throw invalidFields([{ field: 'typeAideId', message: "Ce chèque n'est pas proposé sur cette plateforme." }]);
  }
  return row;
}

export async function findTypeAide(db: Db, typeAideId: number | null): Promise<TypeAideRow | null> {
  if (typeAideId === null) return null;
  const [row] = await db.select().from(typesAide).where(eq(typesAide.id, typeAideId));
  return row ?? null;
}
