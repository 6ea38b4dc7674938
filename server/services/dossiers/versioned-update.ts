import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossiers } from '../../db/schema/index';
import { conflict } from '../../../domain/errors';
import type { DossierRow } from '../../db/rows';

export type DossierPatch = Partial<typeof dossiers.$inferInsert>;

/** 409 Conflict when the form was filled from another version of the dossier than the one read. */
export function requireVersion(row: DossierRow, expectedVersion: number | undefined): void {
  if (expectedVersion !== undefined && expectedVersion !== row.version) throw conflict();
}

/** Writes a patch on the dossier as it was read (`row`) and bumps its version: 409 Conflict when another write came first (no lost updates). */
export async function updateDossierAtVersion(tx: Db, row: DossierRow, patch: DossierPatch, at: Date): Promise<void> {
  const [updated] = await tx
    .update(dossiers)
    .set({ ...patch, updatedAt: at, version: row.version + 1 })
    .where(and(eq(dossiers.id, row.id), eq(dossiers.version, row.version)))
    .returning({ id: dossiers.id });
  if (!updated) throw conflict();
}
