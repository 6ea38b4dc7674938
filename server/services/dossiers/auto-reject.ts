import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossiers } from '../../db/schema/index';
import { ApiError } from '../../http/errors';
import { StatutDossier } from '../../../domain/dossier-status';
import { restoreDossierStatus } from '../../../machines/dossierStatus.state';
import { applyDossierEvent } from './transition';
import type { StoredDossier } from './stored';

const DAY_MS = 24 * 60 * 60 * 1000;

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

/**
 * Sends AUTO_REJECT_REPORT to every report left unanswered for the configured number of days; the
 * machine's guard decides. A dossier changed meanwhile (409) is simply left alone. Dossiers of the
 * older platform are read-only, even for the platform itself. Returns how many were rejected.
 */
export async function rejectUnansweredReports(db: Db, { delayDays, now = new Date() }: { delayDays: number; now?: Date }) {
  const due = await db
    .select({ id: dossiers.id, rapportSoumisLe: dossiers.rapportSoumisLe })
    .from(dossiers)
    .where(
      and(
        eq(dossiers.statutDossierId, StatutDossier.DOSSIER_PRESTATION_CONFIRME),
        eq(dossiers.anciennePlateforme, false),
        isNotNull(dossiers.rapportSoumisLe),
        lte(dossiers.rapportSoumisLe, new Date(now.getTime() - delayDays * DAY_MS)),
      ),
    );
  let rejected = 0;
  for (const { id, rapportSoumisLe } of due) {
    const inactiveDays = Math.floor((now.getTime() - rapportSoumisLe!.getTime()) / DAY_MS);
    try {
      await applyDossierEvent(db, {
        dossierId: id,
        event: { type: 'AUTO_REJECT_REPORT', inactiveDays, delayDays },
        contactId: null,
        text: `Rapport rejeté automatiquement après ${inactiveDays} jours sans réaction du bénéficiaire.`,
        at: now,
      });
      rejected += 1;
    } catch (error) {
      if (!(error instanceof ApiError && error.statusCode === 409)) throw error;
    }
  }
  return rejected;
}
