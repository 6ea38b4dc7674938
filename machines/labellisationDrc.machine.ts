import { setup } from 'xstate';

export type LabellisationDrcEvent = { type: 'ANSWER'; texte: string };

/** The screen's steps (drc-response/{demandeId}, 2 steps). */
export const LABELLISATION_DRC_STEPS = ['answer', 'confirmation'] as const;
export type LabellisationDrcStep = (typeof LABELLISATION_DRC_STEPS)[number];

/**
 * The answer to the administration's request for information on a labellisation request (spec section 2,
 * drc-response/{demandeId}): the answer with its documents (1), then its confirmation (2). Only the contact
 * assigned to the request reaches it (machines/access/labellisationCompletion.ts); the server sends the
 * request's ANSWER_DRC, which takes it back to examination and notifies the administration.
 */
export const labellisationDrcMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time.
  types: { events: {} as LabellisationDrcEvent },
  guards: {
    answerWritten: ({ event }) => event.texte.trim() !== '',
  },
}).createMachine({
  id: 'labellisationDrc',
  description: "La réponse à une demande de renseignements sur une demande de labellisation : la réponse et ses pièces, puis sa confirmation.",
  initial: 'answer',
  states: {
    answer: {
      description: "Étape 1 : la question de l'administration, la réponse du contact qui suit la demande et ses pièces.",
      on: {
        ANSWER: {
          target: 'confirmation',
          guard: 'answerWritten',
          description: "La réponse est écrite et envoyée : la demande revient en examen et l'administration en est avertie.",
        },
      },
    },
    confirmation: { type: 'final', description: "Étape 2 : la réponse est envoyée ; la demande n'attend plus de renseignements." },
  },
});
