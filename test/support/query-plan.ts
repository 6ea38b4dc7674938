import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database, Db } from '../../server/db/client';
import { generateDossiers, type GeneratedParties } from '../../bench/dossier-generator';
import { createTestDatabase } from './test-database';

/** One node of PostgreSQL's `EXPLAIN (FORMAT JSON)` plan: the fields the list-plan tests read. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

export const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** What a Limit reads: a Sort there means the whole scope was sorted (sorting the page's 20 rows above is fine). */
export const underLimit = (nodes: PlanNode[]) => nodes.filter((n) => n['Node Type'] === 'Limit').flatMap((n) => nodesOf(n).slice(1));

/** Every node of the plan the database chooses for this query (PGlite answers a string, node-postgres an object). */
export async function explain(db: Db, query: SQLWrapper): Promise<PlanNode[]> {
  const result = (await db.execute(sql`EXPLAIN (FORMAT JSON) ${query}`)) as unknown as { rows: Array<Record<string, unknown>> };
  const raw = result.rows[0]!['QUERY PLAN'];
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  return nodesOf(plan!.Plan);
}

/** A migrated database holding a few thousand generated dossiers, so the planner has real statistics to choose from. */
export async function generatedDatabase(dossiers = 3000): Promise<{ database: Database; parties: GeneratedParties }> {
  const database = await createTestDatabase();
  return { database, parties: await generateDossiers(database.db, dossiers) };
}
