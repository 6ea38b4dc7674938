import { and, asc, count, desc, eq, ilike, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { dossierHistory, dossiers, typesAide } from '../../db/schema/index';
import { STATUT_DOSSIER_LABELS, type StatutDossierId } from '../../../domain/dossier-status';
import { ENGAGED_STATUTS } from '../../../domain/financing';
import type { ChequeListFilter } from '../../../domain/schemas/cheques';
import type { ChequeItem, ChequePage } from '../../../domain/wire/cheques';
import { containing } from '../../db/like';
import { LIST_COUNT_AHEAD } from '../dossiers/list-query';
import { consumedVouchers, consumptionWindows } from './consumption';

/** When a dossier was settled: its SETTLE in the history (one per dossier, read for the page's rows only). */
const SETTLED_AT = (dossierId: SQL | typeof dossiers.id) =>
  sql<Date | null>`(select ${max(dossierHistory.at)} from ${dossierHistory} where ${dossierHistory.dossierId} = ${dossierId} and ${dossierHistory.event} = 'SETTLE')`;

/** Whose cheques: the provider organisations the caller may view them for (every one for an issuer), on the configured platform. */
export interface ChequeScope {
  prestataireIds: readonly number[] | 'all';
  plateformeId: number;
}

/**
 * The scope's engaged vouchers that the filter selects. Only the configured platform's: a database both
 * platforms share shows each its own vouchers, and each beneficiary's consumption on that platform.
 */
export function chequeConditions({ prestataireIds, plateformeId }: ChequeScope, filter: Pick<ChequeListFilter, 'statutDossierId' | 'beneficiaire'>): SQL | undefined {
  return and(
    prestataireIds === 'all' ? undefined : inArray(dossiers.prestataireId, [...prestataireIds]),
    eq(dossiers.plateformeId, plateformeId),
    inArray(dossiers.statutDossierId, filter.statutDossierId?.length ? filter.statutDossierId : [...ENGAGED_STATUTS]),
    filter.beneficiaire ? ilike(dossiers.beneficiaireNom, containing(filter.beneficiaire)) : undefined,
  );
}

/** What a cheque shows, read from its dossier (joined to its voucher type). */
export const CHEQUE_COLUMNS = {
  id: dossiers.id,
  reference: dossiers.reference,
  beneficiaireId: dossiers.beneficiaireId,
  beneficiaireNom: dossiers.beneficiaireNom,
  typeAide: typesAide.libelle,
  montantCheque: dossiers.montantCheque,
  interventionPublique: dossiers.interventionPublique,
  quotePartBeneficiaire: dossiers.quotePartBeneficiaire,
  quotePartPayeeLe: dossiers.quotePartPayeeLe,
  statutDossierId: dossiers.statutDossierId,
  soldeLe: SETTLED_AT(dossiers.id),
  createdAt: dossiers.createdAt,
};

/** The cheques' query, joined to the voucher types: the list's page and the export each add their own where and order. */
export const chequeQuery = (db: Db) => db.select(CHEQUE_COLUMNS).from(dossiers).leftJoin(typesAide, eq(typesAide.id, dossiers.typeAideId));

type ChequeRow = Awaited<ReturnType<typeof chequeQuery>>[number];

export function toChequeItem(row: ChequeRow): ChequeItem {
  return {
    dossierId: row.id,
    reference: row.reference,
    beneficiaire: row.beneficiaireId === null ? null : { id: row.beneficiaireId, nom: row.beneficiaireNom ?? '' },
    typeAide: row.typeAide,
    montantCheque: row.montantCheque,
    interventionPublique: row.interventionPublique,
    quotePartBeneficiaire: row.quotePartBeneficiaire,
    quotePartPayeeLe: row.quotePartPayeeLe?.toISOString() ?? null,
    StatutDossierId: row.statutDossierId as StatutDossierId,
    statut: STATUT_DOSSIER_LABELS[row.statutDossierId as StatutDossierId],
    soldeLe: row.soldeLe ? new Date(row.soldeLe).toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function ordering({ field, direction }: ChequeListFilter['sort']): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const nullsLast = (column: SQL) => sql`${column} ${sql.raw(direction)} nulls last`;
  switch (field) {
    case 'createdAt':
      return [by(dossiers.createdAt), by(dossiers.id)];
    case 'reference':
      return [by(dossiers.reference)];
    case 'beneficiaire':
      return [nullsLast(sql`${dossiers.beneficiaireNom}`), by(dossiers.id)];
    case 'montantCheque':
      return [nullsLast(sql`${dossiers.montantCheque}`), by(dossiers.id)];
    case 'statut':
      return [by(dossiers.statutDossierId), by(dossiers.createdAt), by(dossiers.id)];
  }
}

/**
 * POST /cheques: the vouchers of the provider organisations the caller may view them for, that is their
 * dossiers whose voucher is engaged (submitted, and neither refused, cancelled nor abandoned); filtered,
 * sorted and paged by the database, with a bounded count like the dossier list's. Each beneficiary of the
 * page comes with its consumption against the yearly and 3-year ceilings, as the wizard computes it.
 */
export async function listCheques(db: Db, config: ServerConfig, scope: ChequeScope, filter: ChequeListFilter, at = new Date()): Promise<ChequePage> {
  const where = chequeConditions(scope, filter);
  const order = ordering(filter.sort);
  const offset = (filter.page - 1) * filter.perPage;
  const horizon = offset + LIST_COUNT_AHEAD;
  const pageIds = db.select({ id: dossiers.id }).from(dossiers).where(where).orderBy(...order).limit(filter.perPage).offset(offset);
  const counted = db.select({ one: sql`1` }).from(dossiers).where(where).orderBy(...order).limit(horizon).as('counted');
  const [rows, [total]] = await Promise.all([
    chequeQuery(db)
      .where(inArray(dossiers.id, pageIds))
      .orderBy(...order),
    db.select({ total: count() }).from(counted),
  ]);
  const items = rows.map(toChequeItem);
  return { items, total: total?.total ?? 0, totalExact: (total?.total ?? 0) < horizon, page: filter.page, perPage: filter.perPage, consommations: await consumptionsOf(db, config, scope.plateformeId, rows, at) };
}

/** The page's beneficiaries, by name, each with its consumption on the platform. */
async function consumptionsOf(db: Db, config: ServerConfig, plateformeId: number, rows: ReadonlyArray<{ beneficiaireId: number | null; beneficiaireNom: string | null }>, at: Date) {
  const names = new Map<number, string>();
  for (const row of rows) if (row.beneficiaireId !== null) names.set(row.beneficiaireId, row.beneficiaireNom ?? '');
  if (names.size === 0) return [];
  const consumed = await consumedVouchers(db, { beneficiaireIds: [...names.keys()], plateformeId }, at);
  return [...names]
    .map(([beneficiaireId, nom]) => ({ beneficiaireId, nom, ...consumptionWindows(consumed.get(beneficiaireId)!, config.voucherLimits, at) }))
    .sort((a, b) => a.nom.localeCompare(b.nom, 'fr'));
}
