/**
 * `npm run audit:replay`: replays every dossier's recorded history through the dossier status machine, on the
 * database the server would open (DATABASE_URL, else the embedded one in DATA_DIR), and lists the dossiers whose
 * history the machine does not lead to their stored status. Exits with 1 when there is one.
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { auditDossierHistories } from '../server/services/audit/replay';

const config = loadConfig(process.env);
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
try {
  const { replayed, anomalies } = await auditDossierHistories(database.db);
  for (const anomaly of anomalies) {
    console.log(`\n${anomaly.reference} (dossier ${anomaly.dossierId}, statut ${anomaly.statut}) :`);
    for (const problem of anomaly.problems) console.log(`  - ${problem.row === null ? '' : `ligne ${problem.row + 1} : `}${problem.message}`);
  }
  console.log(`\n${replayed} dossier(s) rejoué(s), ${anomalies.length} en anomalie.`);
  if (anomalies.length > 0) process.exitCode = 1;
} finally {
  await database.close();
}
