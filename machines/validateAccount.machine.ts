import { setup } from 'xstate';
import { accountWizardActions, confirmedStep, sharedSteps } from './accountWizard.shared';
import { INITIAL_ACCOUNT_CONTEXT, type AccountWizardContext, type ValidateAccountEvent } from './accountWizard.types';

/**
 * /validate-account, "signup type validate" (spec section 2): the person an organisation's Authority added as a
 * contact (no password) opens the e-mailed link, identifies, chooses the account and confirms; no validation step,
 * the link itself proved the e-mail. The foreword carries the token-not-valid flag.
 */
export const validateAccountMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time.
  types: { context: {} as AccountWizardContext, events: {} as ValidateAccountEvent },
  guards: {
    /** A link was opened and the server has not refused its token. */
    hasLiveToken: ({ context }) => context.token !== null && !context.tokenNotValid,
  },
  actions: accountWizardActions<ValidateAccountEvent>(),
}).createMachine({
  id: 'validateAccount',
  description:
    "Validation d'un compte créé par l'Autorité d'une organisation : avant-propos (avec l'indication d'un lien non valide), identification électronique, données personnelles et compte, confirmation, compte validé.",
  initial: 'foreword',
  context: INITIAL_ACCOUNT_CONTEXT,
  on: {
    LINK_OPENED: {
      target: '.foreword',
      actions: { type: 'assignLink', params: ({ event }) => event },
      description: "Le lien de l'e-mail est ouvert : on recommence à l'avant-propos avec son jeton.",
    },
  },
  states: {
    foreword: {
      description: "Étape 1 : ce que la validation demande ; un lien absent, inconnu, déjà utilisé ou expiré y est signalé et empêche d'aller plus loin.",
      on: {
        START: { guard: 'hasLiveToken', target: 'authentication', description: "Avec un lien valide, la personne commence : elle va s'identifier." },
      },
    },
    ...sharedSteps({
      authentication: {
        TOKEN_REJECTED: {
          target: 'foreword',
          actions: 'assignTokenRejected',
          description: "La plateforme ne reconnaît plus le lien (utilisé ou expiré) : retour à l'avant-propos, qui le signale.",
        },
      },
      personalData: {
        ACCOUNT_SAVED: {
          target: 'confirmation',
          actions: { type: 'assignAccount', params: ({ event }: { event: Extract<ValidateAccountEvent, { type: 'ACCOUNT_SAVED' }> }) => event },
          description: 'Le compte choisi respecte les règles du formulaire : on passe à la confirmation.',
        },
      },
    } as const),
    confirmation: {
      description: 'Étape 5 : le récapitulatif ; la personne confirme, la plateforme complète et valide le compte.',
      on: {
        CONFIRMED: { target: 'confirmed', description: 'La plateforme a validé le compte : le lien est utilisé.' },
        REFUSED: {
          target: 'personalData',
          actions: { type: 'assignRefusal', params: ({ event }) => event },
          description: "La plateforme refuse une donnée (e-mail ou nom d'utilisateur déjà utilisé…) : retour aux données personnelles, avec le message.",
        },
        TOKEN_REJECTED: {
          target: 'foreword',
          actions: 'assignTokenRejected',
          description: "Le lien est inconnu, déjà utilisé ou expiré : retour à l'avant-propos, qui le signale.",
        },
        PREVIOUS: { target: 'personalData', description: 'Retour aux données personnelles.' },
      },
    },
    confirmed: confirmedStep,
  },
});
