import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossiers, scheduledEvents, type ScheduledEventKind } from '../../db/schema/index';
import { ApiError } from '../../http/errors';
import { StatutDossier } from '../../../domain/dossier-status';
import { DAY_MS } from '../dossiers/auto-reject';
import { applyDossierEvent } from '../dossiers/transition';
import { RETRY_DELAYS_MINUTES } from '../mail/sender';

/** The delays the timed transitions read from the settings. */
export interface Deadlines {
  /** REPORT_AUTO_REJECT_DAYS: a report left unanswered by the beneficiary is rejected after that many days. */
  reportAutoRejectDays: number;
}

type ScheduledEvent = typeof scheduledEvents.$inferSelect;

/** Events taken per round: a round holds their rows locked while it fires them. */
const ROUND_SIZE = 20;

/**
 * Plans the timed transitions of every dossier whose clock runs, idempotently (ON CONFLICT DO NOTHING on
 * the one row per kind and dossier), so that any process, at any start, plans what the others might have
 * missed: here, the rejection of each report waiting for its beneficiary (status 6, submitted), due
 * REPORT_AUTO_REJECT_DAYS after its submission. Dossiers of the older platform stay read-only.
 */
async function planTimedTransitions(db: Db, { reportAutoRejectDays }: Deadlines): Promise<void> {
  await db.execute(sql`
    insert into ${scheduledEvents} (kind, dossier_id, due_at)
    select ${'AUTO_REJECT_REPORT' satisfies ScheduledEventKind}, ${dossiers.id}, ${dossiers.rapportSoumisLe} + make_interval(days => ${reportAutoRejectDays})
    from ${dossiers}
    where ${dossiers.statutDossierId} = ${StatutDossier.DOSSIER_PRESTATION_CONFIRME}
      and ${dossiers.rapportSoumisLe} is not null
      and ${dossiers.anciennePlateforme} = false
    on conflict do nothing`);
}

/** What each kind sends, through its machine (the dossier status machine's guard decides). */
const FIRE: Record<ScheduledEventKind, (tx: Db, event: ScheduledEvent, now: Date, deadlines: Deadlines) => Promise<void>> = {
  AUTO_REJECT_REPORT: async (tx, { dossierId }, now, { reportAutoRejectDays: delayDays }) => {
    const [dossier] = await tx.select({ rapportSoumisLe: dossiers.rapportSoumisLe }).from(dossiers).where(eq(dossiers.id, dossierId));
    const inactiveDays = Math.floor((now.getTime() - (dossier?.rapportSoumisLe?.getTime() ?? now.getTime())) / DAY_MS);
    await applyDossierEvent(tx, {
      dossierId,
      event: { type: 'AUTO_REJECT_REPORT', inactiveDays, delayDays },
      contactId: null,
      text: `Rapport rejeté automatiquement après ${inactiveDays} jours sans réaction du bénéficiaire.`,
      at: now,
    });
  },
};

/**
 * One round of the scheduler: plans, then fires the due events, oldest first. The due rows are taken FOR
 * UPDATE SKIP LOCKED, so that two API processes never fire one twice; each fires in a savepoint of its own.
 * An event the machine refuses (the dossier moved on: the beneficiary decided in time) is closed with the
 * reason; any other failure is kept and retried later (the mail sender's delays, then every 12 hours).
 * Answers how many were fired.
 */
export async function fireDueTransitions(db: Db, deadlines: Deadlines, now = new Date()): Promise<number> {
  await planTimedTransitions(db, deadlines);
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(scheduledEvents)
      .where(and(isNull(scheduledEvents.firedAt), lte(scheduledEvents.dueAt, now)))
      .orderBy(asc(scheduledEvents.dueAt), asc(scheduledEvents.id))
      .limit(ROUND_SIZE)
      .for('update', { skipLocked: true });
    let fired = 0;
    for (const event of due) {
      const attempts = event.attempts + 1;
      const done = (lastError: string | null) => tx.update(scheduledEvents).set({ firedAt: now, attempts, lastError }).where(eq(scheduledEvents.id, event.id));
      try {
        const fire = FIRE[event.kind];
        if (!fire) throw new Error(`Événement planifié inconnu : ${event.kind}.`);
        await tx.transaction((savepoint) => fire(savepoint, event, now, deadlines));
        await done(null);
        fired += 1;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'InvalidTransition') {
          await done(`Sans objet : ${error.message}`);
          continue;
        }
        const delay = RETRY_DELAYS_MINUTES[Math.min(attempts, RETRY_DELAYS_MINUTES.length) - 1]!;
        await tx
          .update(scheduledEvents)
          .set({ attempts, lastError: String((error as Error).message ?? error).slice(0, 1000), dueAt: new Date(now.getTime() + delay * 60_000) })
          .where(eq(scheduledEvents.id, event.id));
      }
    }
    return fired;
  });
}
