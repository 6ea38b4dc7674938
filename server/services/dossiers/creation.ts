import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossierHistory, dossiers } from '../../db/schema/index';
import { plateformeById } from '../../../domain/platforms';
import { NEW_DOSSIER_STATUT } from '../../../machines/dossierStatus.state';
import type { DossierRow } from '../../db/rows';

/**
 * Inserts a dossier in introduction with its creation history row. The reference is the platform code,
 * the year and the dossier's own id (`CE-2026-00031`): unique without a counter to keep in step.
 */
export async function insertDossier(
  db: Db,
  values: Omit<typeof dossiers.$inferInsert, 'reference' | 'statutDossierId'>,
  history: { contactId: number | null; event: string; justification?: string | null; at: Date },
): Promise<DossierRow> {
  const [draft] = await db
    .insert(dossiers)
    .values({ ...values, reference: `tmp-${randomUUID()}`, statutDossierId: NEW_DOSSIER_STATUT })
    .returning();
  const prefix = (plateformeById(draft!.plateformeId)?.code ?? 'ce').toUpperCase();
  const reference = `${prefix}-${history.at.getUTCFullYear()}-${String(draft!.id).padStart(5, '0')}`;
  const [row] = await db.update(dossiers).set({ reference }).where(eq(dossiers.id, draft!.id)).returning();
  await db.insert(dossierHistory).values({
    dossierId: row!.id,
    contactId: history.contactId,
    at: history.at,
    fromStatut: null,
    toStatut: NEW_DOSSIER_STATUT,
    event: history.event,
    justification: history.justification ?? null,
  });
  return row!;
}
