import { restoreDossierStatus } from '../../../machines/dossierStatus.state';
import type { StoredDossier } from './stored';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** When a report waiting for the beneficiary is rejected automatically (the countdown the spec shows); null otherwise. */
export function reportValidationDeadline({ row, access }: { row: Pick<StoredDossier['row'], 'rapportSoumisLe'>; access: StoredDossier['access'] }, delayDays: number): Date | null {
  const waiting = restoreDossierStatus(access).matches({ serviceConfirmed: 'reportSubmittedToBeneficiary' });
  if (!waiting || row.rapportSoumisLe === null) return null;
  return new Date(row.rapportSoumisLe.getTime() + delayDays * DAY_MS);
}

/** The whole days the beneficiary has left before `deadline`, counted down to 0 (the countdown on both sides). */
export function reportDaysLeft(deadline: Date | null, now = new Date()): number | null {
  return deadline ? Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / DAY_MS)) : null;
}
