// `npm run db:backup [-- <folder>]`: backs the database and the uploaded files up into a new folder (by default
// backups/<date and time>); PostgreSQL through pg_dump, PGlite by copying the data folder with the server stopped.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { backUp } from '../server/services/operations/backup';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
const config = loadConfig(process.env);
const target = path.resolve(process.argv[2] ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
const manifest = backUp(config, target, pkg.version);
console.log(`Sauvegarde ${manifest.kind} écrite dans ${target}.`);
