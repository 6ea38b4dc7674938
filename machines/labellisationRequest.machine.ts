import { setup } from 'xstate';
import { hostAction } from './host-effects';

/**
 * Events of a labellisation request (spec section 4). The texts that come with some (the cancellation's
 * justification, the DRC's question and answer, an opinion's comment) are checked by the payload schemas and
 * kept in the history by the host; the machine decides only whether the status may change.
 */
export type LabellisationRequestEvent =
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'RECORD_OPINION' }
  | { type: 'OPEN_DRC' }
  | { type: 'ANSWER_DRC' }
  | { type: 'VALIDATE' }
  | { type: 'REFUSE' }
  | { type: 'CLOSE_WITHOUT_FOLLOW_UP' }
  | { type: 'ARCHIVE' };

export type LabellisationRequestEventType = LabellisationRequestEvent['type'];

const cancel = {
  CANCEL: { target: '#labellisationRequest.closed', description: 'Le prestataire annule la demande, avec une justification.' },
} as const;

/**
 * The lifecycle of a labellisation request (spec section 4: in introduction, in examination, in DRC,
 * closed, completed, archived). Our reading of the two ends: a validated request is completed (its label
 * is granted or renewed), a refused, cancelled or abandoned one is closed; the administration archives
 * either. The opinions of the reference and advice centres do not change the status.
 */
export const labellisationRequestMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time.
  types: { events: {} as LabellisationRequestEvent },
  actions: {
    // Host effects, performed by the server in the same transaction.
    recordSubmission: hostAction('recordSubmission'),
    grantLabel: hostAction('grantLabel'),
    recordOpinion: hostAction('recordOpinion'),
    // The provider's Authorities are told of what the administration asks or decides.
    notifyProvider: hostAction('notifyProvider'),
    // Whoever asked for information is told of the answer.
    notifyAdministration: hostAction('notifyAdministration'),
  },
}).createMachine({
  id: 'labellisationRequest',
  description:
    "Une demande de labellisation d'un prestataire : créée et complétée, puis soumise avec d'autres, examinée avec l'avis des centres, et décidée par l'administration (spec section 4).",
  initial: 'introduction',
  states: {
    introduction: {
      description: "En introduction : le prestataire crée et complète la demande ; elle n'est pas encore soumise.",
      on: {
        SUBMIT: {
          target: 'examination',
          actions: 'recordSubmission',
          description: "Une Autorité du prestataire soumet la demande, dans un groupe de soumission dont les règles sont respectées.",
        },
        ...cancel,
      },
    },
    examination: {
      description: "En examen : les centres de référence et d'avis donnent leur avis, l'administration décide.",
      on: {
        RECORD_OPINION: { actions: 'recordOpinion', description: "Un centre de référence ou d'avis donne son avis ; la demande reste en examen." },
        OPEN_DRC: { target: 'drc', actions: 'notifyProvider', description: "L'administration demande des renseignements complémentaires au prestataire, qui en est averti." },
        VALIDATE: {
          target: 'completed',
          actions: ['grantLabel', 'notifyProvider'],
          description: "L'administration valide la demande : le label est accordé ou renouvelé, et le prestataire en est averti.",
        },
        REFUSE: { target: 'closed', actions: 'notifyProvider', description: "L'administration refuse la demande, avec une justification ; le prestataire en est averti." },
        CLOSE_WITHOUT_FOLLOW_UP: { target: 'closed', actions: 'notifyProvider', description: "L'administration clôture la demande sans suite ; le prestataire en est averti." },
        ...cancel,
      },
    },
    drc: {
      description: 'En DRC : le prestataire doit répondre à la demande de renseignements complémentaires.',
      on: {
        ANSWER_DRC: {
          target: 'examination',
          actions: 'notifyAdministration',
          description: "Le contact qui suit la demande répond ; la demande revient en examen et l'administration qui a posé la question en est avertie.",
        },
        CLOSE_WITHOUT_FOLLOW_UP: {
          target: 'closed',
          actions: 'notifyProvider',
          description: "L'administration clôture sans suite une demande restée sans réponse ; le prestataire en est averti.",
        },
        ...cancel,
      },
    },
    completed: {
      description: 'Complétée : la demande a été validée et son label accordé.',
      on: { ARCHIVE: { target: 'archived', description: "L'administration archive la demande traitée." } },
    },
    closed: {
      description: 'Clôturée : la demande a été refusée, clôturée sans suite ou annulée.',
      on: { ARCHIVE: { target: 'archived', description: "L'administration archive la demande clôturée." } },
    },
    archived: { type: 'final', description: 'Archivée : la demande est rangée ; plus rien ne la change.' },
  },
});
