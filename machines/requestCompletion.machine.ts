import { setup } from 'xstate';
import { completionProblems, completionProblemsByStep, type CompletionFacts } from '../domain/labellisation-completion';

/** Each move reads the request as the server last answered it: its completion's facts. */
export type RequestCompletionEvent = { type: 'NEXT'; facts: CompletionFacts } | { type: 'BACK' } | { type: 'CONFIRM'; facts: CompletionFacts };

export type RequestCompletionEventType = RequestCompletionEvent['type'];

/** The wizard's screens, in the spec's order (complete-request/{demandeId}, 5 steps). */
export const REQUEST_COMPLETION_STEPS = ['contact', 'specificData', 'documents', 'summary', 'confirmation'] as const;
export type RequestCompletionStep = (typeof REQUEST_COMPLETION_STEPS)[number];

// Stryker disable next-line ConditionalExpression,StringLiteral: only NEXT and CONFIRM name the guards that read this, never BACK: the test tells the compiler the event carries facts.
const factsOf = (event: RequestCompletionEvent) => (event.type === 'BACK' ? null : event.facts);

/**
 * The completion wizard of a labellisation request (spec section 2, complete-request/{demandeId}): contact (1),
 * specific data (2), documents (3), summary (4), confirmation (5). Each step goes on once its own data is there
 * (domain/labellisation-completion.ts); the confirmation comes only when nothing is missing any more, so that the
 * request may be submitted. The server saves each step and refuses a completion outside the introduction.
 */
export const requestCompletionMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time.
  types: { events: {} as RequestCompletionEvent },
  guards: {
    contactChosen: ({ event }) => completionProblemsByStep(factsOf(event)!).contact.length === 0,
    specificDataGiven: ({ event }) => completionProblemsByStep(factsOf(event)!).specificData.length === 0,
    documentsJoined: ({ event }) => completionProblemsByStep(factsOf(event)!).documents.length === 0,
    nothingMissing: ({ event }) => completionProblems(factsOf(event)!).length === 0,
  },
}).createMachine({
  id: 'requestCompletion',
  description: "Le complètement d'une demande de labellisation : le contact qui la suit, ses données spécifiques, ses documents, le récapitulatif, puis la confirmation qu'elle peut être soumise.",
  initial: 'contact',
  states: {
    contact: {
      description: 'Étape 1 : le contact du prestataire qui suit la demande et, seul, répondra aux demandes de renseignements.',
      on: { NEXT: { target: 'specificData', guard: 'contactChosen', description: 'Un contact est désigné : place aux données spécifiques.' } },
    },
    specificData: {
      description: 'Étape 2 : la présentation de la demande et les références qui l’appuient.',
      on: {
        NEXT: { target: 'documents', guard: 'specificDataGiven', description: 'La présentation et les références sont données : place aux documents.' },
        BACK: { target: 'contact', description: 'Retour au contact.' },
      },
    },
    documents: {
      description: "Étape 3 : les pièces de la demande ; le CV de l'expert est requis pour une validation de compétences.",
      on: {
        NEXT: { target: 'summary', guard: 'documentsJoined', description: 'Les pièces requises sont jointes : place au récapitulatif.' },
        BACK: { target: 'specificData', description: 'Retour aux données spécifiques.' },
      },
    },
    summary: {
      description: 'Étape 4 : le récapitulatif de la demande et de ce qui lui manque encore.',
      on: {
        CONFIRM: { target: 'confirmation', guard: 'nothingMissing', description: 'Rien ne manque : la demande est complète.' },
        BACK: { target: 'documents', description: 'Retour aux documents.' },
      },
    },
    confirmation: { type: 'final', description: 'Étape 5 : la demande est complète ; une Autorité peut la soumettre.' },
  },
});
