import { setup } from 'xstate';

export type DrcAnswerEvent = { type: 'ANSWERED' };

/**
 * The answer to the administration's request for information (/drc/{dossierId}, spec section 2): the answer,
 * then its confirmation. The dossier's status says where a visit stands (machines/access/drcAccess.ts): a
 * dossier waiting for information is at the answer, one whose information was completed at the confirmation.
 */
export const drcAnswerMachine = setup({
  types: { events: {} as DrcAnswerEvent },
}).createMachine({
  id: 'drcAnswer',
  description: "La réponse à une demande d'informations de l'administration : la réponse, puis sa confirmation.",
  initial: 'reponse',
  states: {
    reponse: {
      description: "Étape 1 : la question du gestionnaire et la réponse d'un contact désigné, tant que le dossier attend des informations.",
      on: {
        ANSWERED: {
          target: 'confirmation',
          description: 'La réponse est envoyée : le dossier repart en examen et le gestionnaire en est averti.',
        },
      },
    },
    confirmation: {
      description: "Étape 2 : la réponse est envoyée ; le dossier n'attend plus d'informations.",
      type: 'final',
    },
  },
});

/** The machine's states, which are the DRC's screens (/drc/{dossierId}/reponse and /confirmation). */
export type DrcScreen = 'reponse' | 'confirmation';
