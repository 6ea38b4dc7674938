import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { dossiers, organisations } from '../../db/schema/index';
import { PLATFORM_TIME_ZONE } from '../../../domain/platforms';
import type { DossierListFilter } from '../../../domain/schemas/dossiers';
import type { DossierScope } from '../../../machines/access/dossierScope';
import { accessOf, assignedContacts } from './stored';
import { scopeCondition } from './visibility';

const beneficiaire = alias(organisations, 'beneficiaire');
const prestataire = alias(organisations, 'prestataire');

/** A LIKE pattern that finds the text anywhere, its own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function conditions(scope: DossierScope, filter: DossierListFilter): SQL | undefined {
  // Dates the user picks are days on the platform's clocks.
  const createdOn = sql`(${dossiers.createdAt} AT TIME ZONE ${PLATFORM_TIME_ZONE})::date`;
  return and(
    scopeCondition(scope),
    filter.statutDossierId?.length ? inArray(dossiers.statutDossierId, filter.statutDossierId) : undefined,
    filter.reference ? ilike(dossiers.reference, containing(filter.reference)) : undefined,
    filter.organisationId
      ? or(eq(dossiers.beneficiaireId, filter.organisationId), eq(dossiers.prestataireId, filter.organisationId))
      : undefined,
    filter.dateFrom ? sql`${createdOn} >= ${filter.dateFrom}::date` : undefined,
    filter.dateTo ? sql`${createdOn} <= ${filter.dateTo}::date` : undefined,
  );
}

/** The other party's name: a provider lists its beneficiaries, a beneficiary its providers, a manager the beneficiaries. */
function organisationColumn(scope: DossierScope) {
  return scope.kind === 'beneficiaire' ? prestataire.nomLong : beneficiaire.nomLong;
}

function ordering(scope: DossierScope, { field, direction }: DossierListFilter['sort']): SQL[] {
  const column = {
    reference: dossiers.reference,
    createdAt: dossiers.createdAt,
    dateEcheance: dossiers.dateEcheance,
    statut: dossiers.statutDossierId,
    organisation: organisationColumn(scope),
  }[field];
  const by = direction === 'asc' ? asc : desc;
  // Missing deadlines or organisations go last either way; the id keeps pages stable.
  return [sql`${column} IS NULL`, by(column), by(dossiers.id)];
}

/** POST /dossiers: one page of the dossiers the caller may see, filtered and sorted by the database. */
export async function listDossiers(db: Db, scope: DossierScope, filter: DossierListFilter) {
  const where = conditions(scope, filter);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(dossiers).where(where);
  const rows = await db
    .select({
      row: dossiers,
      beneficiaire: { id: beneficiaire.id, nom: beneficiaire.nomLong },
      prestataire: { id: prestataire.id, nom: prestataire.nomLong },
    })
    .from(dossiers)
    .leftJoin(beneficiaire, eq(beneficiaire.id, dossiers.beneficiaireId))
    .leftJoin(prestataire, eq(prestataire.id, dossiers.prestataireId))
    .where(where)
    .orderBy(...ordering(scope, filter.sort))
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  const contacts = await assignedContacts(db, rows.map((r) => r.row.id));
  return {
    items: rows.map((r) => ({ ...r, access: accessOf(r.row, contacts.get(r.row.id) ?? []) })),
    total,
    page: filter.page,
    perPage: filter.perPage,
  };
}

export type DossierListPage = Awaited<ReturnType<typeof listDossiers>>;
export type DossierListEntry = DossierListPage['items'][number];
