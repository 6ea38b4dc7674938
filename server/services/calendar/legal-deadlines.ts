import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { platformToday } from '../../../domain/sme';
import type { DeadlineKind } from '../../../machines/dossierStatus.state';
import { closingDaySetIn } from './closing-days';
import { addWorkingDays } from '../../../domain/working-days';

/** The legal delays, in working days, and the alert's lead (settings, README "Deadlines"). */
export type LegalDelays = Pick<ServerConfig, 'admissibilityDays' | 'reportAutoRejectDays' | 'reportCheckDays' | 'deadlineAlertDays'>;

const DELAY: Record<DeadlineKind, (delays: LegalDelays) => number> = {
  admissibilityDeadline: (d) => d.admissibilityDays,
  reportValidationDeadline: (d) => d.reportAutoRejectDays,
  reportCheckDeadline: (d) => d.reportCheckDays,
};

/** What a dossier stores of its running deadline: its last day, and the days whoever must act is alerted. */
export interface DeadlineDays {
  dateEcheance: string | null;
  datesAlerte: string[];
}

/**
 * The deadline a dossier gets on entering a state of the status machine on `at`: its clock starts on that
 * day in Brussels and runs for the delay in Belgian working days (closing days left out), the last one
 * included; none where no clock runs. Each alert falls its number of `deadlineAlertDays` working days before
 * the last day, and is left out when that is not after the start (a delay no longer than the alert's lead).
 */
export async function deadlineDays(tx: Db, kind: DeadlineKind | null, at: Date, delays: LegalDelays): Promise<DeadlineDays> {
  if (kind === null) return { dateEcheance: null, datesAlerte: [] };
  const closingDays = await closingDaySetIn(tx);
  const start = platformToday(at);
  const dateEcheance = addWorkingDays(start, DELAY[kind](delays), closingDays);
  const alerts = delays.deadlineAlertDays.map((lead) => addWorkingDays(dateEcheance, -lead, closingDays)).filter((day) => day > start);
  return { dateEcheance, datesAlerte: [...new Set(alerts)].sort() };
}
