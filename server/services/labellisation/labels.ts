import { and, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { labelHistory, labels } from '../../db/schema/index';
import { DomainError, conflict, invalidTransition, notFound } from '../../../domain/errors';
import { StatutLabellisation } from '../../../domain/labellisation';
import { addDays, labelExpiryFrom } from '../../../domain/label-validity';
import { platformToday } from '../../../domain/sme';
import type { LabelEvent } from '../../../machines/label.machine';
import { nextLabelStatut } from '../../../machines/label.state';

export type LabelRow = typeof labels.$inferSelect;

const LABEL_TRANSITION_REFUSED = "Cette action n'est pas possible dans l'état actuel du label.";

interface LabelEventInput {
  labelId: number;
  event: LabelEvent;
  contactId: number | null;
  text?: string | null;
  at: Date;
  /** A renewal's new last day. */
  expireLe?: string;
  expectedVersion?: number;
}

/** The label, or null when there is none. */
export async function findLabel(db: Db, labelId: number): Promise<LabelRow | null> {
  const [label] = await db.select().from(labels).where(eq(labels.id, labelId));
  return label ?? null;
}

/** Applies an event through the label machine, with its history row; 409 when the machine refuses it. */
export async function applyLabelEvent(tx: Db, input: LabelEventInput): Promise<LabelRow> {
  const [label] = await tx.select().from(labels).where(eq(labels.id, input.labelId)).for('update');
  if (!label) throw notFound();
  if (input.expectedVersion !== undefined && input.expectedVersion !== label.version) throw conflict();
  const statut = nextLabelStatut(label.statut, input.event);
  if (statut === null) throw invalidTransition(LABEL_TRANSITION_REFUSED);
  const expireLe = input.expireLe ?? label.expireLe;
  const [updated] = await tx.update(labels).set({ statut, expireLe, version: label.version + 1, updatedAt: input.at }).where(eq(labels.id, label.id)).returning();
  await tx.insert(labelHistory).values({
    labelId: label.id,
    contactId: input.contactId,
    at: input.at,
    fromStatut: label.statut,
    toStatut: statut,
    event: input.event.type,
    texte: input.text ?? null,
    expireLe,
  });
  return updated!;
}

/** What a validated request grants: a new label valid `validityMonths` from today, or its label renewed from its current last day. */
export async function grantLabel(
  tx: Db,
  demande: { organisationId: number; type: LabelRow['type']; thematiqueId: number | null; labelId: number | null },
  { at, contactId, validityMonths }: { at: Date; contactId: number | null; validityMonths: number },
): Promise<number> {
  const today = platformToday(at);
  if (demande.labelId !== null) {
    const [label] = await tx.select({ expireLe: labels.expireLe }).from(labels).where(eq(labels.id, demande.labelId));
    if (!label) throw notFound();
    const from = addDays(label.expireLe > today ? label.expireLe : today, 1);
    await applyLabelEvent(tx, { labelId: demande.labelId, event: { type: 'RENEW' }, contactId, at, expireLe: labelExpiryFrom(from, validityMonths) });
    return demande.labelId;
  }
  const expireLe = labelExpiryFrom(today, validityMonths);
  const [label] = await tx
    .insert(labels)
    .values({ organisationId: demande.organisationId, type: demande.type, thematiqueId: demande.thematiqueId, statut: StatutLabellisation.ACTIVE, accordeLe: today, expireLe, updatedAt: at })
    .returning({ id: labels.id });
  await tx.insert(labelHistory).values({ labelId: label!.id, contactId, at, toStatut: StatutLabellisation.ACTIVE, event: 'GRANT', expireLe });
  return label!.id;
}

/**
 * The scheduler's sweep: every label whose last day is over expires through the label machine (whose guard
 * compares the days), each in its own transaction. A label another process expired meanwhile is skipped;
 * any other failure stops the sweep, which the next round starts again. Answers how many expired.
 */
export async function expireLabels(db: Db, now: Date): Promise<number> {
  const today = platformToday(now);
  const due = await db
    .select({ id: labels.id, expireLe: labels.expireLe })
    .from(labels)
    .where(and(ne(labels.statut, StatutLabellisation.EXPIREE), lt(labels.expireLe, today)));
  let expired = 0;
  for (const label of due) {
    try {
      await db.transaction((tx) => applyLabelEvent(tx, { labelId: label.id, event: { type: 'EXPIRE', today, expiry: label.expireLe }, contactId: null, at: now }));
      expired += 1;
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'InvalidTransition')) throw error;
    }
  }
  return expired;
}
