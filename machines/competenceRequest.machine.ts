import { assign, setup } from 'xstate';
import { competenceSelectionProblems, type CompetenceRequestChoice } from '../domain/competence-request';
import { mayCreateCompetence, type LabellisationWizardOpening } from './access/labellisationWizardAccess';

/** Where the server's refusal of the creation points: the field it names, or nothing in particular. */
export type CompetenceRequestRefusalStep = 'expert' | 'competences' | 'validation' | null;

export type CompetenceRequestEvent =
  | { type: 'EXPERT_CHOSEN'; expertId: number | null }
  | { type: 'EXPERT_FIXED'; expertId: number }
  | { type: 'COMPETENCES_CHOSEN'; competences: readonly CompetenceRequestChoice[] }
  | { type: 'PREVIOUS' }
  | { type: 'SUBMIT'; commentaire: string }
  | { type: 'CREATED'; demandeId: number; reference: string }
  | { type: 'REFUSED'; step: CompetenceRequestRefusalStep; message: string }
  /** The route asks whether the wizard opens to the caller (takesTransition); nothing changes. */
  | ({ type: 'OPEN' } & LabellisationWizardOpening);

export interface CompetenceRequestContext {
  expertId: number | null;
  /** The expert's own wizard (expert/{expertId}): the expert is the caller, there is no expert step. */
  expertFixe: boolean;
  competenceIds: number[];
  commentaire: string;
  demande: { id: number; reference: string } | null;
  refusal: string | null;
}

/** The steps each side numbers (spec sections 2 and 9): four from a provider, three from the expert's own page. */
export const PROVIDER_COMPETENCE_STEPS = ['expert', 'competences', 'validation', 'confirmation'] as const;
export const EXPERT_COMPETENCE_STEPS = ['competences', 'validation', 'confirmation'] as const;
export type CompetenceRequestStep = (typeof PROVIDER_COMPETENCE_STEPS)[number];

export const competenceRequestSteps = (context: Pick<CompetenceRequestContext, 'expertFixe'>): readonly CompetenceRequestStep[] =>
  context.expertFixe ? EXPERT_COMPETENCE_STEPS : PROVIDER_COMPETENCE_STEPS;

/** The step a state shows: the creation in progress is still the validation step, busy. */
export function competenceRequestStep(value: string): CompetenceRequestStep {
  if (value === 'creating') return 'validation';
  if (value === 'created') return 'confirmation';
  return value as CompetenceRequestStep;
}

/** What each refusal's transition says, by the step it returns to. */
const REFUSAL_DESCRIPTIONS = {
  expert: "Refusée sur l'expert : retour à cette étape, avec le message.",
  competences: 'Refusée sur les compétences (ou sur l’expert, fixé côté expert) : retour à cette étape, avec le message.',
  validation: 'Refusée sur la présentation ou sans désigner une étape : retour à la validation, avec le message.',
} as const;

const refusalTo = (step: CompetenceRequestRefusalStep, expertFixe: boolean) => (step === 'expert' && expertFixe ? 'competences' : (step ?? 'validation'));

/**
 * The creation of an expert competence validation (spec section 2): from a provider's label file, the expert (1),
 * the competences (2), the validation with its presentation (3), the confirmation (4); from the expert's own page
 * the expert is the caller (EXPERT_FIXED) and the steps are the competences (1), the validation (2), the
 * confirmation (3). A competence is requestable only on a thematic the provider holds a valid recognition on
 * (domain/competence-request.ts). Nothing is stored before the validation's creation; the server checks again.
 */
export const competenceRequestMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time.
  types: { context: {} as CompetenceRequestContext, events: {} as CompetenceRequestEvent },
  guards: {
    hasExpert: (_, { expertId }: { expertId: number | null }) => expertId !== null,
    mayCreateCompetence: (_, opening: LabellisationWizardOpening) => mayCreateCompetence(opening),
    selectionHolds: (_, { competences }: { competences: readonly CompetenceRequestChoice[] }) => competenceSelectionProblems(competences).length === 0,
    mayChangeExpert: ({ context }) => !context.expertFixe,
    hasPresentation: (_, { commentaire }: { commentaire: string }) => commentaire.trim() !== '',
    isRefusedAt: ({ context }, { step, target }: { step: CompetenceRequestRefusalStep; target: CompetenceRequestStep }) => refusalTo(step, context.expertFixe) === target,
  },
  actions: {
    assignExpert: assign((_, { expertId }: { expertId: number | null }) => ({ expertId, refusal: null })),
    fixExpert: assign((_, { expertId }: { expertId: number }) => ({ expertId, expertFixe: true, refusal: null })),
    assignCompetences: assign((_, { competences }: { competences: readonly CompetenceRequestChoice[] }) => ({ competenceIds: competences.map((c) => c.id), refusal: null })),
    assignCommentaire: assign((_, { commentaire }: { commentaire: string }) => ({ commentaire: commentaire.trim(), refusal: null })),
    assignCreated: assign((_, { demandeId, reference }: { demandeId: number; reference: string }) => ({ demande: { id: demandeId, reference } })),
    assignRefusal: assign((_, { message }: { message: string }) => ({ refusal: message })),
  },
}).createMachine({
  id: 'competenceRequest',
  description:
    "La création d'une demande de validation de compétences d'expert : depuis le dossier label d'un prestataire (expert, compétences, validation, confirmation) ou depuis la page de l'expert lui-même (compétences, validation, confirmation). Seules les compétences d'une thématique sur laquelle le prestataire détient une reconnaissance valide peuvent être demandées.",
  initial: 'expert',
  context: { expertId: null, expertFixe: false, competenceIds: [], commentaire: '', demande: null, refusal: null },
  on: {
    OPEN: {
      guard: { type: 'mayCreateCompetence', params: ({ event }) => event },
      description: "L'assistant s'ouvre à un contact du prestataire que la matrice admet pour créer une validation de compétences (Autorité, Référence, Expert), ou à l'expert lui-même pour l'un de ses prestataires qui l'admet ; à tout autre, il reste fermé.",
    },
  },
  states: {
    expert: {
      description: "Étape 1 côté prestataire : l'expert du prestataire (un contact Expert validé) pour qui les compétences sont demandées.",
      on: {
        EXPERT_CHOSEN: {
          guard: { type: 'hasExpert', params: ({ event }) => event },
          target: 'competences',
          actions: { type: 'assignExpert', params: ({ event }) => event },
          description: 'Un expert est choisi : on passe aux compétences.',
        },
        EXPERT_FIXED: {
          target: 'competences',
          actions: { type: 'fixExpert', params: ({ event }) => event },
          description: "L'expert ouvre l'assistant depuis sa propre page : il est l'expert, l'assistant commence aux compétences.",
        },
      },
    },
    competences: {
      description:
        "Étape des compétences : celles de la plateforme, chacune demandable seulement si le prestataire détient une reconnaissance valide sur sa thématique (sinon affichée avec la raison).",
      on: {
        COMPETENCES_CHOSEN: {
          guard: { type: 'selectionHolds', params: ({ event }) => event },
          target: 'validation',
          actions: { type: 'assignCompetences', params: ({ event }) => event },
          description: 'Au moins une compétence, au plus vingt, toutes couvertes par une reconnaissance valide : on passe à la validation.',
        },
        PREVIOUS: {
          guard: 'mayChangeExpert',
          target: 'expert',
          description: "Retour au choix de l'expert (pas depuis la page de l'expert, où il est fixé).",
        },
      },
    },
    validation: {
      description: "Étape de validation : le récapitulatif (expert, compétences) et la présentation de la demande, avant sa création en introduction.",
      on: {
        SUBMIT: {
          guard: { type: 'hasPresentation', params: ({ event }) => event },
          target: 'creating',
          actions: { type: 'assignCommentaire', params: ({ event }) => event },
          description: "La demande est présentée : l'utilisateur confirme et la plateforme la crée.",
        },
        PREVIOUS: { target: 'competences', description: 'Retour aux compétences.' },
      },
    },
    creating: {
      description: "La plateforme crée la demande en introduction, ou la refuse (compétence non couverte, déjà demandée, expert qui n'est plus lié au prestataire).",
      on: {
        CREATED: {
          target: 'created',
          actions: { type: 'assignCreated', params: ({ event }) => event },
          description: 'La demande est créée, en introduction.',
        },
        REFUSED: (['expert', 'competences', 'validation'] as const).map((target) => ({
          guard: { type: 'isRefusedAt' as const, params: ({ event }: { event: { step: CompetenceRequestRefusalStep } }) => ({ step: event.step, target }) },
          target,
          actions: { type: 'assignRefusal' as const, params: ({ event }: { event: { message: string } }) => event },
          description: REFUSAL_DESCRIPTIONS[target],
        })),
      },
    },
    created: {
      description: "Étape de confirmation : la demande existe en introduction ; il reste à la compléter puis à la soumettre.",
      type: 'final',
    },
  },
});
