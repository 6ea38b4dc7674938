import { and, asc, count, desc, eq, gt, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossiers } from '../../db/schema/index';
import { PLATFORM_TIME_ZONE } from '../../../domain/platforms';
import type { DossierFilter, DossierListFilter } from '../../../domain/schemas/dossiers';
import type { DossierScope } from '../../../machines/access/dossierScope';
import { ACCESS_COLUMNS } from './stored';
import { scopeCondition } from './visibility';
import { containing } from '../../db/like';

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

/** The instant a day starts on the platform's clocks: a bound an index on created_at can use. */
export function dayStart(day: SQL): SQL {
  return sql`((${day})::timestamp AT TIME ZONE ${PLATFORM_TIME_ZONE})`;
}

/** The dossiers of the caller's scope the filters select: the list's, and its export's. */
export function dossierListConditions(scope: DossierScope, filter: DossierFilter): SQL | undefined {
  return and(
    scopeCondition(scope),
    filter.statutDossierId?.length ? inArray(dossiers.statutDossierId, filter.statutDossierId) : undefined,
    filter.reference ? ilike(dossiers.reference, containing(filter.reference)) : undefined,
    filter.organisationId
      ? or(eq(dossiers.beneficiaireId, filter.organisationId), eq(dossiers.prestataireId, filter.organisationId))
      : undefined,
    filter.beneficiaire ? ilike(dossiers.beneficiaireNom, containing(filter.beneficiaire)) : undefined,
    filter.prestataire ? ilike(dossiers.prestataireNom, containing(filter.prestataire)) : undefined,
    filter.plateformeId ? eq(dossiers.plateformeId, filter.plateformeId) : undefined,
    // Dates the user picks are days on the platform's clocks, both ends included.
    filter.dateFrom ? sql`${dossiers.createdAt} >= ${dayStart(sql`${filter.dateFrom}::date`)}` : undefined,
    filter.dateTo ? sql`${dossiers.createdAt} < ${dayStart(sql`${filter.dateTo}::date + 1`)}` : undefined,
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

/**
 * The two queries behind one page of POST /dossiers: the page, and the count, bounded to
 * `countAhead` rows past the page's start and ordered like the page so that it follows the same index.
 * The page walks the index once, in its order, as far as the count's horizon (`walk`): its rows numbered
 * `offset + 1` to `offset + perPage` are the page's ids, and its length is the count, which each row of the
 * page carries (one statement, one round trip, and one walk where a page and a count apart took two: when the
 * matches lie far from the start of the index, that walk is most of the page's cost). An empty page has no row
 * to carry the count, so the service then sends `count` on its own.
 * The plan test explains exactly these.
 */
export function dossierListQueries(db: Db, scope: DossierScope, filter: DossierListFilter, countAhead = LIST_COUNT_AHEAD) {
  const where = dossierListConditions(scope, filter);
  const order = ordering(scope, filter.sort);
  const offset = (filter.page - 1) * filter.perPage;
  const horizon = offset + countAhead;
  // Only the ids are walked (from the index alone where it holds what the filter reads); the page's own rows
  // are then fetched whole.
  const walk = db.$with('walk').as(
    db
      .select({ id: dossiers.id, position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('position') })
      .from(dossiers)
      .where(where)
      .orderBy(...order)
      .limit(horizon),
  );
  const pageIds = db
    .select({ id: walk.id })
    .from(walk)
    .where(and(gt(walk.position, offset), lte(walk.position, offset + filter.perPage)));
  const total = sql<number>`(select count(*) from ${walk})`.mapWith(Number);
  const page = db
    .with(walk)
    .select({ ...LISTED_COLUMNS, total })
    .from(dossiers)
    .where(inArray(dossiers.id, pageIds))
    .orderBy(...order);
  const counted = db.select({ one: sql`1` }).from(dossiers).where(where).orderBy(...order).limit(horizon).as('counted');
  const countQuery = db.select({ total: count() }).from(counted);
  return { page, count: countQuery, horizon };
}
