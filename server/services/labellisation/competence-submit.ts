import { and, eq, inArray } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { competences, demandeCompetences, demandesLabellisation } from '../../db/schema/index';
import { forbidden, invalidFields } from '../../../domain/errors';
import { competenceNotCovered } from '../../../domain/competence-recognition';
import { StatutDemandeLabellisation, TypeDemandeLabellisation } from '../../../domain/labellisation';
import { submissionProblems, type SubmissionFacts } from '../../../domain/labellisation-submission';
import { platformToday } from '../../../domain/sme';
import type { SubmissionCheck } from '../../../domain/wire/labellisation';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { isExpertSelf, mayActOnCompetences } from '../../../machines/access/competenceAccess';
import { completionProblemsOf } from './completion-facts';
import { competenceRefs, recognisedThematiques } from './competences';
import { findProvider } from './read';
import { ONLY_IN_INTRODUCTION, submitSelection } from './submit';
import type { DemandeRow } from './demande-row';

/** Whose competence validations are submitted: a provider's, or those of one expert of a provider. */
interface Selection {
  organisationId: number;
  demandeIds: readonly number[];
  expertId?: number;
}

/**
 * What the submission rules read of a selection of competence validations: each still in introduction (another
 * id is refused), complete (domain/labellisation-completion.ts), each competence still on a thematic the provider
 * holds a valid recognition on.
 */
async function competenceSubmissionFacts(tx: Db, config: ServerConfig, selection: Selection, at: Date): Promise<{ facts: SubmissionFacts; demandes: DemandeRow[] }> {
  const { organisationId, demandeIds, expertId } = selection;
  const rows = demandeIds.length
    ? await tx
        .select()
        .from(demandesLabellisation)
        .where(
          and(
            inArray(demandesLabellisation.id, [...demandeIds]),
            eq(demandesLabellisation.organisationId, organisationId),
            eq(demandesLabellisation.type, TypeDemandeLabellisation.VALIDATION_COMPETENCE),
            expertId === undefined ? undefined : eq(demandesLabellisation.expertId, expertId),
          ),
        )
        .for('update')
    : [];
  const demandes = rows.filter((d) => d.statut === StatutDemandeLabellisation.EN_INTRODUCTION);
  if (demandes.length !== demandeIds.length) throw invalidFields([{ field: 'demandeIds', message: ONLY_IN_INTRODUCTION }]);
  const [missing, recognised, asked] = await Promise.all([
    completionProblemsOf(tx, demandes),
    recognisedThematiques(tx, organisationId, at),
    demandes.length ? tx.select().from(demandeCompetences).where(inArray(demandeCompetences.demandeId, demandes.map((d) => d.id))) : [],
  ]);
  const refs = await competenceRefs(tx, inArray(competences.id, asked.length ? asked.map((a) => a.competenceId) : [0]));
  const facts: SubmissionFacts = {
    requests: demandes.map((d) => ({
      reference: d.reference,
      type: d.type,
      contexteRestreint: false,
      complete: missing.get(d.id)!.length === 0,
      renewalOf: null,
      competencesNonCouvertes: asked
        .filter((a) => a.demandeId === d.id)
        .flatMap((a) => competenceNotCovered(refs.find((r) => r.id === a.competenceId)!, recognised) ?? []),
    })),
    systemAccessGranted: false,
    today: platformToday(at),
    renewalWindowDays: config.labels.renewalWindowDays,
  };
  return { facts, demandes };
}

/** The provider's Authority (and, on the expert side, the caller is that expert): 403 otherwise. */
async function requireSubmitter(db: Db, caller: DossierCaller, selection: Selection) {
  await findProvider(db, selection.organisationId);
  const self = selection.expertId === undefined || isExpertSelf(caller, selection.expertId);
  if (!self || !mayActOnCompetences(caller, selection.organisationId, 'submit')) throw forbidden();
}

/** The submission wizard's check of its selection: why it may not be submitted, nothing changed. */
export async function checkCompetenceSubmission(db: Db, config: ServerConfig, caller: DossierCaller, selection: Selection, at = new Date()): Promise<SubmissionCheck> {
  await requireSubmitter(db, caller, selection);
  return db.transaction(async (tx) => ({ problemes: submissionProblems((await competenceSubmissionFacts(tx, config, selection, at)).facts) }));
}

/** Submits the selected competence validations as one group (submit.ts), their competences then in analysis. */
export async function submitCompetenceGroup(db: Db, config: ServerConfig, caller: DossierCaller, selection: Selection, at = new Date()) {
  await requireSubmitter(db, caller, selection);
  return db.transaction(async (tx) => submitSelection(tx, config, caller, selection.organisationId, await competenceSubmissionFacts(tx, config, selection, at), at));
}

/**
 * On the expert side the selection names only requests: their provider (one per group) is read from them. An id
 * that is not one of this expert's competence validations is refused like one not in introduction.
 */
export async function expertSelection(db: Db, expertId: number, demandeIds: readonly number[]): Promise<Selection> {
  const providers = demandeIds.length
    ? await db
        .selectDistinct({ id: demandesLabellisation.organisationId })
        .from(demandesLabellisation)
        .where(and(inArray(demandesLabellisation.id, [...demandeIds]), eq(demandesLabellisation.expertId, expertId)))
    : [];
  if (providers.length > 1) throw invalidFields([{ field: 'demandeIds', message: "Soumettez ensemble les demandes d'un seul prestataire." }]);
  if (providers.length === 0) throw invalidFields([{ field: 'demandeIds', message: ONLY_IN_INTRODUCTION }]);
  return { organisationId: providers[0]!.id, demandeIds, expertId };
}
