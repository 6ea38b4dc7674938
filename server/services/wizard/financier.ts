import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { invalidFields, requireNoProblems } from '../../../domain/errors';
import { financialBreakdown, maxPerDossier, voucherProblems, type VoucherLimits } from '../../../domain/financing';
import type { ConfigureFinancierPayload } from '../../../domain/schemas/wizard';
import type { Consumption } from '../../../domain/wire/wizard';
import { consumedVouchers, consumptionWindows } from '../cheques/consumption';
import type { StoredDossier } from '../../db/rows';
import type { DossierPatch, StepContext } from './save-step';
import { findTypeAide } from './types-aide';

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
  const consumed =
    row.beneficiaireId === null
      ? { annee: 0, troisAns: 0 }
      : (await consumedVouchers(db, { beneficiaireIds: [row.beneficiaireId], plateformeId: row.plateformeId, exceptDossierId: row.id }, at)).get(row.beneficiaireId)!;
  return { beneficiaireId: row.beneficiaireId, montantMaximumParDossier: limits.maxParDossier, ...consumptionWindows(consumed, limits, at) };
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
