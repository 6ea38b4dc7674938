import { setup } from 'xstate';
import { hostAction } from './host-effects';

export type DrcAnswerEvent =
  | { type: 'SEND'; pendingFile: boolean }
  | { type: 'ANSWERED' }
  | { type: 'REFUSED' };

/**
 * The answer to the administration's request for information (/drc/{dossierId}, spec section 2): the answer,
 * its sending, then its confirmation. A file chosen but not attached would be lost by the sending (issue 28):
 * the machine refuses to send then, and the host says why. The dossier's status says where a visit stands
 * (machines/access/drcAccess.ts): a dossier waiting for information is at the answer, one whose information
 * was completed at the confirmation.
 */
export const drcAnswerMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time.
  types: { events: {} as DrcAnswerEvent },
  guards: {
    fileLeftUnattached: (_, { pendingFile }: { pendingFile: boolean }) => pendingFile,
  },
  actions: {
    // Host effect: the browser tells the contact to attach the chosen file (or to remove it) first.
    askToAttachFile: hostAction('askToAttachFile'),
  },
}).createMachine({
  id: 'drcAnswer',
  description: "La réponse à une demande d'informations de l'administration : la réponse, son envoi, puis sa confirmation.",
  initial: 'reponse',
  states: {
    reponse: {
      description: "Étape 1 : la question du gestionnaire et la réponse d'un contact désigné, tant que le dossier attend des informations.",
      on: {
        SEND: [
          {
            guard: { type: 'fileLeftUnattached', params: ({ event }) => event },
            // Stryker disable next-line StringLiteral: an emptied target stays in `reponse` without leaving it; `reponse` has no entry or exit effect, so both are the same step.
            target: 'reponse',
            actions: 'askToAttachFile',
            description:
              "Un fichier est choisi mais pas joint : l'envoi est bloqué et le contact est invité à le joindre (ou à le retirer), pour qu'aucun fichier ne soit perdu.",
          },
          { target: 'envoi', description: 'Le contact envoie sa réponse, avec les documents joints.' },
        ],
      },
    },
    envoi: {
      description: 'La réponse part au serveur, qui la vérifie.',
      on: {
        ANSWERED: {
          target: 'confirmation',
          description: 'La réponse est envoyée : le dossier repart en examen et le gestionnaire en est averti.',
        },
        REFUSED: { target: 'reponse', description: 'Le serveur refuse la réponse (champ invalide, dossier modifié entre-temps) : le contact la corrige.' },
      },
    },
    confirmation: {
      description: "Étape 2 : la réponse est envoyée ; le dossier n'attend plus d'informations.",
      type: 'final',
    },
  },
});

/** The machine's screens (/drc/{dossierId}/reponse and /confirmation); the sending happens on the answer's. */
export type DrcScreen = 'reponse' | 'confirmation';
