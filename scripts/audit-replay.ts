/**
 * `npm run audit:replay`: replays every dossier's recorded history through the dossier status machine, on the
 * database the server would open (DATABASE_URL, else the embedded one in DATA_DIR), sub-states included, and lists
 * the dossiers whose history the machine does not lead to their stored status, or whose rows were written by an
 * author without the right their event asks for; then the same for the labellisation requests, the contact links
 * and the expert competences. Exits with 1 when there is one.
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { auditDossierHistories } from '../server/services/audit/replay';
import { auditStoredHistories, type StoredLifecycleName } from '../server/services/audit/stored-histories';
import type { ReplayProblem } from '../machines/dossierStatus.replay';

/** The two kinds of anomaly, as the report names them. */
const KIND_LABELS: Record<ReplayProblem['kind'], string> = { lifecycle: 'cycle de vie', author: 'auteur' };
const LIFECYCLE_LABELS: Record<StoredLifecycleName, string> = {
  labellisationRequest: 'demande(s) de labellisation',
  contactLink: 'lien(s) contact-organisation',
  expertCompetence: "compétence(s) d'expert",
};

function print(title: string, problems: ReplayProblem[]) {
  console.log(`\n${title} :`);
  for (const problem of problems) {
    console.log(`  - ${KIND_LABELS[problem.kind]}${problem.row === null ? '' : `, ligne ${problem.row + 1}`} : ${problem.message}`);
  }
}

const config = loadConfig(process.env);
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
try {
  const dossiers = await auditDossierHistories(database.db);
  for (const anomaly of dossiers.anomalies) print(`${anomaly.reference} (dossier ${anomaly.dossierId}, statut ${anomaly.statut})`, anomaly.problems);
  const others = await auditStoredHistories(database.db);
  for (const anomaly of others.anomalies) print(`${anomaly.entity} (statut ${anomaly.statut})`, anomaly.problems);
  console.log(`\n${dossiers.replayed} dossier(s) rejoué(s), ${dossiers.anomalies.length} en anomalie.`);
  for (const name of Object.keys(LIFECYCLE_LABELS) as StoredLifecycleName[]) {
    const inAnomaly = others.anomalies.filter((a) => a.lifecycle === name).length;
    console.log(`${others.read[name]} ${LIFECYCLE_LABELS[name]} lu(s), dont ${others.unrecorded[name]} sans historique ; ${inAnomaly} en anomalie.`);
  }
  if (dossiers.anomalies.length + others.anomalies.length > 0) process.exitCode = 1;
} finally {
  await database.close();
}
