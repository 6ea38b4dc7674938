import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactCompetenceHistory, contactCompetences, demandeCompetences } from '../../db/schema/index';
import { DomainError, conflict, invalidTransition, notFound } from '../../../domain/errors';
import { StatutChequeExpert } from '../../../domain/labellisation';
import { labelExpiryFrom } from '../../../domain/label-validity';
import { platformToday } from '../../../domain/sme';
import type { ExpertCompetenceEvent, ExpertCompetenceEventType } from '../../../machines/expertCompetence.machine';
import { nextExpertCompetence } from '../../../machines/expertCompetence.state';
import type { LabellisationRequestEventType } from '../../../machines/labellisationRequest.machine';
import type { DemandeRow } from './demande-row';

export type ExpertCompetenceRow = typeof contactCompetences.$inferSelect;

const VOUCHER_TRANSITION_REFUSED = "Cette action n'est pas possible dans l'état actuel de la compétence.";

interface VoucherEventInput {
  expertId: number;
  competenceId: number;
  event: ExpertCompetenceEvent;
  contactId: number | null;
  text?: string | null;
  at: Date;
  /** How long a validated competence stays eligible (LABEL_VALIDITY_MONTHS). */
  validityMonths?: number;
  /** The request and provider that change it (a request's decision). */
  demande?: Pick<DemandeRow, 'id' | 'organisationId'>;
  expectedVersion?: number;
}

/** The expert's competence, or null when the expert never had it. */
export async function findExpertCompetence(db: Db, expertId: number, competenceId: number): Promise<ExpertCompetenceRow | null> {
  const [voucher] = await db.select().from(contactCompetences).where(and(eq(contactCompetences.contactId, expertId), eq(contactCompetences.competenceId, competenceId)));
  return voucher ?? null;
}

/**
 * Applies an event to an expert's competence through its machine, with its history row: 404 when the expert
 * never had it, 409 when the machine refuses the event or the version read is stale. A grant is dated today and
 * lasts `validityMonths`.
 */
export async function applyExpertCompetenceEvent(tx: Db, input: VoucherEventInput): Promise<ExpertCompetenceRow> {
  const key = and(eq(contactCompetences.contactId, input.expertId), eq(contactCompetences.competenceId, input.competenceId));
  const [voucher] = await tx.select().from(contactCompetences).where(key).for('update');
  if (!voucher) throw notFound();
  if (input.expectedVersion !== undefined && input.expectedVersion !== voucher.version) throw conflict();
  const step = nextExpertCompetence(voucher.statut, input.event);
  if (!step) throw invalidTransition(VOUCHER_TRANSITION_REFUSED);
  const patch: Partial<ExpertCompetenceRow> = input.demande ? { demandeId: input.demande.id, organisationId: input.demande.organisationId } : {};
  if (step.effects.includes('recordGrant')) {
    if (input.validityMonths === undefined) throw new Error('A grant needs its validity.');
    const today = platformToday(input.at);
    Object.assign(patch, { accordeLe: today, expireLe: labelExpiryFrom(today, input.validityMonths) });
  }
  const [updated] = await tx
    .update(contactCompetences)
    .set({ ...patch, statut: step.statut, version: voucher.version + 1, updatedAt: input.at })
    .where(and(key, eq(contactCompetences.version, voucher.version)))
    .returning();
  if (!updated) throw conflict();
  await tx.insert(contactCompetenceHistory).values({
    contactId: input.expertId,
    competenceId: input.competenceId,
    auteurId: input.contactId,
    at: input.at,
    fromStatut: voucher.statut,
    toStatut: updated.statut,
    event: input.event.type,
    texte: input.text ?? null,
    expireLe: updated.expireLe,
  });
  return updated;
}

/**
 * What each event of a competence validation does to the vouchers of the competences it asks for: submitted, it
 * asks for them; validated, they become eligible; refused, closed without follow-up or cancelled once submitted,
 * they are refused (a renewal stays eligible).
 */
const VOUCHER_EVENT_OF: Partial<Record<LabellisationRequestEventType, ExpertCompetenceEventType>> = {
  SUBMIT: 'REQUEST',
  VALIDATE: 'VALIDATE',
  REFUSE: 'REFUSE',
  CLOSE_WITHOUT_FOLLOW_UP: 'REFUSE',
  CANCEL: 'REFUSE',
};

/**
 * The host effect of a competence validation's event on its expert's vouchers, in the request's transaction.
 * A competence asked for the first time gets its voucher, in analysis.
 */
export async function competenceRequestEffects(
  tx: Db,
  demande: DemandeRow,
  eventType: LabellisationRequestEventType,
  { at, contactId, validityMonths }: { at: Date; contactId: number | null; validityMonths: number },
): Promise<void> {
  const type = VOUCHER_EVENT_OF[eventType];
  // A request cancelled before its submission asked for nothing yet.
  if (!type || demande.expertId === null || (demande.soumiseLe === null && type !== 'REQUEST')) return;
  const asked = await tx
    .select({ id: demandeCompetences.competenceId, voucher: contactCompetences })
    .from(demandeCompetences)
    .leftJoin(contactCompetences, and(eq(contactCompetences.competenceId, demandeCompetences.competenceId), eq(contactCompetences.contactId, demande.expertId)))
    .where(eq(demandeCompetences.demandeId, demande.id));
  for (const { id: competenceId, voucher } of asked) {
    // An end without validation leaves alone a competence the administration withdrew meanwhile.
    if (type === 'REFUSE' && (voucher?.demandeId !== demande.id || !nextExpertCompetence(voucher.statut, { type }))) continue;
    if (type === 'REQUEST') {
      const [inserted] = await tx
        .insert(contactCompetences)
        .values({ contactId: demande.expertId, competenceId, organisationId: demande.organisationId, demandeId: demande.id, statut: StatutChequeExpert.EN_ANALYSE, updatedAt: at })
        .onConflictDoNothing()
        .returning();
      if (inserted) {
        await tx.insert(contactCompetenceHistory).values({ contactId: demande.expertId, competenceId, auteurId: contactId, at, toStatut: inserted.statut, event: type });
        continue;
      }
    }
    await applyExpertCompetenceEvent(tx, { expertId: demande.expertId, competenceId, event: { type } as ExpertCompetenceEvent, contactId, at, validityMonths, demande });
  }
}

/**
 * The scheduler's sweep: every eligible (or renewing) competence whose last day is over expires through its
 * machine, each in its own transaction; one another process changed meanwhile is skipped. Answers how many.
 */
export async function expireExpertCompetences(db: Db, now: Date): Promise<number> {
  const today = platformToday(now);
  const due = await db
    .select({ expertId: contactCompetences.contactId, competenceId: contactCompetences.competenceId, expireLe: contactCompetences.expireLe })
    .from(contactCompetences)
    .where(and(inArray(contactCompetences.statut, [StatutChequeExpert.ELIGIBLE, StatutChequeExpert.EN_RENOUVELLEMENT]), lt(contactCompetences.expireLe, today)));
  let expired = 0;
  for (const voucher of due) {
    try {
      await db.transaction((tx) =>
        applyExpertCompetenceEvent(tx, { expertId: voucher.expertId, competenceId: voucher.competenceId, event: { type: 'EXPIRE', today, expiry: voucher.expireLe! }, contactId: null, at: now }),
      );
      expired += 1;
    } catch (error) {
      if (!(error instanceof DomainError && (error.code === 'InvalidTransition' || error.code === 'Conflict'))) throw error;
    }
  }
  return expired;
}
