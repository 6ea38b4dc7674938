import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competences, demandeCompetences, demandesLabellisation } from '../../db/schema/index';
import { forbidden, invalidFields, type FieldError } from '../../../domain/errors';
import { competenceNotCovered } from '../../../domain/competence-recognition';
import { TypeDemandeLabellisation } from '../../../domain/labellisation';
import type { CreateCompetenceDemandePayload } from '../../../domain/schemas/competences';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { mayActOnCompetences } from '../../../machines/access/competenceAccess';
import { expertContacts } from '../wizard/experts';
import { competenceRefs, recognisedThematiques } from './competences';
import { insertDemande } from './create';
import { findProvider, IN_PROGRESS } from './read';
import type { DemandeRow } from './demande-row';

/**
 * Creates an expert competence validation in introduction (its creation wizard's last step, on the provider's side
 * or the expert's), for a caller who may create one for the provider: the expert is a validated, active expert of
 * the provider; each competence is of the platform and on a thematic the provider holds a valid recognition on
 * (spec section 4); no request in progress already asks it for that expert. Each broken rule is a 400 on its field.
 */
export async function createCompetenceDemande(db: Db, plateformeId: number, caller: DossierCaller, organisationId: number, payload: CreateCompetenceDemandePayload, at = new Date()): Promise<DemandeRow> {
  await findProvider(db, organisationId);
  if (!mayActOnCompetences(caller, organisationId, 'create')) throw forbidden();
  return db.transaction(async (tx) => {
    const problems: FieldError[] = [];
    const experts = await expertContacts(tx, organisationId);
    if (!experts.some((e) => e.id === payload.expertId)) problems.push({ field: 'expertId', message: "Cette personne n'est pas un expert validé et actif de ce prestataire." });
    const refs = await competenceRefs(tx, and(inArray(competences.id, payload.competenceIds), eq(competences.plateformeId, plateformeId)));
    if (refs.length !== payload.competenceIds.length) problems.push({ field: 'competenceIds', message: 'Compétence inconnue sur cette plateforme.' });
    const recognised = await recognisedThematiques(tx, organisationId, at);
    for (const ref of refs) {
      const reason = competenceNotCovered(ref, recognised);
      if (reason) problems.push({ field: 'competenceIds', message: reason });
    }
    const pending = await tx
      .select({ libelle: competences.libelle, reference: demandesLabellisation.reference })
      .from(demandeCompetences)
      .innerJoin(demandesLabellisation, eq(demandesLabellisation.id, demandeCompetences.demandeId))
      .innerJoin(competences, eq(competences.id, demandeCompetences.competenceId))
      .where(and(eq(demandesLabellisation.expertId, payload.expertId), inArray(demandesLabellisation.statut, [...IN_PROGRESS]), inArray(demandeCompetences.competenceId, payload.competenceIds)));
    for (const p of pending) problems.push({ field: 'competenceIds', message: `La demande ${p.reference} en cours demande déjà la compétence ${p.libelle} pour cet expert.` });
    if (problems.length) throw invalidFields(problems);
    const demande = await insertDemande(
      tx,
      caller,
      organisationId,
      { type: TypeDemandeLabellisation.VALIDATION_COMPETENCE, thematiqueId: null, typeRenouvellement: null, labelId: null, commentaire: payload.commentaire, expertId: payload.expertId },
      at,
    );
    await tx.insert(demandeCompetences).values(payload.competenceIds.map((competenceId) => ({ demandeId: demande.id, competenceId })));
    return demande;
  });
}
