// `npm run db:migrate`: applies the committed migrations to the database of the settings (PGlite in DATA_DIR, or
// DATABASE_URL), then stops. Run it before starting servers told MIGRATE_AT_START=false (docs/production.md).
import { mkdirSync } from 'node:fs';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { shippedMigrations } from '../server/services/operations/readiness';

const config = loadConfig(process.env);
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir }, { migrate: true });
await database.close();
console.log(`Migrations appliquées (${shippedMigrations()}) : ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir})`}.`);
