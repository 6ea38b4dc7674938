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

/**
 * Printed in one write, so that a reader of the output (a supervisor, a test) that waits for its first line has the
 * whole banner: line by line, the later lines could reach a pipe's reader in a later chunk.
 */
export function printStartBanner(config: ServerConfig, facts: StartFacts): void {
  const url = `http://localhost:${config.port}/app/`;
  const lines = [`\nPlateforme prête : ${url}`];
  lines.push(`Base de données : ${facts.databaseKind === 'pglite' ? `PGlite intégrée (${config.dataDir})` : 'PostgreSQL (DATABASE_URL)'}`);
  if (facts.processes > 1) lines.push(`Processus de l'API : ${facts.processes} (WORKERS), sur le même port`);
  const identity = config.oidc ? (config.oidc.embedded ? `fournisseur de test intégré (${config.oidc.issuer}), jamais en production` : config.oidc.issuer) : 'aucune';
  lines.push(`Identification électronique : ${identity}`);
  lines.push(`E-mails : ${facts.devMailbox ? `boîte aux lettres de développement, ${url.slice(0, -1)}${DEV_MAILBOX_PATH} (sans SMTP_URL, jamais en production)` : config.smtpUrl ? 'envoyés par SMTP_URL' : 'gardés en attente (historique des e-mails)'}`);
  if (facts.seeded) {
    lines.push(facts.seeded.created ? 'Données de démonstration créées.' : 'Données de démonstration déjà présentes.');
    lines.push(`Connexions de démonstration (mot de passe « ${facts.seeded.password} ») : ${facts.seeded.logins.join(', ')}`);
  }
  console.log(lines.join('\n'));
}
