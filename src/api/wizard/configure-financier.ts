import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import type { DossierDetail } from '../dossiers/types';
import type { ConfigureFinancierPayload } from '../../../domain/schemas/wizard';
import type { Consumption } from '../../../domain/wire/wizard';
import { wizardKeys } from './keys';
import { dossierDataPath, type DossierDataTarget } from './data-target';
import { useDossierMutation } from './mutation';

/** GET /dossiers/{id}/consumption: the maximum per dossier and what the beneficiary may still ask for this year and over 3 years. */
export function fetchConsumption(dossierId: number): Promise<Consumption> {
  return api<Consumption>(`/dossiers/${dossierId}/consumption`);
}

export const consumptionQuery = (dossierId: number) =>
  queryOptions({ queryKey: wizardKeys.consumption(dossierId), queryFn: () => fetchConsumption(dossierId) });

export function useConsumption(dossierId: number) {
  return useQuery(consumptionQuery(dossierId));
}

/**
 * POST /dossiers/{id}/configure-financier (step 6) or /edit/financier: the amounts saved. Only the total and the voucher are sent; the
 * answer's `montants` carries the beneficiary share, public intervention and rate the server derived
 * (the form can show them beforehand with `financialBreakdown` of domain/financing.ts).
 */
export function configureFinancier(dossierId: number, payload: ConfigureFinancierPayload, target: DossierDataTarget = 'introduction'): Promise<DossierDetail> {
  return api<DossierDetail>(dossierDataPath(dossierId, 'financier', target), { method: 'POST', body: payload });
}

export function useConfigureFinancier(dossierId: number, target: DossierDataTarget) {
  return useDossierMutation((payload: ConfigureFinancierPayload) => configureFinancier(dossierId, payload, target));
}
