import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { demandesLabellisation, thematiques } from '../../server/db/schema/index';
import { StatutDemandeLabellisation, TypeDemandeLabellisation, type StatutDemandeLabellisationId, type TypeDemandeLabellisationId } from '../../domain/labellisation';
import type { ActionName } from '../../domain/permissions';
import { get, post, provider, type Pending, type Probe, type ProbeContext, type Target } from './matrix-probe-kit';

/* The labellisation cells of the permission matrix: the recognition requests' five, the completions', and issue 15's competence ones, pending. */

const COMPETENCES = 'the expert competence validations are not built yet (issue 15)';

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
  VIEW_COMPETENCE_VALIDATIONS: { pending: COMPETENCES },
  CREATE_EXPERT_COMPETENCE_VALIDATION: { pending: COMPETENCES },
  COMPLETE_EXPERT_COMPETENCE_VALIDATION: completeProbe(TypeDemandeLabellisation.VALIDATION_COMPETENCE),
  VIEW_COMPETENCE_VALIDATION_REQUESTS: { pending: COMPETENCES },
  SUBMIT_EXPERT_COMPETENCE_VALIDATION: { pending: COMPETENCES },
};
