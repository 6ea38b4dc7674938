import { TypeDemandeLabellisation } from '../domain/labellisation';
import { TYPE_DOCUMENT_CV_EXPERT_LABELLISATION, type CompletionFacts } from '../domain/labellisation-completion';
import type { labellisationDrcMachine } from '../machines/labellisationDrc.machine';
import type { requestCompletionMachine } from '../machines/requestCompletion.machine';
import type { EventFixtures, MachineModel } from './model';

const base: CompletionFacts = { type: TypeDemandeLabellisation.RECONNAISSANCE, contactAssigneId: 7, commentaire: 'Présentation.', references: 'Missions.', documentTypes: [] };

/** Requests the completion walks with: each step's data missing once, a competence validation without and with its CV. */
export const COMPLETIONS = {
  complete: base,
  noContact: { ...base, contactAssigneId: null },
  noReferences: { ...base, references: '  ' },
  expertWithoutCv: { ...base, type: TypeDemandeLabellisation.VALIDATION_COMPETENCE },
  expertWithCv: { ...base, type: TypeDemandeLabellisation.VALIDATION_COMPETENCE, documentTypes: [TYPE_DOCUMENT_CV_EXPERT_LABELLISATION] },
} as const satisfies Record<string, CompletionFacts>;

const completions = Object.values(COMPLETIONS);

export const requestCompletionModel = {
  events: {
    NEXT: completions.map((facts) => ({ type: 'NEXT', facts }) as const),
    BACK: [{ type: 'BACK' }],
    CONFIRM: completions.map((facts) => ({ type: 'CONFIRM', facts }) as const),
  } satisfies EventFixtures<typeof requestCompletionMachine>,
  inert: {},
} satisfies MachineModel;

export const labellisationDrcModel = {
  events: { ANSWER: [{ type: 'ANSWER', texte: '   ' }, { type: 'ANSWER', texte: 'Attestation jointe.' }] } satisfies EventFixtures<typeof labellisationDrcMachine>,
  inert: {},
} satisfies MachineModel;
