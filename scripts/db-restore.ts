// `npm run db:restore -- <folder>`: puts back the database and the uploaded files a `db:backup` folder holds,
// replacing the current ones; the server must be stopped. The next start (or db:migrate) migrates it if needed.
import path from 'node:path';
import { loadConfig } from '../server/config';
import { restore } from '../server/services/operations/backup';

const source = process.argv[2];
if (!source) {
  console.error('Usage : npm run db:restore -- <dossier de sauvegarde>');
  process.exit(2);
}
const config = loadConfig(process.env);
const manifest = restore(config, path.resolve(source));
console.log(`Sauvegarde ${manifest.kind} du ${manifest.createdAt} (version ${manifest.platformVersion}) restaurée.`);
