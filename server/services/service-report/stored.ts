import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rapportsPrestation } from '../../db/schema/index';
import { isEtapePrestationId } from '../../../domain/encoding-steps';
import { NEW_REPORT, type ReportDecision, type ServiceReportFacts } from '../../../machines/serviceReport.state';

export type ReportRow = typeof rapportsPrestation.$inferSelect;

const DECISIONS: readonly ReportDecision[] = ['validated', 'refused', 'autoRejected'];

/** What the report machine reads of a stored report; a dossier without one has a new report. */
export function reportFacts(row: ReportRow | null): ServiceReportFacts {
  if (!row) return NEW_REPORT;
  // Only the server writes these columns; another value is a corrupted row, not a client error.
  if (!isEtapePrestationId(row.etape)) throw new Error(`Rapport du dossier ${row.dossierId} : étape ${row.etape} inconnue.`);
  const decision = DECISIONS.find((d) => d === row.decision) ?? null;
  return { etape: row.etape, facture: row.factureDocumentId !== null, rapportActivite: row.rapportActiviteDocumentId !== null, decision };
}

/** The dossier's report row, or null before anyone wrote it; `update` keeps it for the transaction's writes. */
export async function findReport(db: Db, dossierId: number, lock?: 'update'): Promise<ReportRow | null> {
  const query = db.select().from(rapportsPrestation).where(eq(rapportsPrestation.dossierId, dossierId));
  const [row] = lock ? await query.for(lock) : await query;
  return row ?? null;
}
