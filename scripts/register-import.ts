// `npm run register:import -- <folder>`: loads the Belgian company register's open-data extract (the CSV
// files enterprise, denomination, address, activity, establishment, and code when present) into the
// embedded register that the register look-ups read, on the database `npm start` uses (PGlite in the data
// folder, or DATABASE_URL). Streamed: the full extract (some 2 million enterprises) keeps memory flat.
import { mkdirSync } from 'node:fs';
import { SingleBar } from 'cli-progress';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { importRegister, RegisterImportError, type ImportProgress } from '../server/services/register/import/index';

const folder = process.argv[2];
if (!folder) {
  console.error('Usage : npm run register:import -- <dossier des fichiers CSV du registre>');
  process.exit(2);
}

const LABELS: Record<ImportProgress['step'], string> = {
  enterprise: 'Entreprises (enterprise.csv)',
  denomination: 'Dénominations (denomination.csv)',
  address: 'Adresses (address.csv)',
  activity: 'Activités (activity.csv)',
  establishment: "Unités d'établissement (establishment.csv)",
  code: 'Formes juridiques (code.csv)',
  registre: 'Écriture du registre',
};

/** A bar per step on a terminal; a line every tenth otherwise (a log file, CI). */
function progressReporter() {
  let step: ImportProgress['step'] | null = null;
  let bar: SingleBar | null = null;
  let lastTenth = -1;
  return {
    update(progress: ImportProgress) {
      if (progress.step !== step) {
        bar?.stop();
        step = progress.step;
        lastTenth = -1;
        bar = process.stdout.isTTY ? new SingleBar({ format: `${LABELS[step].padEnd(44)} [{bar}] {percentage} %`, hideCursor: true }) : null;
        bar?.start(progress.total, 0);
      }
      if (bar) return bar.update(progress.done);
      const tenth = progress.total === 0 ? 10 : Math.floor((progress.done / progress.total) * 10);
      if (tenth > lastTenth) console.log(`${LABELS[progress.step]} : ${tenth * 10} %`);
      lastTenth = tenth;
    },
    stop: () => bar?.stop(),
  };
}

const config = loadConfig(process.env);
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
const reporter = progressReporter();
try {
  const report = await importRegister(database.db, folder, (progress) => reporter.update(progress));
  reporter.stop();
  console.log(`\n${report.enterprises.toLocaleString('fr-BE')} entreprises écrites dans le registre.`);
  for (const [file, { records, malformed }] of Object.entries(report.files)) {
    console.log(`${file}.csv : ${records.toLocaleString('fr-BE')} lignes${malformed > 0 ? `, dont ${malformed.toLocaleString('fr-BE')} ignorées (illisibles ou numéro invalide)` : ''}`);
  }
} catch (error) {
  reporter.stop();
  console.error(error instanceof RegisterImportError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
