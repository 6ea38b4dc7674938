import { setup } from 'xstate';

/**
 * Events of a document's status (spec section 3, Document). Who may send them is the host's check (the
 * manager's desk, the report's decision); the machine decides which status may follow which.
 */
export type DocumentEvent =
  /** A manager examining the dossier marks the document verified. */
  | { type: 'VERIFY_DOCUMENT' }
  /** A manager examining the dossier refuses the document, saying why. */
  | { type: 'REFUSE_DOCUMENT' }
  /** The beneficiary validates the service report the document belongs to. */
  | { type: 'BENEFICIARY_VALIDATES' }
  /** The beneficiary refuses the service report the document belongs to. */
  | { type: 'BENEFICIARY_REFUSES' }
  /** The platform sets it aside: replaced by a newer upload, invalidated by a new invoice, or its report rejected for silence. */
  | { type: 'REFUSE_AUTOMATICALLY' };

export type DocumentEventType = DocumentEvent['type'];

/** What a manager may decide on a document of a dossier it examines; it may revise its verdict, or review what the beneficiary decided. */
const managerReview = {
  VERIFY_DOCUMENT: { target: 'verifiedByManager', description: 'Un gestionnaire qui examine le dossier vérifie le document.' },
  REFUSE_DOCUMENT: { target: 'refusedByManager', description: 'Un gestionnaire qui examine le dossier refuse le document, en disant pourquoi.' },
} as const;

/**
 * The status of a document (statuses 1 to 6 of spec section 3; the mapping is in document.state.ts). Every
 * upload starts waiting; the beneficiary's decision on the report, a manager's review or the platform move it.
 * An automatically refused document is no longer the one a dossier or report holds: nothing moves it again.
 */
// Stryker disable next-line ObjectLiteral: setup() holds only the types, erased at run time: emptied, it is the same machine.
export const documentMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time.
  types: {
    events: {} as DocumentEvent,
  },
}).createMachine({
  id: 'document',
  description:
    "Le statut d'un document déposé (spec section 3) : en attente au dépôt, puis validé ou refusé par le bénéficiaire avec le rapport, vérifié ou refusé par un gestionnaire, ou refusé automatiquement quand il est remplacé.",
  initial: 'waiting',
  states: {
    waiting: {
      description: 'Statut 5 : déposé, personne ne s’est encore prononcé.',
      on: {
        ...managerReview,
        BENEFICIARY_VALIDATES: { target: 'validatedByBeneficiary', description: 'Le bénéficiaire valide le rapport de prestation dont le document fait partie.' },
        BENEFICIARY_REFUSES: { target: 'refusedByBeneficiary', description: 'Le bénéficiaire refuse le rapport de prestation dont le document fait partie.' },
        REFUSE_AUTOMATICALLY: {
          target: 'automaticallyRefused',
          description:
            "La plateforme écarte le document : un nouveau dépôt le remplace, une nouvelle facture invalide le rapport d'activité, ou le rapport est rejeté faute de réaction du bénéficiaire.",
        },
      },
    },
    verifiedByManager: { description: 'Statut 1 : vérifié par le gestionnaire ; il peut revoir son avis.', on: managerReview },
    refusedByManager: { description: 'Statut 2 : refusé par le gestionnaire, avec la raison ; il peut revoir son avis.', on: managerReview },
    validatedByBeneficiary: {
      description: 'Statut 3 : validé par le bénéficiaire avec le rapport de prestation ; le gestionnaire qui examine le dossier peut encore le vérifier ou le refuser.',
      on: managerReview,
    },
    refusedByBeneficiary: {
      description: 'Statut 4 : refusé par le bénéficiaire avec le rapport de prestation ; le gestionnaire tranche le litige et peut le vérifier ou le refuser.',
      on: managerReview,
    },
    automaticallyRefused: {
      description: "Statut 6 : refusé automatiquement ; le dossier ou le rapport ne le tient plus, rien ne le change encore.",
      type: 'final',
    },
  },
});
