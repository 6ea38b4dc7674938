// Also on PostgreSQL: the planner's choices on a server's tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { create } from 'superstruct';
import type { Database, Db } from '../../server/db/client';
import { organisationListQueries, type BeneficiaryScope } from '../../server/services/organisations/list';
import { CATEGORIES_BENEFICIAIRE, ORGANISATION_SORT_FIELDS, OrganisationListFilter } from '../../domain/schemas/organisations';
import type { GeneratedParties } from '../../bench/dossier-generator';
import { explain, generatedDatabase, underLimit } from '../support/query-plan';

/**
 * Every query shape of the beneficiary list (POST /api/organisations), explained on its actual SQL over a few
 * thousand generated dossiers and their beneficiaries. As in dossiers-list-plan.test.ts, each EXPLAIN runs with
 * `enable_seqscan = off`, so the planner shows a sequential scan only where no index serves the query: at
 * 100,000 organisations that scan is what would make a page slow. The unfiltered first page of the
 * administration's scope is read from the (type, key, id) index in order, without sorting every beneficiary,
 * and the count is bounded (a Limit under it).
 */
let database: Database;
let parties: GeneratedParties;
beforeAll(async () => ({ database, parties } = await generatedDatabase()));
afterAll(() => database.close());

const filters: Record<string, object> = {
  none: {},
  ...Object.fromEntries(CATEGORIES_BENEFICIAIRE.map((categorie) => [categorie, { categorie }])),
  name: { recherche: 'Menuiserie' },
  number: { recherche: '0100.000' },
};

const shapes = Object.keys(filters).flatMap((filter) =>
  ORGANISATION_SORT_FIELDS.flatMap((field) => (['asc', 'desc'] as const).flatMap((direction) => [1, 50].map((page) => ({ filter, field, direction, page })))),
);

function scopes(): Record<string, BeneficiaryScope> {
  return {
    // The administration's scope: every beneficiary (the list's worst case for the order).
    all: { kind: 'all' },
    provider: { kind: 'prestataire', prestataireIds: [parties.hugeProvider], linkedIds: [] },
    linkedProvider: { kind: 'prestataire', prestataireIds: [parties.largeProvider], linkedIds: [parties.smallBeneficiary] },
  };
}

describe('POST /api/organisations: every list query has an index path', () => {
  it.each(['all', 'provider', 'linkedProvider'])('for the %s scope, over every filter, sort, direction and page', async (scopeName) => {
    const scope = scopes()[scopeName]!;
    const problems: string[] = [];
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`ANALYZE organisations`);
      await tx.execute(sql`ANALYZE dossiers`);
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      for (const shape of shapes) {
        const filter = create({ ...filters[shape.filter], sort: { field: shape.field, direction: shape.direction }, page: shape.page }, OrganisationListFilter);
        const queries = organisationListQueries(tx as unknown as Db, scope, filter);
        const name = `${shape.filter} ${shape.field} ${shape.direction} page ${shape.page}`;
        const page = await explain(tx as unknown as Db, queries.page);
        const count = await explain(tx as unknown as Db, queries.count);
        if (!count.some((n) => n['Node Type'] === 'Limit')) problems.push(`${name}: count unbounded`);
        for (const [which, nodes] of [['page', page], ['count', count]] as const) {
          for (const table of ['organisations', 'dossiers']) {
            if (nodes.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === table)) problems.push(`${name}: ${which} scans ${table}`);
          }
        }
        if (scopeName === 'all' && shape.filter === 'none' && shape.page === 1 && underLimit(page).some((n) => n['Node Type'].includes('Sort'))) {
          problems.push(`${name}: page sorted instead of read in order`);
        }
      }
    });
    expect(problems).toEqual([]);
  });
});
