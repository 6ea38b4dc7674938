import type { Db } from '../../db/client';
import { rapportsPrestation } from '../../db/schema/index';
import { invalidTransition } from '../../../domain/errors';
import type { ServiceReportEvent } from '../../../machines/serviceReport.machine';
import { DOCUMENT_EVENT_OF_DECISION, nextServiceReport, reportDecisionOf } from '../../../machines/serviceReport.state';
import { applyDocumentEvent } from '../documents/transition';
import { findReport, reportFacts, type ReportRow } from './stored';
import { serviceReportDecided } from '../webhooks/events';

type ReportPatch = Partial<typeof rapportsPrestation.$inferInsert>;

export interface ReportEventInput {
  dossierId: number;
  event: ServiceReportEvent;
  /** Who acts; null for the platform (the automatic rejection). */
  contactId: number | null;
  at: Date;
  /** What the event writes besides the step: the saved fields, the new document's id. */
  patch?: ReportPatch;
}

/**
 * Applies a report event through its machine, in the caller's transaction: restores the stored report's
 * state (a new one when there is no row), refuses what the machine does not accept (409 InvalidTransition),
 * performs its effect (a new invoice invalidates the activity report, which is then refused automatically),
 * and writes the new step with the event's patch. A decision also settles the documents' statuses.
 */
export async function applyReportEvent(tx: Db, input: ReportEventInput): Promise<ReportRow> {
  const stored = await findReport(tx, input.dossierId, 'update');
  const facts = reportFacts(stored);
  const next = nextServiceReport(facts, input.event);
  if (!next) throw invalidTransition();
  const patch: ReportPatch = { ...input.patch, etape: next.etape, updatedBy: input.contactId, updatedAt: input.at };
  if (next.effects.includes('invalidateActivityReport')) {
    await applyDocumentEvent(tx, { documentIds: [stored?.rapportActiviteDocumentId ?? null], event: { type: 'REFUSE_AUTOMATICALLY' }, contactId: input.contactId, at: input.at });
    patch.rapportActiviteDocumentId = null;
  }
  const decision = reportDecisionOf(input.event);
  if (decision) {
    patch.decision = decision;
    await applyDocumentEvent(tx, {
      documentIds: [stored?.factureDocumentId ?? null, stored?.rapportActiviteDocumentId ?? null],
      event: { type: DOCUMENT_EVENT_OF_DECISION[decision] },
      contactId: input.contactId,
      at: input.at,
    });
    await serviceReportDecided(tx, { dossierId: input.dossierId, event: input.event.type, decision, at: input.at });
  }
  const [row] = await tx
    .insert(rapportsPrestation)
    .values({ dossierId: input.dossierId, ...patch, etape: next.etape })
    .onConflictDoUpdate({ target: rapportsPrestation.dossierId, set: patch })
    .returning();
  return row!;
}

/** Whether the stored report would accept the event now (the routes' checks, before the dossier's status moves). */
export async function reportAccepts(db: Db, dossierId: number, event: ServiceReportEvent): Promise<boolean> {
  return nextServiceReport(reportFacts(await findReport(db, dossierId)), event) !== null;
}
