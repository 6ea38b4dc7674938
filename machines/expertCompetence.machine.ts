import { setup } from 'xstate';
import { hostAction } from './host-effects';

/**
 * Events of an expert's competence (its "expert voucher"). The expiry is sent by the platform's scheduler
 * with today's day and the voucher's last day (ISO, Brussels), so that the machine reads no clock.
 */
export type ExpertCompetenceEvent =
  | { type: 'REQUEST' }
  | { type: 'VALIDATE' }
  | { type: 'REFUSE' }
  | { type: 'EXPIRE'; today: string; expiry: string }
  | { type: 'WITHDRAW' };

export type ExpertCompetenceEventType = ExpertCompetenceEvent['type'];

/**
 * An expert's competence as the labelling side validates it (spec section 3, expert-voucher statuses 32-37).
 * Our reading of the six statuses: a submitted competence validation puts it in analysis (in renewal when it
 * is already eligible); the administration's decision on that request makes it eligible or refused (a refused
 * renewal leaves it eligible until its last day); it expires by itself the day after its last day, and the
 * administration may withdraw it. Only an eligible one is offered by the dossier wizards.
 */
export const expertCompetenceMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time.
  types: { events: {} as ExpertCompetenceEvent },
  guards: {
    // Stryker disable next-line ConditionalExpression: only the EXPIRE transitions name this guard; the type test narrows the event.
    isExpiryPassed: ({ event }) => event.type === 'EXPIRE' && event.today > event.expiry,
  },
  actions: {
    // Host effect: the server dates the grant and its last day (LABEL_VALIDITY_MONTHS).
    recordGrant: hostAction('recordGrant'),
  },
}).createMachine({
  id: 'expertCompetence',
  description:
    "La compétence d'un expert validée par la labellisation (le chèque expert, statuts 32 à 37) : demandée par son prestataire, décidée par l'administration, éligible jusqu'à son dernier jour ; seule une compétence éligible est proposée dans les dossiers.",
  initial: 'analysis',
  states: {
    analysis: {
      description: "En analyse (32) : une demande de validation soumise attend la décision de l'administration.",
      on: {
        VALIDATE: { target: 'eligible', actions: 'recordGrant', description: "L'administration valide la demande : la compétence devient éligible pour la durée de validité." },
        REFUSE: { target: 'refused', description: "La demande est refusée, clôturée sans suite ou annulée : la compétence est refusée." },
        WITHDRAW: { target: 'deleted', description: "L'administration retire la compétence, avec une justification." },
      },
    },
    renewal: {
      description: "En renouvellement (33) : la compétence éligible est redemandée ; elle reste utilisable jusqu'à son dernier jour.",
      on: {
        VALIDATE: { target: 'eligible', actions: 'recordGrant', description: "L'administration valide le renouvellement : la compétence est éligible pour une nouvelle durée." },
        REFUSE: { target: 'eligible', description: "Le renouvellement est refusé : la compétence reste éligible jusqu'à son dernier jour." },
        EXPIRE: {
          target: 'analysis',
          guard: 'isExpiryPassed',
          description: "Le dernier jour passe avant la décision : la compétence n'est plus éligible et reste en analyse (planificateur).",
        },
        WITHDRAW: { target: 'deleted', description: "L'administration retire la compétence, avec une justification." },
      },
    },
    eligible: {
      description: 'Éligible (34) : la compétence est validée ; les assistants de dossier la proposent jusqu’à son dernier jour.',
      on: {
        REQUEST: { target: 'renewal', description: 'Une demande de validation de cette compétence est soumise : son renouvellement commence.' },
        EXPIRE: { target: 'expired', guard: 'isExpiryPassed', description: 'Le dernier jour de la compétence est passé : elle expire (planificateur de la plateforme).' },
        WITHDRAW: { target: 'deleted', description: "L'administration retire la compétence, avec une justification : elle n'est plus proposée." },
      },
    },
    refused: {
      description: 'Refusée (35) : la demande de validation a été refusée ; une nouvelle demande peut être soumise.',
      on: { REQUEST: { target: 'analysis', description: 'Une nouvelle demande de validation est soumise.' } },
    },
    expired: {
      description: 'Expirée (36) : le dernier jour est passé ; une nouvelle demande de validation est nécessaire.',
      on: { REQUEST: { target: 'analysis', description: 'Une nouvelle demande de validation est soumise.' } },
    },
    deleted: {
      description: "Supprimée (37) : l'administration a retiré la compétence ; une nouvelle demande de validation peut être soumise.",
      on: { REQUEST: { target: 'analysis', description: 'Une nouvelle demande de validation est soumise.' } },
    },
  },
});
