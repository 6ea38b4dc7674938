import { setup } from 'xstate';
import { submissionProblems, type SubmissionFacts } from '../domain/labellisation-submission';
import { hostAction } from './host-effects';

/** The selection the provider makes, with what the rules read of it, its provider and the day. */
export type SubmissionGroupEvent =
  | { type: 'CONFIRM_SELECTION'; facts: SubmissionFacts }
  | { type: 'BACK' }
  | { type: 'SUBMIT'; facts: SubmissionFacts };

export type SubmissionGroupEventType = SubmissionGroupEvent['type'];

/**
 * A submission group (spec sections 2, 4 and 9): the provider selects requests in introduction (step 1),
 * confirms (step 2), and they are submitted together. The rules (domain/labellisation-submission.ts) hold
 * at both moves: a recognition outside the restricted context with a system access, never a thematic
 * access alone, a renewal only in its window before the label's expiry. The host reads the facts anew each time.
 */
export const submissionGroupMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time.
  types: { events: {} as SubmissionGroupEvent },
  guards: {
    rulesHold: ({ event }) =>
      // Stryker disable next-line ConditionalExpression,StringLiteral: only CONFIRM_SELECTION and SUBMIT name this guard, never BACK: the test tells the compiler the event carries facts.
      event.type !== 'BACK' &&
      submissionProblems(event.facts).length === 0,
  },
  actions: {
    // Host effect: the server sends SUBMIT to each request's machine in the same transaction.
    submitRequests: hostAction('submitRequests'),
  },
}).createMachine({
  id: 'submissionGroup',
  description: "Un groupe de soumission : le prestataire choisit des demandes en introduction, confirme, et elles sont soumises ensemble si les règles de soumission sont respectées.",
  initial: 'selection',
  states: {
    selection: {
      description: 'Étape 1 : le prestataire choisit les demandes complètes à soumettre ensemble.',
      on: {
        CONFIRM_SELECTION: {
          target: 'confirmation',
          guard: 'rulesHold',
          description: 'La sélection respecte les règles de soumission : place à la confirmation.',
        },
      },
    },
    confirmation: {
      description: 'Étape 2 : le prestataire relit la sélection avant de la soumettre.',
      on: {
        BACK: { target: 'selection', description: 'Le prestataire revient à la sélection.' },
        SUBMIT: {
          target: 'submitted',
          guard: 'rulesHold',
          actions: 'submitRequests',
          description: 'Une Autorité du prestataire soumet le groupe ; les règles, relues, sont toujours respectées.',
        },
      },
    },
    submitted: { type: 'final', description: 'Soumis : chaque demande du groupe est passée en examen.' },
  },
});
