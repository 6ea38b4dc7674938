// Also on PostgreSQL: the planner's choices on a server's tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { create } from 'superstruct';
import type { Database, Db } from '../../server/db/client';
import { contactListQueries, type ContactScope } from '../../server/services/contacts/list-query';
import { CONTACT_SORT_FIELDS } from '../../domain/contact-list';
import { ContactListFilter } from '../../domain/schemas/contacts';
import { TypeContact } from '../../domain/contact-types';
import { Plateforme } from '../../domain/platforms';
import { createTestDatabase } from '../support/test-database';

/**
 * Every query shape of the contact list (POST /contacts), explained on its actual SQL, as the dossier list's
 * plan test does: a few thousand generated contacts (analysed) give the planner statistics, and each EXPLAIN
 * runs with `enable_seqscan = off` so the planner shows a sequential scan only where no index serves. The
 * unfiltered first page of a manager is read from an index in order (no Sort under the Limit), the free text
 * through the trigram index: what keeps the list fast with 100,000 contacts.
 */
let database: Database;
let organisationId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await db.execute(sql`insert into contacts (email, nom_utilisateur, prenom, nom, nationalite)
    select 'contact' || i || '@exemple.be', 'contact.' || i, 'Prénom ' || (i % 97), 'Nom ' || (i % 389), case when i % 7 = 0 then 'FR' else 'BE' end
    from generate_series(1, 3000) i`);
  const result = (await db.execute(sql`insert into organisations (type_organisation_id, nom_long, plateforme_id) values (2, 'Plan SRL', ${Plateforme.CE.id}) returning id`)) as unknown as { rows: Array<{ id: number }> };
  organisationId = result.rows[0]!.id;
  await db.execute(sql`insert into x_contacts (contact_id, organisation_id, type_contact_id, type_organisation_id, validation_status)
    select id, ${organisationId}, ${TypeContact.REFERENCE}, 2, 1 from contacts where id % 50 = 0`);
  await db.execute(sql`analyze`);
});
afterAll(() => database.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/** The plan nodes that feed a node, without the per-row subqueries (the organisation names of each contact of the page). */
function feeding(node: PlanNode): PlanNode[] {
  return (node.Plans ?? []).filter((child) => child['Parent Relationship'] !== 'SubPlan').flatMap((child) => [child, ...feeding(child)]);
}

/** What a Limit reads: a Sort there means the whole list was sorted (sorting a page's organisation names is fine). */
const underLimit = (nodes: PlanNode[]) => nodes.filter((n) => n['Node Type'] === 'Limit').flatMap(feeding);

async function explain(db: Db, query: SQLWrapper): Promise<PlanNode[]> {
  const result = (await db.execute(sql`EXPLAIN (FORMAT JSON) ${query}`)) as unknown as { rows: Array<Record<string, unknown>> };
  const raw = result.rows[0]!['QUERY PLAN'];
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  return nodesOf(plan!.Plan);
}

const filters = () => ({
  none: {},
  recherche: { recherche: 'ntact.12' },
  etrangers: { origine: 'etrangers' },
  organisation: { organisationId },
});

const scopes = (): Record<string, ContactScope> => ({
  manager: { kind: 'all' },
  linked: { kind: 'linked', contactId: 1, organisationIds: [organisationId] },
});

describe('POST /api/contacts: every list query has an index path', () => {
  it.each(['manager', 'linked'])('for a %s scope, over every filter, sort and direction', async (scopeName) => {
    const problems: string[] = [];
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      for (const [filterName, input] of Object.entries(filters())) {
        for (const field of CONTACT_SORT_FIELDS) {
          for (const direction of ['asc', 'desc'] as const) {
            const filter = create({ ...input, sort: { field, direction } }, ContactListFilter);
            const queries = contactListQueries(tx as unknown as Db, scopes()[scopeName]!, filter);
            const name = `${filterName} ${field} ${direction}`;
            const page = await explain(tx as unknown as Db, queries.page);
            const total = await explain(tx as unknown as Db, queries.total);
            for (const [which, nodes] of [['page', page], ['count', total]] as const) {
              if (nodes.some((n) => n['Node Type'] === 'Seq Scan')) problems.push(`${name}: ${which} scans ${nodes.find((n) => n['Node Type'] === 'Seq Scan')!['Relation Name']}`);
            }
            if (scopeName === 'manager' && filterName === 'none' && underLimit(page).some((n) => n['Node Type'].includes('Sort'))) {
              problems.push(`${name}: page sorted instead of read in order`);
            }
            if (filterName === 'recherche' && !total.some((n) => n['Index Name'] === 'contacts_search_trgm_idx')) problems.push(`${name}: free text not searched by its index`);
          }
        }
      }
    });
    expect(problems).toEqual([]);
  });
});
