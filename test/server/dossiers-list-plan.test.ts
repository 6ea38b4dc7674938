// Also on PostgreSQL: the planner's choices on a server's tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { create } from 'superstruct';
import type { Database, Db } from '../../server/db/client';
import { dossierListQueries } from '../../server/services/dossiers/list-query';
import { DossierListFilter } from '../../domain/schemas/dossiers';
import { DOSSIER_SORT_FIELDS } from '../../domain/dossier-list';
import { StatutDossier } from '../../domain/dossier-status';
import { Plateforme } from '../../domain/platforms';
import type { DossierScope } from '../../machines/access/dossierScope';
import type { GeneratedParties } from '../../bench/dossier-generator';
import { explain, generatedDatabase, underLimit } from '../support/query-plan';

/**
 * Every query shape the list service builds, explained on its actual SQL. A few thousand generated
 * dossiers (analysed) give the planner real statistics, but at that size a sequential scan is honestly
 * the cheapest plan, so each EXPLAIN runs with `enable_seqscan = off`: the planner must then find an
 * index path, and shows a sequential scan only when none exists. Since reading a whole index is no better
 * than a scan, the test also asserts what makes a page cheap at a million rows: the unfiltered first
 * pages of the large scopes come from an index in order (no Sort; page 500 lies beyond these few thousand
 * rows, where sorting them is right: the bench checks it on a million), the dates are index conditions,
 * and the count is bounded (a Limit under it).
 */
let database: Database;
let parties: GeneratedParties;
beforeAll(async () => ({ database, parties } = await generatedDatabase()));
afterAll(() => database.close());

const filters = {
  none: {},
  statuses: { statutDossierId: [StatutDossier.DOSSIER_EXAMEN, StatutDossier.DOSSIER_SOLDE] },
  reference: { reference: '2024-01' },
  organisation: { organisationId: 0 },
  dates: { dateFrom: '2024-03-01', dateTo: '2024-03-31' },
} as const;

function scopes(): Record<string, DossierScope> {
  return {
    manager: { kind: 'all' },
    provider: { kind: 'prestataire', organisationIds: [parties.hugeProvider] },
    beneficiary: { kind: 'beneficiaire', organisationIds: [parties.smallBeneficiary] },
  };
}

const shapes = (Object.keys(filters) as Array<keyof typeof filters>).flatMap((filter) =>
  DOSSIER_SORT_FIELDS.flatMap((field) =>
    (['asc', 'desc'] as const).flatMap((direction) => [1, 500].map((page) => ({ filter, field, direction, page }))),
  ),
);

describe('POST /api/dossiers: every list query has an index path', () => {
  it.each(['manager', 'provider', 'beneficiary'])('for a %s, over every filter, sort, direction and page', async (scopeName) => {
    const scope = scopes()[scopeName]!;
    const problems: string[] = [];
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      for (const shape of shapes) {
        const input = shape.filter === 'organisation' ? { organisationId: parties.largeProvider } : filters[shape.filter];
        // The route always adds the configured platform (server/routes/dossiers.ts): so does every query explained here.
        const filter = create({ ...input, plateformeId: Plateforme.CE.id, sort: { field: shape.field, direction: shape.direction }, page: shape.page }, DossierListFilter);
        const queries = dossierListQueries(tx as unknown as Db, scope, filter);
        const page = await explain(tx as unknown as Db, queries.page);
        const count = await explain(tx as unknown as Db, queries.count);
        const name = `${shape.filter} ${shape.field} ${shape.direction} page ${shape.page}`;
        for (const [which, nodes] of [['page', page], ['count', count]] as const) {
          if (nodes.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'dossiers')) problems.push(`${name}: ${which} scans dossiers`);
        }
        if (!count.some((n) => n['Node Type'] === 'Limit')) problems.push(`${name}: count unbounded`);
        if (scopeName !== 'beneficiary' && shape.filter === 'none' && shape.page === 1 && underLimit(page).some((n) => n['Node Type'].includes('Sort'))) {
          problems.push(`${name}: page sorted instead of read in order`);
        }
        if (shape.filter === 'dates' && !page.some((n) => n['Index Cond']?.includes('created_at'))) problems.push(`${name}: dates not an index condition`);
      }
    });
    expect(problems).toEqual([]);
  });
});
