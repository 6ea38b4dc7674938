import { setup } from 'xstate';
import { accountWizardActions, confirmedStep, sharedSteps } from './accountWizard.shared';
import { INITIAL_ACCOUNT_CONTEXT, type AccountWizardContext, type SignupEvent } from './accountWizard.types';

/**
 * /signup, "signup type create" (spec section 2; section 4, "Account: created, then validated via an e-mailed
 * link"): six steps, the sixth being the confirmed page (the other reading counts five). The host persists the
 * snapshot across the visit to the identity provider, sends what the server answered, and shows the state's step;
 * the routes let no step open before its turn (machines/access/accountWizardAccess.ts).
 */
export const signupMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time.
  types: { context: {} as AccountWizardContext, events: {} as SignupEvent },
  actions: accountWizardActions<SignupEvent>(),
}).createMachine({
  id: 'signup',
  description:
    "Création d'un compte : avant-propos, identification électronique, données personnelles, validation par le lien envoyé par e-mail, confirmation, compte confirmé. Le compte est créé à l'étape 3 mais ne permet de se connecter qu'une fois confirmé par son lien.",
  initial: 'foreword',
  context: INITIAL_ACCOUNT_CONTEXT,
  on: {
    LINK_OPENED: {
      target: '.confirmation',
      actions: { type: 'assignLink', params: ({ event }) => event },
      description: "Le lien de l'e-mail est ouvert, dans ce navigateur ou un autre : il mène à la confirmation, quelle que soit l'étape.",
    },
  },
  states: {
    foreword: {
      description: "Étape 1 : ce que la création d'un compte demande (une carte d'identité électronique ou une application d'identité mobile, une adresse e-mail).",
      on: {
        START: { target: 'authentication', description: "La personne commence : elle va s'identifier." },
        IDENTITY_CARRIED: {
          target: 'personalData',
          actions: { type: 'assignIdentity', params: ({ event }) => event },
          description:
            "La personne vient de se connecter par eID sans qu'aucun compte ne soit lié à son identité, et choisit « Créer un compte » : l'identité déjà prouvée est reprise, elle passe directement aux données personnelles.",
        },
      },
    },
    ...sharedSteps({
      authentication: {},
      personalData: {
        ACCOUNT_CREATED: {
          target: 'validation',
          actions: { type: 'assignEmail', params: ({ event }: { event: { email: string } }) => event },
          description: "La plateforme a créé le compte (non validé) et envoyé le lien de validation à l'adresse donnée.",
        },
      },
    } as const),
    validation: {
      description: "Étape 4 : la personne est invitée à ouvrir le lien envoyé à son adresse e-mail ; rien d'autre ne se fait ici.",
    },
    confirmation: {
      description: "Étape 5 : la personne confirme l'activation de son compte (un bouton, pour qu'un lecteur d'e-mails qui ouvre le lien n'use pas le lien à sa place).",
      on: {
        CONFIRMED: { target: 'confirmed', description: 'La plateforme a validé le compte : le lien est utilisé.' },
        TOKEN_REJECTED: {
          // Stryker disable next-line StringLiteral: an emptied target stays at the confirmation without leaving it; the confirmation has no entry or exit effect, so both are the same step.
          target: 'confirmation',
          actions: 'assignTokenRejected',
          description: "Le lien est inconnu, déjà utilisé ou expiré : le message « lien invalide ou expiré » s'affiche.",
        },
      },
    },
    confirmed: confirmedStep,
  },
});
