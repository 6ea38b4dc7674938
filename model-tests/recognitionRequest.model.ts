import type { AnyMachineSnapshot } from 'xstate';
import { TypeDemandeLabellisation } from '../domain/labellisation';
import type { recognitionRequestMachine, RecognitionRequestContext } from '../machines/recognitionRequest.machine';
import type { EventFixtures, MachineModel } from './model';
import { OPENINGS } from './labellisation-openings';

export const recognitionRequestEvents = {
  CHOOSE: [
    { type: 'CHOOSE', typeId: TypeDemandeLabellisation.RECONNAISSANCE, thematiqueId: 3 },
    { type: 'CHOOSE', typeId: TypeDemandeLabellisation.ACCES_SYSTEME, thematiqueId: null },
    { type: 'CHOOSE', typeId: TypeDemandeLabellisation.ACCES_THEMATIQUE, thematiqueId: null },
  ],
  PREVIOUS: [{ type: 'PREVIOUS' }],
  SUBMIT: [{ type: 'SUBMIT' }],
  CREATED: [{ type: 'CREATED', demandeId: 41, reference: 'LAB-2026-000041' }],
  REFUSED: (['thematic', 'validation'] as const).map((step) => ({ type: 'REFUSED', step, message: `Refus (${step}).` }) as const),
  ANOTHER: [{ type: 'ANOTHER' }],
  OPEN: OPENINGS.map((opening) => ({ type: 'OPEN', ...opening }) as const),
} satisfies EventFixtures<typeof recognitionRequestMachine>;

/** The same state for the walk: where it is, whether a choice is made (and needs a thematic), whether a refusal shows. */
function recognitionRequestState(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as RecognitionRequestContext;
  return JSON.stringify([snapshot.value, c.choice?.thematiqueId === null, c.choice !== null, c.refusal !== null, c.demande?.id ?? null]);
}

export const recognitionRequestModel = {
  events: recognitionRequestEvents,
  inert: {},
  serializeState: recognitionRequestState,
} satisfies MachineModel;
