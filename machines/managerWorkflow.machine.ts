import { setup } from 'xstate';

/** The administration's moves on its own step of a dossier (spec section 3, Workflow steps). */
export type ManagerWorkflowEvent =
  | { type: 'ASSIGN' }
  | { type: 'START_PROCESSING' }
  | { type: 'SEND_TO_SIGNATURE' }
  | { type: 'BACK_TO_PROCESSING' }
  | { type: 'OPEN_DISPUTE' };

export type ManagerWorkflowEventType = ManagerWorkflowEvent['type'];

/**
 * The administration's own follow-up of a dossier, beside its status (spec section 3: Assignation 60,
 * Traitement 61, Signature 62, AnalyseLitige 63; the spec shows no rule, README "Manager desk" writes ours):
 * a dossier is assigned to a manager, who processes it, sends the decision to signature, and analyses a
 * dispute when one arises. Assigning it again, to anyone, starts over at the assignment. The server
 * restores a dossier's step, sends the event and refuses what this machine does not accept (409).
 */
// Stryker disable next-line ObjectLiteral: setup() holds only the types, erased at run time: emptied, it is the same machine.
export const managerWorkflowMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time.
  types: { events: {} as ManagerWorkflowEvent },
}).createMachine({
  id: 'managerWorkflow',
  description:
    "Le suivi interne d'un dossier par l'administration, à côté de son statut : assigné à un gestionnaire, traité, envoyé à la signature, et analysé en cas de litige.",
  initial: 'assignation',
  on: {
    ASSIGN: {
      target: '.assignation',
      description: 'Un gestionnaire assigne le dossier (à lui-même ou à un collègue) : le suivi reprend à l’assignation.',
    },
  },
  states: {
    assignation: {
      description: 'Assignation (60) : le dossier attend que son gestionnaire commence à le traiter.',
      on: {
        START_PROCESSING: { target: 'traitement', description: 'Le gestionnaire assigné commence le traitement du dossier.' },
      },
    },
    traitement: {
      description: 'Traitement (61) : le gestionnaire assigné examine le dossier et prépare la décision.',
      on: {
        SEND_TO_SIGNATURE: { target: 'signature', description: 'Le gestionnaire envoie la décision préparée à la signature.' },
        OPEN_DISPUTE: { target: 'analyseLitige', description: 'Un litige est constaté : le gestionnaire en ouvre l’analyse.' },
      },
    },
    signature: {
      description: 'Signature (62) : la décision attend sa signature.',
      on: {
        BACK_TO_PROCESSING: { target: 'traitement', description: 'La décision revient au traitement (à corriger ou compléter).' },
        OPEN_DISPUTE: { target: 'analyseLitige', description: 'Un litige est constaté avant la signature : son analyse commence.' },
      },
    },
    analyseLitige: {
      description: 'Analyse de litige (63) : le gestionnaire analyse un litige sur le dossier.',
      on: {
        BACK_TO_PROCESSING: { target: 'traitement', description: 'Le litige est analysé : le dossier revient au traitement.' },
      },
    },
  },
});
