import type { AnyMachineSnapshot } from 'xstate';
import type { CompetenceRequestChoice } from '../domain/competence-request';
import type { competenceRequestMachine, CompetenceRequestContext } from '../machines/competenceRequest.machine';
import type { EventFixtures, MachineModel } from './model';
import { OPENINGS } from './labellisation-openings';

const competence = (id: number, couverte = true): CompetenceRequestChoice => ({ id, libelle: `Compétence ${id}`, couverte, raison: couverte ? null : `La compétence ${id} n'est pas couverte.` });

/** Selections the user may make: one covered, two covered; and those the guard must refuse. */
export const SELECTIONS = {
  one: [competence(5)],
  two: [competence(1), competence(2)],
  none: [],
  uncovered: [competence(1), competence(3, false)],
  tooMany: Array.from({ length: 21 }, (_, i) => competence(i + 1)),
} satisfies Record<string, CompetenceRequestChoice[]>;

export const competenceRequestEvents = {
  EXPERT_CHOSEN: [
    { type: 'EXPERT_CHOSEN', expertId: 3 },
    { type: 'EXPERT_CHOSEN', expertId: null },
  ],
  EXPERT_FIXED: [{ type: 'EXPERT_FIXED', expertId: 3 }],
  OPEN: OPENINGS.map((opening) => ({ type: 'OPEN', ...opening }) as const),
  COMPETENCES_CHOSEN: Object.values(SELECTIONS).map((competences) => ({ type: 'COMPETENCES_CHOSEN', competences }) as const),
  PREVIOUS: [{ type: 'PREVIOUS' }],
  SUBMIT: [
    { type: 'SUBMIT', commentaire: 'Dix ans de conseil en ressources humaines.' },
    { type: 'SUBMIT', commentaire: '   ' },
  ],
  CREATED: [{ type: 'CREATED', demandeId: 41, reference: 'LAB-2026-000041' }],
  REFUSED: (['expert', 'competences', 'validation', null] as const).map((step) => ({ type: 'REFUSED', step, message: `Refus (${step ?? 'aucune étape'}).` }) as const),
} satisfies EventFixtures<typeof competenceRequestMachine>;

/** The same state for the walk: where it is, which side, whether the steps are filled, whether a refusal shows. */
function competenceRequestState(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as CompetenceRequestContext;
  return JSON.stringify([snapshot.value, c.expertFixe, c.expertId !== null, c.competenceIds.length > 0, c.commentaire !== '', c.refusal !== null, c.demande?.id ?? null]);
}

export const competenceRequestModel = {
  events: competenceRequestEvents,
  inert: {},
  serializeState: competenceRequestState,
} satisfies MachineModel;
