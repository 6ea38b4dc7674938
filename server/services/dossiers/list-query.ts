import { and, asc, count, desc, eq, gt, ilike, inArray, lte, or, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossiers } from '../../db/schema/index';
import { PLATFORM_TIME_ZONE } from '../../../domain/platforms';
import type { DossierFilter, DossierListFilter } from '../../../domain/schemas/dossiers';
import type { DossierScope } from '../../../machines/access/dossierScope';
import { ACCESS_COLUMNS } from './stored';
import { containing } from '../../db/like';
import { scopeCondition, within } from './visibility';

/**
 * How many dossiers past the start of the page the list counts at most. Counting a whole scope costs a
 * read of every row in it (a million for a manager); counting this far ahead keeps "next page" right and
 * turns exact as soon as the end is less than this many rows away.
 */
export const LIST_COUNT_AHEAD = 10_000;

/**
 * What a list item shows and its actions read, out of a dossier's fifty-odd columns: fetching, decoding and
 * mapping the others for every row was a good part of the list's cost.
 */
const LISTED_COLUMNS = {
  ...ACCESS_COLUMNS,
  reference: dossiers.reference,
  beneficiaireNom: dossiers.beneficiaireNom,
  prestataireNom: dossiers.prestataireNom,
  dateEcheance: dossiers.dateEcheance,
  createdAt: dossiers.createdAt,
  version: dossiers.version,
};

/**
 * The values a list's or an export's query binds, each under its name: only the filters given, the scope's
 * organisations and the statuses one per name (`scope0`, `statut0`...). Which names are present is the query's
 * shape; the query is written from these names alone, so the same text serves every request of that shape.
 */
export type ListValues = Record<string, unknown>;

/** How the query reads a value: bound in place (`literally`), or as a placeholder of a prepared shape. */
export type ValueRef = (name: string) => SQLWrapper;

export const literally = (values: ListValues): ValueRef => (name) => sql`${values[name]}`;

function numbered(prefix: string, items: readonly unknown[], values: ListValues) {
  items.forEach((item, index) => (values[`${prefix}${index}`] = item));
}

/** The values of the scope and of the filters given (the export's too). */
export function filterValues(scope: DossierScope, filter: DossierFilter): ListValues {
  const values: ListValues = {};
  if (scope.kind === 'prestataire' || scope.kind === 'beneficiaire') numbered('scope', scope.organisationIds, values);
  numbered('statut', filter.statutDossierId ?? [], values);
  if (filter.reference) values.reference = containing(filter.reference);
  if (filter.organisationId) values.organisationId = filter.organisationId;
  if (filter.beneficiaire) values.beneficiaire = containing(filter.beneficiaire);
  if (filter.prestataire) values.prestataire = containing(filter.prestataire);
  if (filter.plateformeId) values.plateformeId = filter.plateformeId;
  if (filter.dateFrom) values.dateFrom = filter.dateFrom;
  if (filter.dateTo) values.dateTo = filter.dateTo;
  return values;
}

/** A page's bounds: the rows `offset + 1` to `pageEnd` of the walk, which stops at `horizon`. */
export function pageValues(filter: DossierListFilter, countAhead: number) {
  const offset = (filter.page - 1) * filter.perPage;
  return { offset, pageEnd: offset + filter.perPage, horizon: offset + countAhead };
}

/** The references of every numbered value (`statut0`, `statut1`...), in order. */
function numberedRefs(prefix: string, values: ListValues, ref: ValueRef): SQLWrapper[] {
  const refs: SQLWrapper[] = [];
  for (let index = 0; `${prefix}${index}` in values; index++) refs.push(ref(`${prefix}${index}`));
  return refs;
}

/** The instant a day starts on the platform's clocks: a bound an index on created_at can use. */
export function dayStart(day: SQL): SQL {
  return sql`((${day})::timestamp AT TIME ZONE ${PLATFORM_TIME_ZONE})`;
}

/** The dossiers of the caller's scope the filters select (`values` from `filterValues`): the list's, and its export's. */
export function dossierListConditions(scope: DossierScope, values: ListValues, ref: ValueRef = literally(values)): SQL | undefined {
  const given = (name: string) => name in values;
  const statuses = numberedRefs('statut', values, ref);
  return and(
    scopeCondition(scope, numberedRefs('scope', values, ref)),
    statuses.length > 0 ? within(dossiers.statutDossierId, statuses) : undefined,
    given('reference') ? ilike(dossiers.reference, ref('reference')) : undefined,
    given('organisationId')
      ? or(eq(dossiers.beneficiaireId, ref('organisationId')), eq(dossiers.prestataireId, ref('organisationId')))
      : undefined,
    given('beneficiaire') ? ilike(dossiers.beneficiaireNom, ref('beneficiaire')) : undefined,
    given('prestataire') ? ilike(dossiers.prestataireNom, ref('prestataire')) : undefined,
    given('plateformeId') ? eq(dossiers.plateformeId, ref('plateformeId')) : undefined,
    // Dates the user picks are days on the platform's clocks, both ends included.
    given('dateFrom') ? sql`${dossiers.createdAt} >= ${dayStart(sql`${ref('dateFrom')}::date`)}` : undefined,
    given('dateTo') ? sql`${dossiers.createdAt} < ${dayStart(sql`${ref('dateTo')}::date + 1`)}` : undefined,
  );
}

/**
 * The sort, written exactly as the indexes of the dossiers schema are: each key of a large scope is read
 * from an index in order instead of sorting the scope. Missing deadlines and names go last either way;
 * ties are broken by the id (by the creation date first for statuses), so pages never overlap.
 */
function ordering(scope: DossierScope, { field, direction }: DossierListFilter['sort']): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const nullsLast = (column: SQL | typeof dossiers.dateEcheance) => sql`${column} ${sql.raw(direction)} nulls last`;
  switch (field) {
    case 'reference':
      return [by(dossiers.reference)];
    case 'createdAt':
      return [by(dossiers.createdAt), by(dossiers.id)];
    case 'statut':
      return [by(dossiers.statutDossierId), by(dossiers.createdAt), by(dossiers.id)];
    case 'dateEcheance':
      return [nullsLast(dossiers.dateEcheance), by(dossiers.id)];
    case 'organisation': {
      // The other party: a provider and a manager list beneficiaries, a beneficiary its providers.
      const name = scope.kind === 'beneficiaire' ? dossiers.prestataireNom : dossiers.beneficiaireNom;
      return [nullsLast(sql`${name}`), by(dossiers.id)];
    }
  }
}

/** The page's bounds as the query reads them: numbers in place, or placeholders. */
export interface PageRefs {
  offset: SQLWrapper;
  pageEnd: SQLWrapper;
  horizon: number | Placeholder;
}

/**
 * The two queries behind one page of POST /dossiers: the page, and the count, bounded to `horizon` rows
 * past the page's start and ordered like the page so that it follows the same index.
 * The page walks the index once, in its order, as far as the count's horizon (`walk`): its rows numbered
 * `offset + 1` to `pageEnd` are the page's ids, and its length is the count, which each row of the
 * page carries (one statement, one round trip, and one walk where a page and a count apart took two: when the
 * matches lie far from the start of the index, that walk is most of the page's cost). An empty page has no row
 * to carry the count, so the service then sends `count` on its own.
 * The shape (which values are given, the scope's kind, the sort) makes the text; the values only fill it, so
 * the service prepares each shape once (list-statements.ts).
 */
export function listQueriesOf(db: Db, scope: DossierScope, sort: DossierListFilter['sort'], values: ListValues, ref: ValueRef, page: PageRefs) {
  const where = dossierListConditions(scope, values, ref);
  const order = ordering(scope, sort);
  // Only the ids are walked (from the index alone where it holds what the filter reads); the page's own rows
  // are then fetched whole.
  const walk = db.$with('walk').as(
    db
      .select({ id: dossiers.id, position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('position') })
      .from(dossiers)
      .where(where)
      .orderBy(...order)
      .limit(page.horizon),
  );
  const pageIds = db
    .select({ id: walk.id })
    .from(walk)
    .where(and(gt(walk.position, page.offset), lte(walk.position, page.pageEnd)));
  const total = sql<number>`(select count(*) from ${walk})`.mapWith(Number);
  const pageQuery = db
    .with(walk)
    .select({ ...LISTED_COLUMNS, total })
    .from(dossiers)
    .where(inArray(dossiers.id, pageIds))
    .orderBy(...order);
  const counted = db.select({ one: sql`1` }).from(dossiers).where(where).orderBy(...order).limit(page.horizon).as('counted');
  const countQuery = db.select({ total: count() }).from(counted);
  return { page: pageQuery, count: countQuery };
}

/** The list's two queries with their values in place: what the plan test explains and the bench times. */
export function dossierListQueries(db: Db, scope: DossierScope, filter: DossierListFilter, countAhead = LIST_COUNT_AHEAD) {
  const values = filterValues(scope, filter);
  const bounds = pageValues(filter, countAhead);
  const queries = listQueriesOf(db, scope, filter.sort, values, literally(values), {
    offset: sql`${bounds.offset}`,
    pageEnd: sql`${bounds.pageEnd}`,
    horizon: bounds.horizon,
  });
  return { ...queries, horizon: bounds.horizon };
}
