import { assign, setup } from 'xstate';
import type { RequestSubmissionStep } from '../domain/labellisation';
import { maySubmitRequests, type LabellisationWizardOpening } from './access/labellisationWizardAccess';

export interface RequestSubmissionContext {
  /** The requests chosen, in introduction and complete (the selection's ids). */
  demandeIds: number[];
}

export type RequestSubmissionEvent =
  | { type: 'VERIFY'; demandeIds: number[] }
  | { type: 'CHECKED'; problems: string[] }
  | { type: 'CHECK_FAILED' }
  | { type: 'PREVIOUS' }
  | { type: 'SUBMIT' }
  | { type: 'SUBMITTED' }
  | { type: 'REFUSED' }
  /** The route asks whether the wizard opens to the caller for this kind of request (takesTransition); nothing changes. */
  | ({ type: 'OPEN'; kind: 'recognition' | 'competence' } & LabellisationWizardOpening);

/**
 * The submission of requests in a group (recognition-requests-submission, competence-requests-submission, spec
 * section 2): the selection (1), checked by the server, then the confirmation (2), then the submission. The rules
 * read what only the server knows (labels held, today, completion): its verification decides whether the
 * confirmation opens, and the server's submission-group machine decides the submission. Each step has its
 * address; a reload of the confirmation checks the same selection again before showing it.
 */
export const requestSubmissionMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time.
  types: { context: {} as RequestSubmissionContext, events: {} as RequestSubmissionEvent },
  guards: {
    hasSelection: (_, { demandeIds }: { demandeIds: number[] }) => demandeIds.length > 0,
    noProblem: (_, { problems }: { problems: string[] }) => problems.length === 0,
    maySubmitRequests: (_, opening: LabellisationWizardOpening & { kind: 'recognition' | 'competence' }) => maySubmitRequests(opening),
  },
  actions: {
    assignSelection: assign((_, { demandeIds }: { demandeIds: number[] }) => ({ demandeIds })),
  },
}).createMachine({
  id: 'requestSubmission',
  description:
    'La soumission de demandes de labellisation en un groupe : la sélection, vérifiée par le serveur, puis la confirmation, puis la soumission.',
  initial: 'selection',
  context: { demandeIds: [] },
  on: {
    OPEN: {
      guard: { type: 'maySubmitRequests', params: ({ event }) => event },
      description: "L'assistant s'ouvre à qui la matrice admet pour soumettre ce genre de demandes : l'Autorité du prestataire pour les reconnaissances ; pour les validations de compétences, l'Autorité, ou l'expert lui-même pour l'un de ses prestataires qui l'admet.",
    },
  },
  states: {
    selection: {
      description: 'Étape 1 : les demandes en introduction et complètes que le contact choisit de soumettre ensemble ; les incomplètes sont listées à part.',
      on: {
        VERIFY: {
          guard: { type: 'hasSelection', params: ({ event }) => event },
          target: 'checking',
          actions: { type: 'assignSelection', params: ({ event }) => event },
          description: 'Le contact fait vérifier au moins une demande choisie.',
        },
      },
    },
    checking: {
      description: 'Le serveur vérifie la sélection selon les règles de soumission (accès au dispositif, accès thématique jamais seul, complétude).',
      on: {
        CHECKED: [
          {
            guard: { type: 'noProblem', params: ({ event }) => event },
            target: 'confirmation',
            description: 'La sélection respecte toutes les règles : place à la confirmation.',
          },
          { target: 'selection', description: 'Une règle est enfreinte : le contact revient à la sélection, avec les raisons.' },
        ],
        CHECK_FAILED: { target: 'selection', description: 'La vérification a échoué : le contact revient à la sélection.' },
      },
    },
    confirmation: {
      description: 'Étape 2 : le récapitulatif des demandes choisies, soumises ensemble après une dernière confirmation.',
      on: {
        PREVIOUS: { target: 'selection', description: 'Le contact revient à la sélection.' },
        SUBMIT: { target: 'submitting', description: 'Le contact confirme la soumission du groupe.' },
      },
    },
    submitting: {
      description: 'Le groupe part au serveur, dont la machine des groupes de soumission décide.',
      on: {
        SUBMITTED: { target: 'submitted', description: 'Les demandes sont soumises ensemble et passent en examen.' },
        REFUSED: { target: 'confirmation', description: 'Le serveur refuse le groupe (une règle enfreinte entre-temps) : les raisons sont montrées.' },
      },
    },
    submitted: {
      description: 'Les demandes sont soumises ; le contact retrouve la liste de ses demandes.',
      type: 'final',
    },
  },
});

/** The step with an address a state shows; none while the server checks (the address stays where the check started). */
export function requestSubmissionStep(value: unknown): RequestSubmissionStep | null {
  if (value === 'checking') return null;
  return value === 'selection' ? 'selection' : 'confirmation';
}

/** The machine where an address puts it: a confirmation with its selection is checked again (the server's rules may have changed), else the selection. */
export function restoreRequestSubmission({ etape, demandes }: { etape?: RequestSubmissionStep; demandes?: number[] }) {
  if (etape === 'confirmation' && demandes && demandes.length > 0) return requestSubmissionMachine.resolveState({ value: 'checking', context: { demandeIds: demandes } });
  return requestSubmissionMachine.resolveState({ value: 'selection', context: { demandeIds: [] } });
}
