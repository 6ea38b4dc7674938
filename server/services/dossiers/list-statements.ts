import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DossierListFilter } from '../../../domain/schemas/dossiers';
import type { DossierScope } from '../../../machines/access/dossierScope';
import { filterValues, listQueriesOf, pageValues, type ListValues } from './list-query';

/**
 * Shapes kept per database handle. Each caller's scope and each set of statuses adds a shape, so the cache is
 * bounded: past it, a rare shape is built for its request alone, as every shape was before.
 */
export const LIST_SHAPES_KEPT = 200;

/**
 * Drizzle's prepared queries are named; an unnamed one keeps what PostgreSQL does on each call unchanged
 * (it parses and plans the text with that call's values, so a page 500 or a rare status is planned for
 * itself), while Node no longer rebuilds the text. The same-SQL anchor (bench/same-sql.ts) replays the same.
 */
const UNNAMED = undefined as unknown as string;

function prepare(db: Db, scope: DossierScope, sort: DossierListFilter['sort'], values: ListValues) {
  const ref = (name: string) => sql.placeholder(name);
  const queries = listQueriesOf(db, scope, sort, values, ref, {
    offset: ref('offset'),
    pageEnd: ref('pageEnd'),
    horizon: ref('horizon'),
  });
  return { page: queries.page.prepare(UNNAMED), count: queries.count.prepare(UNNAMED) };
}

type Prepared = ReturnType<typeof prepare>;

const shapesByDb = new WeakMap<Db, Map<string, Prepared>>();

/** What makes the text: the scope's kind, which values are given, and the sort. */
function shapeKey(scope: DossierScope, sort: DossierListFilter['sort'], values: ListValues): string {
  return `${scope.kind} ${sort.field} ${sort.direction} ${Object.keys(values).join(',')}`;
}

/**
 * The list's two statements for this request, prepared once per shape, and the values that fill them.
 * `countAhead` is a value too: the tests' small horizons share the shapes.
 */
export function listStatements(db: Db, scope: DossierScope, filter: DossierListFilter, countAhead: number) {
  const values = filterValues(scope, filter);
  const bounds = pageValues(filter, countAhead);
  let shapes = shapesByDb.get(db);
  if (!shapes) shapesByDb.set(db, (shapes = new Map()));
  const key = shapeKey(scope, filter.sort, values);
  let statements = shapes.get(key);
  if (!statements) {
    statements = prepare(db, scope, filter.sort, values);
    if (shapes.size < LIST_SHAPES_KEPT) shapes.set(key, statements);
  }
  return { ...statements, values: { ...values, ...bounds }, horizon: bounds.horizon };
}
