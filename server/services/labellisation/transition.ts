import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { avisLabellisation, demandeLabellisationHistory, demandesLabellisation } from '../../db/schema/index';
import { conflict, invalidTransition, notFound } from '../../../domain/errors';
import { DecisionLabellisation, TypeDemandeLabellisation, type AvisLabellisationId, type DecisionLabellisationId } from '../../../domain/labellisation';
import type { LabellisationRequestEvent, LabellisationRequestEventType } from '../../../machines/labellisationRequest.machine';
import type { DemandeRow } from './demande-row';
import { nextLabellisationRequest } from '../../../machines/labellisationRequest.state';
import { labellisationDecisionNotice, labellisationDrcAnsweredNotice } from '../mail/templates';
import type { LabellisationDecision } from '../mail/templates/labellisation';
import { mailOrganisationAuthorities } from '../mail/organisation-authorities';
import { mailDrcAsker } from './drc-notice';
import { competenceRequestEffects } from './expert-competences';
import { grantLabel } from './labels';
import { labellisationDecided } from '../webhooks/events';

export const DEMANDE_TRANSITION_REFUSED = "Cette action n'est pas possible dans l'état actuel de la demande.";

/** How a decision event ends the examination. */
const DECISION_OF: Partial<Record<LabellisationRequestEventType, DecisionLabellisationId>> = {
  VALIDATE: DecisionLabellisation.VALIDEE,
  REFUSE: DecisionLabellisation.REFUSEE,
  CLOSE_WITHOUT_FOLLOW_UP: DecisionLabellisation.CLOTUREE_SANS_SUITE,
};

export interface DemandeEventInput {
  demandeId: number;
  event: LabellisationRequestEvent;
  /** Who sent it; null for the platform itself. */
  contactId: number | null;
  /** The justification, question or answer that came with it, kept in the history. */
  text?: string | null;
  expectedVersion?: number;
  at?: Date;
  /** The submission group a SUBMIT belongs to. */
  groupeId?: number;
  /** The centre's opinion a RECORD_OPINION records. */
  opinion?: { droitId: number; avis: AvisLabellisationId };
  /** How long a label granted or renewed is valid. */
  validityMonths: number;
  /** Checks the caller's right on the request as read inside the transaction. */
  authorize?: (demande: DemandeRow, tx: Db) => void | Promise<void>;
}

/**
 * Applies an event to a request through its machine, inside the caller's transaction: restores its state,
 * refuses what the machine does not accept (409), performs the machine's effects (the submission's date and
 * group, the label granted, the opinion recorded), writes the history row, and updates only the version it
 * read, so that of two concurrent changes one fails (409 Conflict).
 */
export async function applyDemandeEvent(tx: Db, input: DemandeEventInput): Promise<DemandeRow> {
  const at = input.at ?? new Date();
  const [demande] = await tx.select().from(demandesLabellisation).where(eq(demandesLabellisation.id, input.demandeId)).for('update');
  if (!demande) throw notFound();
  await input.authorize?.(demande, tx);
  if (input.expectedVersion !== undefined && input.expectedVersion !== demande.version) throw conflict();
  const step = nextLabellisationRequest(demande.statut, input.event);
  if (!step) throw invalidTransition(DEMANDE_TRANSITION_REFUSED);
  const patch: Partial<DemandeRow> = {};
  const competenceValidation = demande.type === TypeDemandeLabellisation.VALIDATION_COMPETENCE;
  for (const effect of step.effects) {
    if (effect === 'recordSubmission') Object.assign(patch, { soumiseLe: at, groupeId: input.groupeId ?? null });
    // An expert competence validation grants its competences (below), not a label.
    if (effect === 'grantLabel' && !competenceValidation) patch.labelId = await grantLabel(tx, demande, { at, contactId: input.contactId, validityMonths: input.validityMonths });
    if (effect === 'notifyProvider') {
      const notice = labellisationDecisionNotice(demande.reference, input.event.type as LabellisationDecision, input.text ?? null);
      await mailOrganisationAuthorities(tx, demande.organisationId, { kind: 'DOSSIER', ...notice, at });
    }
    if (effect === 'notifyAdministration') await mailDrcAsker(tx, demande, labellisationDrcAnsweredNotice(demande.reference, input.text ?? null), at);
    if (effect === 'recordOpinion') {
      if (!input.opinion || input.contactId === null) throw new Error('An opinion needs its centre and its verdict.');
      await tx.insert(avisLabellisation).values({ demandeId: demande.id, contactId: input.contactId, droitId: input.opinion.droitId, avis: input.opinion.avis, commentaire: input.text ?? '', at });
    }
  }
  if (competenceValidation) await competenceRequestEffects(tx, demande, input.event.type, { at, contactId: input.contactId, validityMonths: input.validityMonths });
  const decision = DECISION_OF[input.event.type];
  if (decision !== undefined) Object.assign(patch, { decision, traiteeLe: at });
  const [updated] = await tx
    .update(demandesLabellisation)
    .set({ ...patch, statut: step.statut, version: demande.version + 1, updatedAt: at })
    .where(and(eq(demandesLabellisation.id, demande.id), eq(demandesLabellisation.version, demande.version)))
    .returning();
  if (!updated) throw conflict();
  await tx.insert(demandeLabellisationHistory).values({
    demandeId: demande.id,
    contactId: input.contactId,
    at,
    fromStatut: demande.statut,
    toStatut: step.statut,
    event: input.event.type,
    texte: input.text ?? null,
  });
  if (decision !== undefined) {
    await labellisationDecided(tx, { demandeId: demande.id, reference: demande.reference, organisationId: demande.organisationId, event: input.event.type, decision, statut: step.statut, at });
  }
  return updated;
}

/** A request, or null. */
export async function findDemande(db: Db, id: number): Promise<DemandeRow | null> {
  const [row] = await db.select().from(demandesLabellisation).where(eq(demandesLabellisation.id, id));
  return row ?? null;
}
