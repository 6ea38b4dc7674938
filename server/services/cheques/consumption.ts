import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossiers } from '../../db/schema/index';
import { CONSUMPTION_YEARS, ENGAGED_STATUTS, type ConsumedVouchers, type VoucherLimits } from '../../../domain/financing';
import type { ConsumptionWindow } from '../../../domain/wire/wizard';
import { PLATFORM_TIME_ZONE } from '../../../domain/platforms';

/** The calendar year of a moment on the platform's clocks. */
function platformYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: PLATFORM_TIME_ZONE }).format(at));
}

/** The consumption window ending this year: its first year and this one. */
function consumptionYears(at: Date): { first: number; year: number } {
  const year = platformYear(at);
  return { first: year - CONSUMPTION_YEARS + 1, year };
}

/** What was consumed against each limit: this year's, and the consumption years'. */
export function consumptionWindows(
  consumed: ConsumedVouchers,
  limits: Pick<VoucherLimits, 'plafondAnnuel' | 'plafondTroisAns'>,
  at: Date,
): { annuel: ConsumptionWindow; troisAns: ConsumptionWindow } {
  const { first, year } = consumptionYears(at);
  const window = (depuis: number, plafond: number, consomme: number) => ({
    depuis,
    jusqua: year,
    plafond,
    consomme,
    disponible: Math.max(0, Math.round((plafond - consomme) * 100) / 100),
  });
  return { annuel: window(year, limits.plafondAnnuel, consumed.annee), troisAns: window(first, limits.plafondTroisAns, consumed.troisAns) };
}

/**
 * The vouchers each beneficiary consumed on the platform: its engaged dossiers counted in the year of their
 * creation (Belgian clocks), this year and over the consumption years; one grouped query for them all. The
 * wizard leaves out the dossier being encoded (`exceptDossierId`), which is checked against the others.
 */
export async function consumedVouchers(
  db: Db,
  { beneficiaireIds, plateformeId, exceptDossierId }: { beneficiaireIds: readonly number[]; plateformeId: number; exceptDossierId?: number },
  at: Date,
): Promise<Map<number, ConsumedVouchers>> {
  const consumed = new Map<number, ConsumedVouchers>(beneficiaireIds.map((id) => [id, { annee: 0, troisAns: 0 }]));
  if (beneficiaireIds.length === 0) return consumed;
  const { first, year } = consumptionYears(at);
  const createdYear = sql<number>`extract(year from ${dossiers.createdAt} at time zone ${PLATFORM_TIME_ZONE})::int`;
  const rows = await db
    .select({
      beneficiaireId: sql<number>`${dossiers.beneficiaireId}`,
      annee: sql<number>`coalesce(sum(${dossiers.montantCheque}) filter (where ${createdYear} = ${year}), 0)`.mapWith(Number),
      troisAns: sql<number>`coalesce(sum(${dossiers.montantCheque}), 0)`.mapWith(Number),
    })
    .from(dossiers)
    .where(
      and(
        inArray(dossiers.beneficiaireId, [...beneficiaireIds]),
        eq(dossiers.plateformeId, plateformeId),
        exceptDossierId === undefined ? undefined : ne(dossiers.id, exceptDossierId),
        inArray(dossiers.statutDossierId, [...ENGAGED_STATUTS]),
        sql`${createdYear} between ${first} and ${year}`,
      ),
    )
    .groupBy(dossiers.beneficiaireId);
  const cents = (sum: number) => Math.round(sum * 100) / 100;
  for (const row of rows) consumed.set(row.beneficiaireId, { annee: cents(row.annee), troisAns: cents(row.troisAns) });
  return consumed;
}
