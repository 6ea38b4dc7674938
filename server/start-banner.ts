import type { ServerConfig } from './config';
import { DEV_MAILBOX_PATH } from '../domain/wire/dev-mailbox';

/** What the start prints once the platform answers: where it is, on which database, and how one signs in. */
export interface StartFacts {
  databaseKind: 'pglite' | 'postgres';
  devMailbox: boolean;
  seeded: { created: boolean; password: string; logins: readonly string[] } | null;
  /** API processes sharing the port (WORKERS). */
  processes: number;
}

export function printStartBanner(config: ServerConfig, facts: StartFacts): void {
  const url = `http://localhost:${config.port}/app/`;
  console.log(`\nPlateforme prête : ${url}`);
  console.log(`Base de données : ${facts.databaseKind === 'pglite' ? `PGlite intégrée (${config.dataDir})` : 'PostgreSQL (DATABASE_URL)'}`);
  if (facts.processes > 1) console.log(`Processus de l'API : ${facts.processes} (WORKERS), sur le même port`);
  const identity = config.oidc ? (config.oidc.embedded ? `fournisseur de test intégré (${config.oidc.issuer}), jamais en production` : config.oidc.issuer) : 'aucune';
  console.log(`Identification électronique : ${identity}`);
  console.log(`E-mails : ${facts.devMailbox ? `boîte aux lettres de développement, ${url.slice(0, -1)}${DEV_MAILBOX_PATH} (sans SMTP_URL, jamais en production)` : config.smtpUrl ? 'envoyés par SMTP_URL' : 'gardés en attente (historique des e-mails)'}`);
  if (facts.seeded) {
    console.log(facts.seeded.created ? 'Données de démonstration créées.' : 'Données de démonstration déjà présentes.');
    console.log(`Connexions de démonstration (mot de passe « ${facts.seeded.password} ») : ${facts.seeded.logins.join(', ')}`);
  }
}
