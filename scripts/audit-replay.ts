/**
 * `npm run audit:replay`: replays every dossier's recorded history through the dossier status machine, on the
 * database the server would open (DATABASE_URL, else the embedded one in DATA_DIR), sub-states included, and lists
 * the dossiers whose history the machine does not lead to their stored status, or whose rows were written by an
 * author without the right their event asks for. Exits with 1 when there is one.
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { auditDossierHistories } from '../server/services/audit/replay';
import type { ReplayProblem } from '../machines/dossierStatus.replay';

/** The two kinds of anomaly, as the report names them. */
const KIND_LABELS: Record<ReplayProblem['kind'], string> = { lifecycle: 'cycle de vie', author: 'auteur' };

const config = loadConfig(process.env);
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
try {
  const { replayed, anomalies } = await auditDossierHistories(database.db);
  for (const anomaly of anomalies) {
    console.log(`\n${anomaly.reference} (dossier ${anomaly.dossierId}, statut ${anomaly.statut}) :`);
    for (const problem of anomaly.problems) {
      console.log(`  - ${KIND_LABELS[problem.kind]}${problem.row === null ? '' : `, ligne ${problem.row + 1}`} : ${problem.message}`);
    }
  }
  console.log(`\n${replayed} dossier(s) rejoué(s), ${anomalies.length} en anomalie.`);
  if (anomalies.length > 0) process.exitCode = 1;
} finally {
  await database.close();
}
