import { platformToday } from '../../../domain/sme';
import { restoreDossierStatus } from '../../../machines/dossierStatus.state';
import { workingDaysBetween } from '../calendar/working-days';
import type { StoredDossier } from './stored';

/**
 * The last day the beneficiary may decide a report waiting for it (the dossier's running deadline); past it
 * the report is rejected automatically. Null when no report waits.
 */
export function reportValidationDeadline({ row, access }: { row: Pick<StoredDossier['row'], 'dateEcheance'>; access: StoredDossier['access'] }): string | null {
  const waiting = restoreDossierStatus(access).matches({ serviceConfirmed: 'reportSubmittedToBeneficiary' });
  return waiting ? row.dateEcheance : null;
}

/** The working days the beneficiary has left until that last day, counted down to 0 (the countdown on both sides). */
export function reportDaysLeft(deadline: string | null, closingDays: ReadonlySet<string>, now = new Date()): number | null {
  return deadline ? Math.max(0, workingDaysBetween(platformToday(now), deadline, closingDays)) : null;
}
