import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossiers } from '../../db/schema/index';
import type { DecisionLabellisationId } from '../../../domain/labellisation';
import type { ReportDecision } from '../../../machines/serviceReport.state';
import { enqueueWebhookEvent } from './enqueue';

/**
 * The three events a receiver may subscribe to, each called by its lifecycle's single status-write path in the
 * transaction of the change (docs/webhooks.md lists their `data`).
 */

/** A dossier's status moved (an event that leaves the status as it was tells nothing to a receiver). */
export async function dossierStatusChanged(
  tx: Db,
  change: { dossierId: number; reference: string; event: string; fromStatut: number; toStatut: number; at: Date },
): Promise<void> {
  if (change.fromStatut === change.toStatut) return;
  const { at, ...data } = change;
  await enqueueWebhookEvent(tx, { type: 'dossier.status_changed', at, data, dossierId: change.dossierId, reference: change.reference });
}

/** A labellisation request was decided: validated, refused or closed without follow-up. */
export async function labellisationDecided(
  tx: Db,
  decided: { demandeId: number; reference: string; organisationId: number; event: string; decision: DecisionLabellisationId; statut: number; at: Date },
): Promise<void> {
  const { at, ...data } = decided;
  await enqueueWebhookEvent(tx, { type: 'labellisation.decided', at, data, demandeId: decided.demandeId, reference: decided.reference });
}

/** A service report was decided: validated or refused by the beneficiary, or rejected when their delay ran out. */
export async function serviceReportDecided(tx: Db, decided: { dossierId: number; event: string; decision: ReportDecision; at: Date }): Promise<void> {
  const [dossier] = await tx.select({ reference: dossiers.reference }).from(dossiers).where(eq(dossiers.id, decided.dossierId));
  const { at, ...data } = decided;
  const reference = dossier?.reference ?? null;
  await enqueueWebhookEvent(tx, { type: 'service_report.decided', at, data: { ...data, reference }, dossierId: decided.dossierId, reference });
}
