import { and, asc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossiers, scheduledEvents, type ScheduledEventKind } from '../../db/schema/index';
import { DomainError } from '../../../domain/errors';
import { formatDate } from '../../../domain/format';
import { platformToday } from '../../../domain/sme';
import { restoreDossierStatus, runningDeadline, statutsWithDeadline } from '../../../machines/dossierStatus.state';
import type { DeadlineEvent } from '../../../machines/dossierStatus.types';
import { closingDaySetIn } from '../calendar/closing-days';
import { workingDaysBetween } from '../../../domain/working-days';
import { mailAssignedManager, mailBeneficiaryAuthorities } from '../dossiers/effects';
import { findDossier } from '../dossiers/stored';
import { applyDossierEvent, type TransitionSettings } from '../dossiers/transition';
import { deadlineAlertNotice } from '../mail/templates';
import { RETRY_DELAYS_MINUTES } from '../mail/sender';

type ScheduledEvent = typeof scheduledEvents.$inferSelect;

/** When an event is next tried: when due, or when a failure was put off to (the expression of the partial index). */
const NEXT_ATTEMPT = sql<Date>`coalesce(${scheduledEvents.retryAt}, ${scheduledEvents.dueAt})`;

/** Events taken per transaction: it holds their rows locked while it fires them. */
const ROUND_SIZE = 20;

/**
 * A day's first hour in Brussels is past once that day has begun in UTC: an event due then fires on the day
 * it names in Brussels too (Brussels is one or two hours ahead).
 */
const startOfDay = (day: SQL) => sql`(${day})::timestamp at time zone 'UTC'`;
const inStatuts = (statuts: readonly number[]) => sql`${dossiers.statutDossierId} in (${sql.join(statuts.map((s) => sql`${s}`), sql`, `)})`;

/**
 * What each kind plans, from the days the dossier stores (set by the status change that started the
 * deadline): the tacit admissibility and the report's rejection the day after the deadline's last day, the
 * alerts on their days. Dossiers of the older platform stay read-only.
 */
const PLANS: ReadonlyArray<{ kind: ScheduledEventKind; due: SQL; where: SQL }> = [
  { kind: 'ACCEPT_TACITLY', due: startOfDay(sql`${dossiers.dateEcheance} + 1`), where: inStatuts(statutsWithDeadline('admissibilityDeadline')) },
  {
    kind: 'AUTO_REJECT_REPORT',
    due: startOfDay(sql`${dossiers.dateEcheance} + 1`),
    where: sql`${inStatuts(statutsWithDeadline('reportValidationDeadline'))} and ${dossiers.rapportSoumisLe} is not null`,
  },
  { kind: 'DEADLINE_ALERT', due: startOfDay(sql`unnest(${dossiers.datesAlerte})`), where: sql`cardinality(${dossiers.datesAlerte}) > 0` },
];

/**
 * Plans the timed events of every dossier whose deadline runs, idempotently (ON CONFLICT DO NOTHING on one
 * row per kind, dossier and due time), so that any process, at any start, plans what the others might have
 * missed, and a dossier examined again gets the rows of its new deadline.
 */
async function planTimedTransitions(db: Db): Promise<void> {
  for (const { kind, due, where } of PLANS) {
    await db.execute(sql`
      insert into ${scheduledEvents} (kind, dossier_id, due_at)
      select ${kind}, ${dossiers.id}, ${due}
      from ${dossiers}
      where ${where} and ${dossiers.dateEcheance} is not null and ${dossiers.anciennePlateforme} = false
      on conflict do nothing`);
  }
}

/** Fired once the deadline's last day is over: the status machine's guard compares the days. */
const deadlineTransition =
  (type: DeadlineEvent['type'], text: (deadline: string) => string): Fire =>
  async (tx, { dossierId }, now, settings) => {
    const [dossier] = await tx.select({ dateEcheance: dossiers.dateEcheance }).from(dossiers).where(eq(dossiers.id, dossierId));
    if (!dossier?.dateEcheance) return 'Sans objet : aucun délai ne court plus sur ce dossier.';
    const deadline = dossier.dateEcheance;
    await applyDossierEvent(tx, { dossierId, event: { type, today: platformToday(now), deadline }, contactId: null, text: text(deadline), at: now, settings });
    return null;
  };

/** Answers why nothing was done (the event closed as pointless), or null once done. */
type Fire = (tx: Db, event: ScheduledEvent, now: Date, settings: TransitionSettings) => Promise<string | null>;

/** What each kind does; the transitions go through the dossier status machine, whose guard decides. */
const FIRE: Record<ScheduledEventKind, Fire> = {
  AUTO_REJECT_REPORT: deadlineTransition('AUTO_REJECT_REPORT', (d) => `Rapport rejeté automatiquement : le bénéficiaire n'a pas réagi au plus tard le ${formatDate(d)}.`),
  ACCEPT_TACITLY: deadlineTransition('ACCEPT_TACITLY', (d) => `Demande recevable tacitement : l'administration n'a pas décidé au plus tard le ${formatDate(d)}.`),
  // Told to whoever must act: the beneficiary for its report, else the dossier's assigned manager.
  DEADLINE_ALERT: async (tx, { dossierId, dueAt }, now) => {
    const stored = await findDossier(tx, dossierId);
    const kind = stored && runningDeadline(restoreDossierStatus(stored.access));
    const { dateEcheance, datesAlerte } = stored?.row ?? {};
    if (!stored || !kind || !dateEcheance || !datesAlerte?.includes(dueAt.toISOString().slice(0, 10))) return 'Sans objet : le délai a changé depuis.';
    const today = platformToday(now);
    if (today > dateEcheance) return 'Sans objet : le délai est déjà écoulé.';
    const notice = deadlineAlertNotice(stored.row.reference, kind, dateEcheance, workingDaysBetween(today, dateEcheance, await closingDaySetIn(tx)));
    await (kind === 'reportValidationDeadline' ? mailBeneficiaryAuthorities : mailAssignedManager)(tx, stored.row, notice, now);
    return null;
  },
};

/**
 * One round of the scheduler: plans, then fires every due event, oldest first, a batch per transaction until
 * none is left (many fall due together after a stop, or on a deadline shared by many dossiers). Answers how
 * many were fired.
 */
export async function fireDueTransitions(db: Db, settings: TransitionSettings, now = new Date()): Promise<number> {
  await planTimedTransitions(db);
  let fired = 0;
  for (;;) {
    const batch = await fireBatch(db, settings, now);
    fired += batch.fired;
    // Each event taken leaves the due set (fired, closed, or put off to a retry), so the rounds end.
    if (batch.taken < ROUND_SIZE) return fired;
  }
}

/**
 * The oldest due events, taken FOR UPDATE SKIP LOCKED, so that two API processes never fire one twice; each
 * fires in a savepoint of its own. An event the machine refuses (the dossier moved on: the beneficiary decided
 * in time) is closed with the reason; any other failure is kept and retried later (the mail sender's delays,
 * then every 12 hours).
 */
async function fireBatch(db: Db, settings: TransitionSettings, now: Date): Promise<{ taken: number; fired: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(scheduledEvents)
      .where(and(isNull(scheduledEvents.firedAt), lte(NEXT_ATTEMPT, now)))
      .orderBy(asc(NEXT_ATTEMPT), asc(scheduledEvents.id))
      .limit(ROUND_SIZE)
      .for('update', { skipLocked: true });
    let fired = 0;
    for (const event of due) {
      const attempts = event.attempts + 1;
      const done = (lastError: string | null) => tx.update(scheduledEvents).set({ firedAt: now, attempts, lastError }).where(eq(scheduledEvents.id, event.id));
      try {
        const fire = FIRE[event.kind];
        if (!fire) throw new Error(`Événement planifié inconnu : ${event.kind}.`);
        const pointless = await tx.transaction((savepoint) => fire(savepoint, event, now, settings));
        await done(pointless);
        if (pointless === null) fired += 1;
      } catch (error) {
        if (error instanceof DomainError && error.code === 'InvalidTransition') {
          await done(`Sans objet : ${error.message}`);
          continue;
        }
        const delay = RETRY_DELAYS_MINUTES[Math.min(attempts, RETRY_DELAYS_MINUTES.length) - 1]!;
        await tx
          .update(scheduledEvents)
          .set({ attempts, lastError: String((error as Error).message ?? error).slice(0, 1000), retryAt: new Date(now.getTime() + delay * 60_000) })
          .where(eq(scheduledEvents.id, event.id));
      }
    }
    return { taken: due.length, fired };
  });
}
