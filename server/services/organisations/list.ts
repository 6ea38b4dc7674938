import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, dossiers, organisations, xAdresses } from '../../db/schema/index';
import { SousTypeOrganisation, TypeAdresse, TypeOrganisation, TypePme } from '../../../domain/organisation-types';
import type { CategorieBeneficiaire, OrganisationListFilter } from '../../../domain/schemas/organisations';
import type { OrganisationPage, OrganisationSummary } from '../../../domain/wire/organisations';
import { normaliseBce } from '../../../domain/validators/bce';
import { LIST_COUNT_AHEAD } from '../dossiers/list-query';
import { containing } from '../../db/like';

/**
 * Which beneficiaries a list shows (spec section 2: "not shown"). A provider sees those it has a dossier
 * with (a dossier of one of its provider organisations names them) and those it is itself linked to; the
 * administration sees every beneficiary.
 */
export type BeneficiaryScope = { kind: 'all' } | { kind: 'prestataire'; prestataireIds: number[]; linkedIds: number[] };

function scopeCondition(scope: BeneficiaryScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const withDossier = scope.prestataireIds.length
    ? sql`exists (select 1 from ${dossiers} where ${dossiers.beneficiaireId} = ${organisations.id} and ${inArray(dossiers.prestataireId, scope.prestataireIds)})`
    : undefined;
  const linked = scope.linkedIds.length ? inArray(organisations.id, scope.linkedIds) : undefined;
  return or(withDossier, linked) ?? sql`false`;
}

/** The filters of the list, read from the sub-type and the SME type (see CATEGORIES_BENEFICIAIRE). */
function categoryCondition(categorie: CategorieBeneficiaire | undefined): SQL | undefined {
  const { sousTypeOrganisationId: sousType, typePme } = organisations;
  switch (categorie) {
    case undefined:
      return undefined;
    case 'pme':
      return and(
        inArray(sousType, [SousTypeOrganisation.ENTREPRISE, SousTypeOrganisation.ENTREPRISE_ETRANGERE]),
        sql`${typePme} is distinct from ${TypePme.GRANDE_ENTREPRISE}`,
      );
    case 'porteurProjet':
      return eq(sousType, SousTypeOrganisation.PORTEUR_PROJET);
    case 'grandeEntreprise':
      return or(eq(sousType, SousTypeOrganisation.GRANDE_ENTREPRISE), eq(typePme, TypePme.GRANDE_ENTREPRISE));
    case 'pouvoirPublic':
      return eq(sousType, SousTypeOrganisation.POUVOIR_PUBLIC);
  }
}

/** A name fragment, or a company number typed with its dots, or a foreign identification number. */
function textCondition(recherche: string | null | undefined): SQL | undefined {
  if (!recherche) return undefined;
  const digits = recherche.replace(/[.\s]/g, '');
  return or(
    ilike(organisations.nomLong, containing(recherche)),
    /^\d+$/.test(digits) ? ilike(organisations.numeroBce, containing(normaliseBce(digits) ?? digits)) : undefined,
    ilike(organisations.numeroIdentification, containing(recherche)),
  );
}

export function organisationListConditions(scope: BeneficiaryScope, filter: Pick<OrganisationListFilter, 'categorie' | 'recherche'>): SQL | undefined {
  return and(eq(organisations.typeOrganisationId, TypeOrganisation.BENEFICIAIRE), scopeCondition(scope), categoryCondition(filter.categorie), textCondition(filter.recherche));
}

/** Written as the indexes are (type, key, id), so a page is read from an index in order; the id breaks ties. */
export function organisationListOrdering({ field, direction }: OrganisationListFilter['sort']): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  return [by(field === 'nom' ? organisations.nomLong : organisations.numeroBce), by(organisations.id)];
}

/**
 * The page, and the count bounded to `countAhead` rows past the page's start (as the dossier list does,
 * LIST_COUNT_AHEAD): counting every beneficiary of a large provider costs a read of each; counting ahead keeps
 * "next page" right and turns exact near the end. Both are ordered like the page, so they follow one index.
 */
export function organisationListQueries(db: Db, scope: BeneficiaryScope, filter: OrganisationListFilter, countAhead = LIST_COUNT_AHEAD) {
  const where = organisationListConditions(scope, filter);
  const order = organisationListOrdering(filter.sort);
  const offset = (filter.page - 1) * filter.perPage;
  const horizon = offset + countAhead;
  const counted = db.select({ one: sql`1` }).from(organisations).where(where).orderBy(...order).limit(horizon).as('counted');
  return {
    horizon,
    page: db
      .select({
        id: organisations.id,
        TypeOrganisationId: organisations.typeOrganisationId,
        SousTypeOrganisationId: organisations.sousTypeOrganisationId,
        TypePme: organisations.typePme,
        NomLong: organisations.nomLong,
        NumeroBce: organisations.numeroBce,
        NumeroIdentification: organisations.numeroIdentification,
      })
      .from(organisations)
      .where(where)
      .orderBy(...order)
      .limit(filter.perPage)
      .offset(offset),
    count: db.select({ total: count() }).from(counted),
  };
}

/** The locality of each organisation's active head office, for the page's rows only. */
export async function headOfficeLocalities(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([xAdresses.organisationId], { organisationId: xAdresses.organisationId, localite: addresses.localite })
    .from(xAdresses)
    .innerJoin(addresses, eq(addresses.id, xAdresses.adresseId))
    .where(and(inArray(xAdresses.organisationId, ids), eq(xAdresses.actif, true), eq(addresses.typeAdresse, TypeAdresse.SIEGE_SOCIAL)))
    .orderBy(xAdresses.organisationId, addresses.id);
  return new Map(rows.map((r) => [r.organisationId, r.localite]));
}

/** `total` is exact when `totalExact`; otherwise at least that many beneficiaries match. */
export async function listOrganisations(db: Db, scope: BeneficiaryScope, filter: OrganisationListFilter, countAhead = LIST_COUNT_AHEAD): Promise<OrganisationPage> {
  const queries = organisationListQueries(db, scope, filter, countAhead);
  const [rows, [counted]] = await Promise.all([queries.page, queries.count]);
  const localities = await headOfficeLocalities(db, rows.map((r) => r.id));
  const items: OrganisationSummary[] = rows.map((row) => ({ ...row, localite: localities.get(row.id) ?? null }));
  const total = counted?.total ?? 0;
  return { items, total, totalExact: total < queries.horizon, page: filter.page, perPage: filter.perPage };
}
