import { assign, setup } from 'xstate';

/** The four steps of /reset-password (spec section 2) and the child path of each. */
export const RESET_PASSWORD_STEPS = ['request', 'validation', 'password', 'confirmation'] as const;
export type ResetPasswordStep = (typeof RESET_PASSWORD_STEPS)[number];

export type ResetPasswordEvent =
  | { type: 'REQUEST_SENT' }
  | { type: 'REQUEST_AGAIN' }
  | { type: 'LINK_OPENED'; token: string }
  | { type: 'TOKEN_VALID' }
  | { type: 'TOKEN_REFUSED'; message: string }
  | { type: 'PASSWORD_CHANGED' };

export interface ResetPasswordContext {
  token: string | null;
  /** Why the link was refused (spec section 8: token missing, invalid or expired; account not enabled). */
  refusal: string | null;
}

/**
 * Password reset, signed out (spec sections 2 and 7). The host calls the API and sends what it answered: the
 * request (POST /auth/reset-password), the check of the e-mailed link (POST /auth/check-token), the new password
 * (POST /auth/reset-password/change-password). The link is opened in a new page: LINK_OPENED is accepted from the
 * request step too.
 */
export const resetPasswordMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time.
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
  },
  actions: {
    assignToken: assign((_, { token }: { token: string }) => ({ token, refusal: null })),
    assignRefusal: assign((_, { message }: { message: string }) => ({ refusal: message })),
    clear: assign({ token: null, refusal: null }),
  },
}).createMachine({
  id: 'resetPassword',
  description:
    "Réinitialisation du mot de passe d'un visiteur non connecté : demande par adresse e-mail, lien envoyé par e-mail, nouveau mot de passe, confirmation.",
  initial: 'request',
  context: { token: null, refusal: null },
  on: {
    LINK_OPENED: {
      target: '.validation',
      actions: { type: 'assignToken', params: ({ event }) => event },
      description: "Le visiteur ouvre le lien reçu par e-mail : son jeton est vérifié, quelle que soit l'étape où il était.",
    },
  },
  states: {
    request: {
      description: "Étape 1 : le visiteur donne l'adresse e-mail de son compte.",
      initial: 'editing',
      states: {
        editing: {
          description: "Le formulaire de demande, vide ou à corriger.",
          on: {
            REQUEST_SENT: {
              target: 'sent',
              description: "La plateforme a accepté la demande : un lien est envoyé si un compte utilise cette adresse.",
            },
          },
        },
        sent: {
          description: "La demande est faite : le visiteur est invité à suivre le lien de l'e-mail, sans savoir si un compte utilise l'adresse.",
          on: {
            REQUEST_AGAIN: { target: 'editing', description: 'Le visiteur refait une demande (autre adresse, e-mail non reçu).' },
          },
        },
      },
    },
    validation: {
      description: 'Étape 2 : le lien reçu par e-mail est vérifié (jeton existant, non utilisé, non expiré, compte validé).',
      initial: 'checking',
      states: {
        checking: {
          description: 'La vérification du jeton est en cours.',
          on: {
            TOKEN_VALID: { target: '#resetPassword.password', description: 'Le lien est valable : on passe au nouveau mot de passe.' },
            TOKEN_REFUSED: {
              target: 'refused',
              actions: { type: 'assignRefusal', params: ({ event }) => event },
              description: "Le lien est refusé (invalide, déjà utilisé, expiré, ou compte non validé) : le message de la plateforme est montré.",
            },
          },
        },
        refused: {
          description: 'Le lien ne sert pas : le visiteur peut refaire une demande.',
          on: {
            REQUEST_AGAIN: {
              target: '#resetPassword.request',
              actions: 'clear',
              description: 'Le visiteur refait une demande de lien.',
            },
          },
        },
      },
    },
    password: {
      description: 'Étape 3 : le visiteur choisit un nouveau mot de passe de 8 à 30 caractères et le confirme.',
      on: {
        PASSWORD_CHANGED: {
          target: 'confirmation',
          actions: 'clear',
          description: "La plateforme a enregistré le nouveau mot de passe et fermé les sessions du compte ; le lien ne sert plus.",
        },
        TOKEN_REFUSED: {
          target: '#resetPassword.validation.refused',
          actions: { type: 'assignRefusal', params: ({ event }) => event },
          description: "Le lien a expiré ou a servi entre-temps : le message de la plateforme est montré.",
        },
      },
    },
    confirmation: {
      description: 'Étape 4 : le mot de passe est changé ; le visiteur peut se connecter avec lui.',
      type: 'final',
    },
  },
});

/** The step a state shows. */
export function resetPasswordStepOf(value: unknown): ResetPasswordStep {
  const top = typeof value === 'string' ? value : Object.keys(value as object)[0];
  return RESET_PASSWORD_STEPS.find((step) => step === top) ?? 'request';
}
