import { asc, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossierHistory, dossiers } from '../../db/schema/index';
import { authorProblem } from '../../../machines/dossierStatus.authors';
import { replayDossierHistory, type RecordedChange, type ReplayProblem } from '../../../machines/dossierStatus.replay';
import type { StatutDossierId } from '../../../domain/dossier-status';
import { loadAuthors, unknownAuthor } from './authors';
import { ACCESS_COLUMNS, storedDossierOf } from '../dossiers/stored';

/** A dossier whose recorded history the status machine does not replay to its stored status, or whose rows were written by someone without the right. */
export interface DossierAnomaly {
  dossierId: number;
  reference: string;
  statut: StatutDossierId;
  problems: ReplayProblem[];
}

/** Dossiers read per round: the audit's memory stays flat, whatever the number of dossiers. */
const BATCH = 500;

/**
 * Replays every dossier's history through the status machine (`npm run audit:replay`), a batch of dossiers after the
 * last id seen, their rows in recorded order, and checks each row's author against the rule of its event. Returns
 * the dossiers it replayed and those in anomaly, the lifecycle's problems and the authors' in row order.
 */
export async function auditDossierHistories(db: Db): Promise<{ replayed: number; anomalies: DossierAnomaly[] }> {
  const anomalies: DossierAnomaly[] = [];
  let replayed = 0;
  for (let after = 0; ; ) {
    const batch = await db
      .select({ ...ACCESS_COLUMNS, reference: dossiers.reference })
      .from(dossiers)
      .where(gt(dossiers.id, after))
      .orderBy(asc(dossiers.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    const rows = await db
      .select({ dossierId: dossierHistory.dossierId, contactId: dossierHistory.contactId, event: dossierHistory.event, fromStatut: dossierHistory.fromStatut, toStatut: dossierHistory.toStatut })
      .from(dossierHistory)
      .where(inArray(dossierHistory.dossierId, batch.map((d) => d.id)))
      .orderBy(asc(dossierHistory.dossierId), asc(dossierHistory.at), asc(dossierHistory.id));
    const authors = await loadAuthors(db, [...new Set(rows.flatMap((row) => (row.contactId === null ? [] : [row.contactId])))]);
    const byDossier = new Map<number, Array<RecordedChange & { contactId: number | null }>>();
    for (const row of rows) {
      const change = { event: row.event, contactId: row.contactId, fromStatut: row.fromStatut as StatutDossierId | null, toStatut: row.toStatut as StatutDossierId };
      byDossier.set(row.dossierId, [...(byDossier.get(row.dossierId) ?? []), change]);
    }
    for (const dossier of batch) {
      const { access } = storedDossierOf(dossier);
      const history = byDossier.get(dossier.id) ?? [];
      const authorProblems = history.flatMap((row, index): ReplayProblem[] => {
        const author = row.contactId === null ? null : (authors.get(row.contactId) ?? unknownAuthor(row.contactId));
        const message = authorProblem(row.event, author, access);
        return message === null ? [] : [{ kind: 'author', row: index, message }];
      });
      const problems = [...replayDossierHistory(history, access.statut), ...authorProblems].sort((a, b) => (a.row ?? Infinity) - (b.row ?? Infinity));
      if (problems.length > 0) anomalies.push({ dossierId: dossier.id, reference: dossier.reference, statut: access.statut, problems });
    }
    replayed += batch.length;
    after = batch.at(-1)!.id;
  }
  return { replayed, anomalies };
}
