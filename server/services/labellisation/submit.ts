import { and, eq, inArray, ne } from 'drizzle-orm';
import { transition } from 'xstate';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { demandesLabellisation, groupesSoumission, labels, thematiques } from '../../db/schema/index';
import { forbidden, invalidFields } from '../../../domain/errors';
import { StatutDemandeLabellisation, StatutLabellisation, TypeDemandeLabellisation } from '../../../domain/labellisation';
import { completionProblems } from '../../../domain/labellisation-completion';
import { submissionProblems, type SubmissionFacts } from '../../../domain/labellisation-submission';
import { platformToday } from '../../../domain/sme';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { mayActForProvider } from '../../../machines/access/labellisationAccess';
import { submissionGroupMachine } from '../../../machines/submissionGroup.machine';
import { documentTypeCodes, findProvider } from './read';
import { applyDemandeEvent } from './transition';
import type { DemandeRow } from './demande-row';

export const ONLY_IN_INTRODUCTION = 'Seules les demandes en introduction de ce prestataire peuvent être soumises : actualisez la liste.';

/**
 * What the submission rules read (domain/labellisation-submission.ts): the selected requests of the provider
 * still in introduction (another id is refused field by field), its valid system access, today and the window.
 */
async function submissionFacts(tx: Db, config: ServerConfig, organisationId: number, demandeIds: readonly number[], at: Date): Promise<{ facts: SubmissionFacts; demandes: DemandeRow[] }> {
  const rows = demandeIds.length
    ? await tx
        .select({ demande: demandesLabellisation, restreint: thematiques.contexteRestreint, labelExpiry: labels.expireLe, documentTypes: documentTypeCodes })
        .from(demandesLabellisation)
        .leftJoin(thematiques, eq(thematiques.id, demandesLabellisation.thematiqueId))
        .leftJoin(labels, eq(labels.id, demandesLabellisation.labelId))
        // Expert competence validations are submitted on their own (competence-submit.ts).
        .where(and(inArray(demandesLabellisation.id, [...demandeIds]), eq(demandesLabellisation.organisationId, organisationId), ne(demandesLabellisation.type, TypeDemandeLabellisation.VALIDATION_COMPETENCE)))
        .for('update', { of: demandesLabellisation })
    : [];
  const usable = rows.filter((r) => r.demande.statut === StatutDemandeLabellisation.EN_INTRODUCTION);
  if (usable.length !== demandeIds.length) {
    throw invalidFields([{ field: 'demandeIds', message: ONLY_IN_INTRODUCTION }]);
  }
  const [systemAccess] = await tx
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.organisationId, organisationId), eq(labels.type, TypeDemandeLabellisation.ACCES_SYSTEME), eq(labels.statut, StatutLabellisation.ACTIVE)))
    .limit(1);
  const facts: SubmissionFacts = {
    requests: usable.map(({ demande, restreint, labelExpiry, documentTypes }) => ({
      reference: demande.reference,
      type: demande.type,
      contexteRestreint: restreint ?? false,
      complete: completionProblems({ ...demande, documentTypes }).length === 0,
      renewalOf: demande.labelId !== null && labelExpiry ? { expiry: labelExpiry } : null,
    })),
    systemAccessGranted: systemAccess !== undefined,
    today: platformToday(at),
    renewalWindowDays: config.labels.renewalWindowDays,
  };
  return { facts, demandes: usable.map((r) => r.demande) };
}

function requireSubmitter(caller: DossierCaller, organisationId: number) {
  if (!mayActForProvider(caller, organisationId, 'submit')) throw forbidden();
}

/** The submission wizard's check of its selection: why it may not be submitted, nothing changed. */
export async function checkSubmission(db: Db, config: ServerConfig, caller: DossierCaller, organisationId: number, demandeIds: readonly number[], at = new Date()) {
  await findProvider(db, organisationId);
  requireSubmitter(caller, organisationId);
  return db.transaction(async (tx) => ({ problemes: submissionProblems((await submissionFacts(tx, config, organisationId, demandeIds, at)).facts) }));
}

/**
 * Submits the selection as one group, through the submission-group machine (from its confirmation step) and
 * each request's machine, in one transaction: a broken rule is a 400 naming every problem, and nothing is kept.
 */
export async function submitGroup(db: Db, config: ServerConfig, caller: DossierCaller, organisationId: number, demandeIds: readonly number[], at = new Date()) {
  await findProvider(db, organisationId);
  requireSubmitter(caller, organisationId);
  return db.transaction(async (tx) => submitSelection(tx, config, caller, organisationId, await submissionFacts(tx, config, organisationId, demandeIds, at), at));
}

/** The group's submission once its facts are read (recognitions and competence validations alike). */
export async function submitSelection(tx: Db, config: ServerConfig, caller: DossierCaller, organisationId: number, { facts, demandes }: { facts: SubmissionFacts; demandes: DemandeRow[] }, at: Date) {
  const confirmation = submissionGroupMachine.resolveState({ value: 'confirmation' });
  const event = { type: 'SUBMIT', facts } as const;
  if (!confirmation.can(event)) throw invalidFields(submissionProblems(facts).map((message) => ({ field: 'demandeIds', message })));
  const [, actions] = transition(submissionGroupMachine, confirmation, event);
  const [groupe] = await tx.insert(groupesSoumission).values({ organisationId, soumisPar: caller.contactId, soumisLe: at }).returning();
  if (actions.some((action) => action.type === 'submitRequests')) {
    for (const demande of demandes) {
      await applyDemandeEvent(tx, { demandeId: demande.id, event: { type: 'SUBMIT' }, contactId: caller.contactId, at, groupeId: groupe!.id, validityMonths: config.labels.validityMonths });
    }
  }
  return { groupeId: groupe!.id, demandeIds: demandes.map((d) => d.id) };
}
