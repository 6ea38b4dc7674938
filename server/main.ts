import { mkdirSync, readFileSync } from 'node:fs';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { gracefulShutdown } from './graceful-shutdown';
import { seedDemoOnce } from './seed/demo';
import { seedReferenceData } from './seed/reference';
import { startDevMailbox } from './services/mail/dev-mailbox';
import { DEV_MAILBOX_PATH } from '../domain/wire/dev-mailbox';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
const config = loadConfig(process.env, pkg.version);

mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir }, { migrate: config.migrateAtStart });
// The catalogues every database needs, demo or not; the demo seed brings them too on its first start.
await seedReferenceData(database.db);
const seeded = config.seedDemo ? await seedDemoOnce(database.db, config) : null;
const devMailbox = config.devMailbox ? await startDevMailbox() : null;
const app = await buildApp({ config, database, logger: true, jwtSecret: process.env.JWT_SECRET, devMailbox });

const shutdown = gracefulShutdown(app, [async () => devMailbox?.close(), () => database.close()]);
// `on`, not `once`: a second signal must not kill the process under its requests in flight.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal).then(() => process.exit(0)));

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}/app/`;
console.log(`\nPlateforme prête : ${url}`);
console.log(`Base de données : ${database.kind === 'pglite' ? `PGlite intégrée (${config.dataDir})` : 'PostgreSQL (DATABASE_URL)'}`);
const identity = config.oidc ? (config.oidc.embedded ? `fournisseur de test intégré (${config.oidc.issuer}), jamais en production` : config.oidc.issuer) : 'aucune';
console.log(`Identification électronique : ${identity}`);
console.log(`E-mails : ${devMailbox ? `boîte aux lettres de développement, ${url.slice(0, -1)}${DEV_MAILBOX_PATH} (sans SMTP_URL, jamais en production)` : config.smtpUrl ? 'envoyés par SMTP_URL' : 'gardés en attente (historique des e-mails)'}`);
if (seeded) {
  console.log(seeded.created ? 'Données de démonstration créées.' : 'Données de démonstration déjà présentes.');
  console.log(`Connexions de démonstration (mot de passe « ${seeded.password} ») : ${seeded.logins.join(', ')}`);
}
