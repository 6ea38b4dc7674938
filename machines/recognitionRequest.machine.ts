import { assign, setup, transition } from 'xstate';
import { TypeDemandeLabellisation, type RecognitionRequestStep } from '../domain/labellisation';
import { mayCreateRecognition, type LabellisationWizardOpening } from './access/labellisationWizardAccess';

/** The first step's choice: the request's type and, unless it is a system access, its thematic. */
export interface RecognitionRequestChoice {
  typeId: number;
  thematiqueId: number | null;
}

export interface RecognitionRequestContext {
  choice: RecognitionRequestChoice | null;
  demande: { id: number; reference: string } | null;
  refusal: string | null;
}

/** The steps a refusal of the creation sends the user back to: the field it names is on one of them. */
export type RecognitionRequestRefusalStep = 'thematic' | 'validation';

export type RecognitionRequestEvent =
  | ({ type: 'CHOOSE' } & RecognitionRequestChoice)
  | { type: 'PREVIOUS' }
  | { type: 'SUBMIT' }
  | { type: 'CREATED'; demandeId: number; reference: string }
  | { type: 'REFUSED'; step: RecognitionRequestRefusalStep; message: string | null }
  | { type: 'ANOTHER' }
  /** The route asks whether the wizard opens to the caller (takesTransition); nothing changes. */
  | ({ type: 'OPEN' } & LabellisationWizardOpening);

const EMPTY: RecognitionRequestContext = { choice: null, demande: null, refusal: null };

/**
 * The creation of a recognition request (create-recognition-request, spec section 2): the type and thematic (1),
 * the validation with its comment and recap (2), the confirmation with the created request's reference (3).
 * Nothing is stored before the validation's creation; the server checks every field again. Each step has its
 * address (src/routes/labellisation.tsx): the route restores the machine from it and asks it whether the step opens.
 */
export const recognitionRequestMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time.
  types: { context: {} as RecognitionRequestContext, events: {} as RecognitionRequestEvent },
  guards: {
    // A system access is to the voucher system as a whole: it alone has no thematic.
    choiceComplete: (_, { typeId, thematiqueId }: RecognitionRequestChoice) => typeId === TypeDemandeLabellisation.ACCES_SYSTEME || thematiqueId !== null,
    refusedOnThematic: (_, { step }: { step: RecognitionRequestRefusalStep }) => step === 'thematic',
    mayCreateRecognition: (_, opening: LabellisationWizardOpening) => mayCreateRecognition(opening),
  },
  actions: {
    assignChoice: assign((_, { typeId, thematiqueId }: RecognitionRequestChoice) => ({
      choice: { typeId, thematiqueId: typeId === TypeDemandeLabellisation.ACCES_SYSTEME ? null : thematiqueId },
      refusal: null,
    })),
    assignCreated: assign((_, { demandeId, reference }: { demandeId: number; reference: string }) => ({ demande: { id: demandeId, reference }, refusal: null })),
    assignRefusal: assign((_, { message }: { message: string | null }) => ({ refusal: message })),
    clear: assign(() => EMPTY),
  },
}).createMachine({
  id: 'recognitionRequest',
  description:
    "La création d'une demande de reconnaissance par un prestataire : le type et la thématique, puis la validation avec son commentaire, puis la confirmation qui donne la référence de la demande créée.",
  initial: 'thematic',
  context: EMPTY,
  on: {
    OPEN: {
      guard: { type: 'mayCreateRecognition', params: ({ event }) => event },
      description: "L'assistant s'ouvre à un contact du prestataire que la matrice admet pour créer une demande de reconnaissance (Autorité, Référence) ; à tout autre, il reste fermé.",
    },
  },
  states: {
    thematic: {
      description: "Étape 1 : le type de demande (reconnaissance, accès au dispositif, accès thématique) et sa thématique ; l'accès au dispositif n'en a pas.",
      on: {
        CHOOSE: {
          guard: { type: 'choiceComplete', params: ({ event }) => event },
          target: 'validation',
          actions: { type: 'assignChoice', params: ({ event }) => event },
          description: 'Le prestataire choisit le type et, sauf pour un accès au dispositif, la thématique : il passe à la validation.',
        },
      },
    },
    validation: {
      description: 'Étape 2 : le récapitulatif du choix et le commentaire qui présente la demande.',
      on: {
        PREVIOUS: { target: 'thematic', description: 'Le prestataire revient au choix du type et de la thématique.' },
        SUBMIT: { target: 'creating', description: 'Le prestataire crée la demande ; le serveur vérifie chaque champ.' },
      },
    },
    creating: {
      description: 'La demande part au serveur, qui la crée en introduction ou refuse un champ.',
      on: {
        CREATED: {
          target: 'confirmation',
          actions: { type: 'assignCreated', params: ({ event }) => event },
          description: 'Le serveur a créé la demande : sa référence est connue.',
        },
        REFUSED: [
          {
            guard: { type: 'refusedOnThematic', params: ({ event }) => event },
            target: 'thematic',
            actions: { type: 'assignRefusal', params: ({ event }) => event },
            description: 'Le serveur refuse le type ou la thématique : le prestataire y revient, avec la raison.',
          },
          {
            target: 'validation',
            actions: { type: 'assignRefusal', params: ({ event }) => event },
            description: 'Le serveur refuse le commentaire ou la demande elle-même : le prestataire reste à la validation, avec la raison.',
          },
        ],
      },
    },
    confirmation: {
      description: 'Étape 3 : la demande est créée, en introduction ; le prestataire peut la voir, en créer une autre ou soumettre ses demandes.',
      on: {
        ANOTHER: { target: 'thematic', actions: 'clear', description: 'Le prestataire commence une autre demande.' },
      },
    },
  },
});

/** The step with an address a state shows: the creation in progress shows the validation's. */
export function recognitionRequestStep(value: unknown): RecognitionRequestStep {
  return value === 'creating' ? 'validation' : (value as RecognitionRequestStep);
}

/** What an address says: the step asked for, the choice made, the request created. */
export interface RecognitionRequestAddress {
  etape?: RecognitionRequestStep;
  type?: number;
  thematique?: number;
  demande?: { id: number; reference: string };
}

/**
 * The machine where an address puts it: the step asked for when the machine, walked from its start with the
 * address's choice, reaches it; else the first step. A reload or the back button keeps the place this way.
 */
export function restoreRecognitionRequest({ etape, type, thematique, demande }: RecognitionRequestAddress) {
  const start = recognitionRequestMachine.resolveState({ value: 'thematic', context: EMPTY });
  if (etape === 'confirmation' && demande) return recognitionRequestMachine.resolveState({ value: 'confirmation', context: { ...EMPTY, demande } });
  if (etape === 'validation' && type !== undefined) {
    const [next] = transition(recognitionRequestMachine, start, { type: 'CHOOSE', typeId: type, thematiqueId: thematique ?? null });
    // Stryker disable next-line ConditionalExpression: a refused choice leaves the machine at the thematic with an empty context, the same as `start`.
    if (next.matches('validation')) return next;
  }
  return start;
}
