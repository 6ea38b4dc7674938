import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { demandesLabellisation, thematiques } from '../../server/db/schema/index';
import { StatutDemandeLabellisation, TypeDemandeLabellisation, type StatutDemandeLabellisationId } from '../../domain/labellisation';
import type { ActionName } from '../../domain/permissions';
import { get, post, provider, type Pending, type Probe, type ProbeContext, type Target } from './matrix-probe-kit';

/* The labellisation cells of the permission matrix: the recognition requests' five, and issue 15's competence ones, pending. */

const COMPETENCES = 'the expert competence validations are not built yet (issue 15)';

/**
 * A request of the target's provider, inserted in `statut` on a thematic of the restricted context (so that the
 * submission rules hold and only who the caller is decides).
 */
async function demandeOf({ t }: ProbeContext, target: Target, statut: StatutDemandeLabellisationId) {
  const db = t.database.db;
  const [thematique] = await db.select({ id: thematiques.id }).from(thematiques).where(eq(thematiques.contexteRestreint, true)).limit(1);
  const [row] = await db
    .insert(demandesLabellisation)
    .values({ reference: `MATRICE-${randomUUID()}`, organisationId: target.owner, type: TypeDemandeLabellisation.RECONNAISSANCE, thematiqueId: thematique!.id, statut, commentaire: 'Sonde de la matrice.' })
    .returning({ id: demandesLabellisation.id });
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
  // Until the completion wizard (issue 15), completing a request is answering the administration's questions on it.
  COMPLETE_RECOGNITION_REQUEST: {
    sides: provider,
    refusal: 403,
    run: async (ctx, target, authorization) =>
      post(ctx, authorization, `/api/labellisation/demandes/${await demandeOf(ctx, target, StatutDemandeLabellisation.EN_DRC)}/drc-answer`, { texte: 'Réponse de la sonde.' }),
  },
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
  COMPLETE_EXPERT_COMPETENCE_VALIDATION: { pending: COMPETENCES },
  VIEW_COMPETENCE_VALIDATION_REQUESTS: { pending: COMPETENCES },
  SUBMIT_EXPERT_COMPETENCE_VALIDATION: { pending: COMPETENCES },
};
