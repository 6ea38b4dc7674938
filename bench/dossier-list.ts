// The dossier list at a million rows: POST /api/dossiers through the real app on a private PostgreSQL cluster,
// one request at a time, for each scope, filter, sort and page 1 / 500; each row's page and count queries
// explained with the server's own settings to show they scan no dossiers sequentially.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQLWrapper } from 'drizzle-orm';
import pg from 'pg';
import { create } from 'superstruct';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Db } from '../server/db/client';
import { dossierListQueries } from '../server/services/dossiers/list-query';
import { DEMO_PASSWORD } from '../server/seed/demo-contacts';
import { DossierListFilter } from '../domain/schemas/dossiers';
import { DOSSIER_SORT_FIELDS } from '../domain/dossier-list';
import { StatutDossier } from '../domain/dossier-status';
import { Plateforme } from '../domain/platforms';
import type { DossierScope } from '../machines/access/dossierScope';
import { startCluster } from '../test/support/postgres-cluster';
import { findGeneratedParties, generateDossiers, type GeneratedParties } from './dossier-generator';
import { benchDirectoryLists } from './directory-lists';
import { benchExports } from './exports';
import { sample } from './measure';

const DOSSIERS = 1_000_000;
const REQUESTS = 20;
const DATABASE = 'bench_list';

export async function openBenchDatabase(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  return openDatabase({ databaseUrl: adminUrl.replace(/\/postgres$/, `/${DATABASE}`) });
}

export async function partiesOf(db: Db): Promise<GeneratedParties> {
  const found = await findGeneratedParties(db);
  if (found) return found;
  console.log(`Génération de ${DOSSIERS.toLocaleString('fr-BE')} dossiers (une seule fois, gardés pour les prochaines mesures)…`);
  const start = performance.now();
  const parties = await generateDossiers(db, DOSSIERS);
  console.log(`… générés en ${((performance.now() - start) / 1000).toFixed(0)} s.`);
  return parties;
}

async function usesSeqScan(db: Db, query: SQLWrapper) {
  const result = (await db.execute(sql`EXPLAIN ${query}`)) as unknown as { rows: Array<{ 'QUERY PLAN': string }> };
  return result.rows.some((r) => /Seq Scan on dossiers/.test(r['QUERY PLAN']));
}

function cases(parties: GeneratedParties, scope: string) {
  const sorts = DOSSIER_SORT_FIELDS.flatMap((field) =>
    (['asc', 'desc'] as const).map((direction) => ({ name: `sort ${field} ${direction}`, body: { sort: { field, direction } } })),
  );
  const organisationId = scope === 'manager' ? parties.largeProvider : parties.smallBeneficiary;
  return [
    ...sorts,
    { name: 'statuses 2, 5', body: { statutDossierId: [StatutDossier.DOSSIER_EXAMEN, StatutDossier.DOSSIER_DEMANDE_INFOS] } },
    { name: 'reference contains 4567', body: { reference: '4567' } },
    { name: 'reference contains 2024-7', body: { reference: '2024-7' } },
    { name: `organisation ${scope === 'manager' ? '(20,000)' : '(50)'}`, body: { organisationId } },
    { name: 'dates 2024-03', body: { dateFrom: '2024-03-01', dateTo: '2024-03-31' } },
  ];
}

export async function benchDossierList() {
  const cluster = await startCluster(process.env.BENCH_PG_DIR ?? path.join(tmpdir(), 'vcp-bench-postgres'));
  try {
    const database = await openBenchDatabase(cluster.url);
    const parties = await partiesOf(database.db);
    const app = await buildApp({ config: loadConfig({ APP_DIR: 'none', MAX_LOGIN_FAILURES_PER_ADDRESS: '1000000' }), database });
    const callers: Array<[string, string, DossierScope]> = [
      ['manager', parties.logins.manager, { kind: 'all' }],
      ['provider (huge)', parties.logins.hugeProvider, { kind: 'prestataire', organisationIds: [parties.hugeProvider] }],
      ['provider (20,000)', parties.logins.largeProvider, { kind: 'prestataire', organisationIds: [parties.largeProvider] }],
      ['beneficiary (50)', parties.logins.smallBeneficiary, { kind: 'beneficiaire', organisationIds: [parties.smallBeneficiary] }],
    ];
    console.log(`\nPOST /api/dossiers, ${DOSSIERS.toLocaleString('en')} dossiers, ${REQUESTS} requests per row, one at a time\n`);
    console.log('| scope | filter or sort | page | p50 ms | p95 ms | total | no seq scan |\n|---|---|---|---|---|---|---|');
    for (const [scopeName, login, scope] of callers) {
      const signedIn = await app.inject({ method: 'POST', url: '/api/auth/login/password', payload: { login, password: DEMO_PASSWORD } });
      const authorization = `Bearer ${signedIn.json().result.access_token as string}`;
      for (const { name, body } of cases(parties, scopeName)) {
        for (const page of [1, 500]) {
          const payload = { ...body, page };
          const request = () => app.inject({ method: 'POST', url: '/api/dossiers', headers: { authorization }, payload });
          const { result } = (await request()).json() as { result: { total: number; totalExact: boolean } };
          const { p50, p95 } = await sample(REQUESTS, request);
          // Explained as the route builds it: on the configured platform (server/routes/dossiers.ts).
          const queries = dossierListQueries(database.db, scope, create({ ...payload, plateformeId: Plateforme.CE.id }, DossierListFilter));
          const clean = !(await usesSeqScan(database.db, queries.page)) && !(await usesSeqScan(database.db, queries.count));
          const total = `${result.totalExact ? '' : '≥ '}${result.total}`;
          console.log(`| ${scopeName} | ${name} | ${page} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${total} | ${clean ? 'yes' : 'NO'} |`);
        }
      }
    }
    await benchDirectoryLists(app, parties);
    await benchExports(app, parties);
    await app.close();
    await database.close();
  } finally {
    cluster.stop();
  }
}
