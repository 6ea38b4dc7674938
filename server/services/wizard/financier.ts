import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { dossiers } from '../../db/schema/index';
import { invalidFields, requireNoProblems } from '../../http/errors';
import { ALL_STATUTS_DOSSIER } from '../../../domain/dossier-status';
import { CONSUMPTION_YEARS, financialBreakdown, isEngagedStatut, maxPerDossier, voucherProblems, type VoucherLimits } from '../../../domain/financing';
import { PLATFORM_TIME_ZONE } from '../../../domain/platforms';
import type { ConfigureFinancierPayload } from '../../../domain/schemas/wizard';
import type { Consumption } from '../../../domain/wire/wizard';
import type { StoredDossier } from '../dossiers/stored';
import type { DossierPatch, StepContext } from './save-step';
import { findTypeAide } from './types-aide';

const ENGAGED = ALL_STATUTS_DOSSIER.filter(isEngagedStatut);

/** The calendar year of a moment on the platform's clocks. */
function platformYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: PLATFORM_TIME_ZONE }).format(at));
}

/**
 * GET /dossiers/{id}/consumption: the vouchers of the beneficiary's other engaged dossiers of the platform,
 * counted in the year of their creation (Belgian clocks), this year and over the consumption years, against
 * the limits in force for this dossier's voucher.
 */
export async function loadConsumption(db: Db, config: ServerConfig, { row }: StoredDossier, at = new Date()): Promise<Consumption> {
  const typeAide = await findTypeAide(db, row.typeAideId);
  const limits: VoucherLimits = {
    ...config.voucherLimits,
    maxParDossier: maxPerDossier(typeAide?.montantMaximumParDossier ?? null, config.voucherLimits.maxParDossier),
  };
  const year = platformYear(at);
  const first = year - CONSUMPTION_YEARS + 1;
  let annee = 0;
  let troisAns = 0;
  if (row.beneficiaireId !== null) {
    const createdYear = sql<number>`extract(year from ${dossiers.createdAt} at time zone ${PLATFORM_TIME_ZONE})::int`;
    const engaged = await db
      .select({ year: createdYear, montantCheque: dossiers.montantCheque })
      .from(dossiers)
      .where(
        and(
          eq(dossiers.beneficiaireId, row.beneficiaireId),
          eq(dossiers.plateformeId, row.plateformeId),
          ne(dossiers.id, row.id),
          inArray(dossiers.statutDossierId, ENGAGED),
          sql`${createdYear} between ${first} and ${year}`,
        ),
      );
    for (const { year: y, montantCheque } of engaged) {
      troisAns += montantCheque ?? 0;
      if (Number(y) === year) annee += montantCheque ?? 0;
    }
  }
  const window = (depuis: number, plafond: number, sum: number) => {
    const consomme = Math.round(sum * 100) / 100;
    return { depuis, jusqua: year, plafond, consomme, disponible: Math.max(0, Math.round((plafond - consomme) * 100) / 100) };
  };
  return {
    beneficiaireId: row.beneficiaireId,
    montantMaximumParDossier: limits.maxParDossier,
    annuel: window(year, limits.plafondAnnuel, annee),
    troisAns: window(first, limits.plafondTroisAns, troisAns),
  };
}

/**
 * Step 6, POST /dossiers/{id}/configure-financier: the voucher within the maximum per dossier and the
 * beneficiary's consumption limits; the share, public intervention and rate derived from the voucher type.
 */
export function applyFinancier(payload: ConfigureFinancierPayload, config: ServerConfig) {
  return async ({ tx, stored, at }: StepContext): Promise<DossierPatch> => {
    const typeAide = await findTypeAide(tx, stored.row.typeAideId);
    if (!typeAide) throw invalidFields([{ field: 'montantCheque', message: "Choisissez d'abord le chèque (étape 1)." }]);
    requireNoProblems('montantCheque', voucherProblems(payload.montantCheque, await loadConsumption(tx, config, stored, at)));
    return financialBreakdown(payload.montantTotal, payload.montantCheque, typeAide.tauxInterventionPublique);
  };
}
