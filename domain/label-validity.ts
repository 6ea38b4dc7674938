import { StatutLabellisation, type StatutLabellisationId } from './labellisation';

/** The ISO day `days` calendar days after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last day of a label valid `months` from `from`: the day before the same date `months` later (LABEL_VALIDITY_MONTHS). */
export function labelExpiryFrom(from: string, months: number): string {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return addDays(date.toISOString().slice(0, 10), -1);
}

/** From when a renewal of a label whose last day is `expireLe` may be submitted (LABEL_RENEWAL_WINDOW_DAYS before it). */
export const renewableFrom = (expireLe: string, windowDays: number) => addDays(expireLe, -windowDays);

/**
 * A valid label may be renewed from its renewal day until its last day: the submission rule
 * (labellisation-submission.ts) and the screens, which offer "Renouveler" only then.
 */
export function isRenewable(label: { statut: StatutLabellisationId; renouvelableDes: string; expireLe: string }, today: string): boolean {
  return label.statut === StatutLabellisation.ACTIVE && today >= label.renouvelableDes && today <= label.expireLe;
}
