import { asc, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossierHistory, dossiers } from '../../db/schema/index';
import { describeMachine } from '../../../machines/chart/describe';
import { dossierStatusMachine } from '../../../machines/dossierStatus.machine';
import { replayDossierHistory, type RecordedChange, type ReplayProblem } from '../../../machines/dossierStatus.replay';
import type { StatutDossierId } from '../../../domain/dossier-status';

/** A dossier whose recorded history the status machine does not replay to its stored status. */
export interface DossierAnomaly {
  dossierId: number;
  reference: string;
  statut: StatutDossierId;
  problems: ReplayProblem[];
}

/** Dossiers read per round: the audit's memory stays flat, whatever the number of dossiers. */
const BATCH = 500;

/**
 * Replays every dossier's history through the status chart (`npm run audit:replay`), a batch of dossiers after the
 * last id seen, their rows in recorded order. Returns the dossiers it replayed and those in anomaly.
 */
export async function auditDossierHistories(db: Db): Promise<{ replayed: number; anomalies: DossierAnomaly[] }> {
  const chart = describeMachine(dossierStatusMachine);
  const anomalies: DossierAnomaly[] = [];
  let replayed = 0;
  for (let after = 0; ; ) {
    const batch = await db
      .select({ id: dossiers.id, reference: dossiers.reference, statut: dossiers.statutDossierId })
      .from(dossiers)
      .where(gt(dossiers.id, after))
      .orderBy(asc(dossiers.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    const rows = await db
      .select({ dossierId: dossierHistory.dossierId, event: dossierHistory.event, fromStatut: dossierHistory.fromStatut, toStatut: dossierHistory.toStatut })
      .from(dossierHistory)
      .where(inArray(dossierHistory.dossierId, batch.map((d) => d.id)))
      .orderBy(asc(dossierHistory.dossierId), asc(dossierHistory.at), asc(dossierHistory.id));
    const byDossier = new Map<number, RecordedChange[]>();
    for (const row of rows) {
      const change = { event: row.event, fromStatut: row.fromStatut as StatutDossierId | null, toStatut: row.toStatut as StatutDossierId };
      byDossier.set(row.dossierId, [...(byDossier.get(row.dossierId) ?? []), change]);
    }
    for (const dossier of batch) {
      const history = byDossier.get(dossier.id) ?? [];
      const problems = replayDossierHistory(chart, history, dossier.statut as StatutDossierId);
      if (problems.length > 0) anomalies.push({ dossierId: dossier.id, reference: dossier.reference, statut: dossier.statut as StatutDossierId, problems });
    }
    replayed += batch.length;
    after = batch.at(-1)!.id;
  }
  return { replayed, anomalies };
}
