import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { competences, demandeCompetences, demandesLabellisation, thematiques } from '../../server/db/schema/index';
import { Plateforme } from '../../domain/platforms';
import { StatutDemandeLabellisation, TypeDemandeLabellisation, type StatutDemandeLabellisationId, type TypeDemandeLabellisationId } from '../../domain/labellisation';
import type { ActionName } from '../../domain/permissions';
import { completeDemande } from './competences';
import { get, post, provider, type Pending, type Probe, type ProbeContext, type Target } from './matrix-probe-kit';

/* The labellisation cells of the permission matrix: the recognition requests' five, their completions' two, and the expert competence validations'. */

/**
 * A complete request of the target's provider, inserted in `statut` on a thematic of the restricted context (so
 * that the submission rules hold and only who the caller is decides); a recognition unless `type` says otherwise.
 */
async function demandeOf({ t, p }: ProbeContext, target: Target, statut: StatutDemandeLabellisationId, type: TypeDemandeLabellisationId = TypeDemandeLabellisation.RECONNAISSANCE) {
  const db = t.database.db;
  const [thematique] = await db.select({ id: thematiques.id }).from(thematiques).where(eq(thematiques.contexteRestreint, true)).limit(1);
  const [row] = await db
    .insert(demandesLabellisation)
    .values({
      reference: `MATRICE-${randomUUID()}`,
      organisationId: target.owner,
      type,
      thematiqueId: thematique!.id,
      statut,
      commentaire: 'Sonde de la matrice.',
      references: 'Missions de la sonde.',
      contactAssigneId: p.presta,
    })
    .returning({ id: demandesLabellisation.id });
  return row!.id;
}

/** The completion wizard's specific data (step 2) of a request of that type in introduction. */
const completeProbe = (type: TypeDemandeLabellisationId): Probe => ({
  sides: provider,
  refusal: 403,
  run: async (ctx, target, authorization) =>
    post(ctx, authorization, `/api/labellisation/demandes/${await demandeOf(ctx, target, StatutDemandeLabellisation.EN_INTRODUCTION, type)}/completion/specific`, {
      commentaire: 'Présentation de la sonde.',
      references: 'Références de la sonde.',
    }),
});

/**
 * A competence of its own on the Strategy thematic (the demo provider holds a valid recognition on it), so that
 * each probe asks for one that no request of the demo expert asks for yet.
 */
async function freshCompetence({ t }: ProbeContext) {
  const db = t.database.db;
  const [strategie] = await db.select({ id: thematiques.id }).from(thematiques).where(eq(thematiques.code, 'STRATEGIE'));
  const [row] = await db
    .insert(competences)
    .values({ code: `MATRICE-${randomUUID()}`, libelle: 'Compétence de la sonde', plateformeId: Plateforme.CE.id, thematiqueId: strategie!.id })
    .returning({ id: competences.id });
  return row!.id;
}

/** A complete competence validation of the target's provider for the demo expert, in introduction. */
async function competenceDemandeOf(ctx: ProbeContext, target: Target) {
  const db = ctx.t.database.db;
  const [row] = await db
    .insert(demandesLabellisation)
    .values({
      reference: `MATRICE-${randomUUID()}`,
      organisationId: target.owner,
      type: TypeDemandeLabellisation.VALIDATION_COMPETENCE,
      statut: StatutDemandeLabellisation.EN_INTRODUCTION,
      commentaire: 'Sonde de la matrice.',
      expertId: ctx.p.expert,
      contactAssigneId: ctx.p.presta,
    })
    .returning({ id: demandesLabellisation.id });
  await db.insert(demandeCompetences).values({ demandeId: row!.id, competenceId: await freshCompetence(ctx) });
  await completeDemande(ctx.t, row!.id);
  return row!.id;
}

type LabellisationAction =
  | 'VIEW_RECOGNITION_REQUESTS'
  | 'CREATE_RECOGNITION_REQUEST'
  | 'COMPLETE_RECOGNITION_REQUEST'
  | 'VIEW_RECOGNITION_REQUEST_DETAILS'
  | 'SUBMIT_RECOGNITION_REQUEST'
  | 'VIEW_COMPETENCE_VALIDATIONS'
  | 'CREATE_EXPERT_COMPETENCE_VALIDATION'
  | 'COMPLETE_EXPERT_COMPETENCE_VALIDATION'
  | 'VIEW_COMPETENCE_VALIDATION_REQUESTS'
  | 'SUBMIT_EXPERT_COMPETENCE_VALIDATION';

export const LABELLISATION_PROBES: Record<LabellisationAction & ActionName, Probe | Pending> = {
  VIEW_RECOGNITION_REQUESTS: {
    sides: provider,
    refusal: 403,
    run: (ctx, target, authorization) => post(ctx, authorization, `/api/labellisation/prestataires/${target.owner}/demandes/list`),
  },
  CREATE_RECOGNITION_REQUEST: {
    sides: provider,
    refusal: 403,
    run: (ctx, target, authorization) =>
      post(ctx, authorization, `/api/labellisation/prestataires/${target.owner}/demandes`, { type: TypeDemandeLabellisation.ACCES_SYSTEME, commentaire: 'Sonde de la matrice.' }),
  },
  COMPLETE_RECOGNITION_REQUEST: completeProbe(TypeDemandeLabellisation.RECONNAISSANCE),
  VIEW_RECOGNITION_REQUEST_DETAILS: {
    sides: provider,
    refusal: 403,
    run: async (ctx, target, authorization) => get(ctx, authorization, `/api/labellisation/demandes/${await demandeOf(ctx, target, StatutDemandeLabellisation.EN_EXAMEN)}`),
  },
  SUBMIT_RECOGNITION_REQUEST: {
    sides: provider,
    refusal: 403,
    run: async (ctx, target, authorization) =>
      post(ctx, authorization, `/api/labellisation/prestataires/${target.owner}/soumissions`, { demandeIds: [await demandeOf(ctx, target, StatutDemandeLabellisation.EN_INTRODUCTION)] }),
  },
  // The expert voucher recap: each expert of the provider with the competences it asked for them.
  VIEW_COMPETENCE_VALIDATIONS: {
    sides: provider,
    refusal: 403,
    run: (ctx, target, authorization) => get(ctx, authorization, `/api/labellisation/prestataires/${target.owner}/experts`),
  },
  CREATE_EXPERT_COMPETENCE_VALIDATION: {
    sides: provider,
    refusal: 403,
    run: async (ctx, target, authorization) =>
      post(ctx, authorization, `/api/labellisation/prestataires/${target.owner}/demandes-competences`, {
        expertId: ctx.p.expert,
        competenceIds: [await freshCompetence(ctx)],
        commentaire: 'Sonde de la matrice.',
      }),
  },
  COMPLETE_EXPERT_COMPETENCE_VALIDATION: {
    pending: "completing a competence validation is the completion wizard's endpoints (/labellisation/demandes/{id}/completion/*), built beside this one by issue 15's completion helper: its probe comes with them",
  },
  VIEW_COMPETENCE_VALIDATION_REQUESTS: {
    sides: provider,
    refusal: 403,
    run: (ctx, target, authorization) => post(ctx, authorization, `/api/labellisation/prestataires/${target.owner}/demandes/list`, { famille: 'competences' }),
  },
  SUBMIT_EXPERT_COMPETENCE_VALIDATION: {
    sides: provider,
    refusal: 403,
    run: async (ctx, target, authorization) =>
      post(ctx, authorization, `/api/labellisation/prestataires/${target.owner}/soumissions-competences`, { demandeIds: [await competenceDemandeOf(ctx, target)] }),
  },
};
