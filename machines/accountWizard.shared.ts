import { assign, type EventObject } from 'xstate';
import type { SignupAccountInput } from '../domain/schemas/signup';
import { INITIAL_ACCOUNT_CONTEXT, type AccountWizardContext } from './accountWizard.types';

/**
 * What /signup and /validate-account have in common (spec section 2): the context's changes, and the steps 1 to 3
 * and 6 as state nodes. Each machine adds its own ending: the e-mailed validation (create) or the confirmation
 * that sends the account (validate).
 */

type Change = Partial<AccountWizardContext>;

/** The context's changes, as `assign` takes them (each machine's setup wraps them). */
const accountWizardAssigners = {
  /** A link opened: a new beginning with its token, nothing of an earlier attempt kept. */
  link: (_: unknown, { token }: { token: string }): AccountWizardContext => ({ ...INITIAL_ACCOUNT_CONTEXT, token }),
  identity: (_: unknown, { personalDataId }: { personalDataId: string }): Change => ({ personalDataId, refusal: null }),
  refusal: (_: unknown, { message }: { message: string }): Change => ({ refusal: message }),
  identityExpired: (_: unknown, { message }: { message: string }): Change => ({ personalDataId: null, refusal: message }),
  tokenRejected: (): Change => ({ tokenNotValid: true, refusal: null }),
  account: (_: unknown, { account }: { account: SignupAccountInput }): Change => ({ account, refusal: null }),
  email: (_: unknown, { email }: { email: string }): Change => ({ email, refusal: null }),
  clearRefusal: (): Change => ({ refusal: null }),
};

/** Both machines' actions, typed for the machine's events; each uses the one that keeps its ending's data (e-mail or account). */
export function accountWizardActions<E extends EventObject>() {
  const change = <P extends object | undefined>(assigner: (_: unknown, params: P) => Change) => assign<AccountWizardContext, E, P, E, never>(assigner);
  return {
    assignLink: change(accountWizardAssigners.link),
    assignIdentity: change(accountWizardAssigners.identity),
    assignRefusal: change(accountWizardAssigners.refusal),
    assignIdentityExpired: change(accountWizardAssigners.identityExpired),
    assignTokenRejected: change(accountWizardAssigners.tokenRejected),
    assignEmail: change(accountWizardAssigners.email),
    assignAccount: change(accountWizardAssigners.account),
    clearRefusal: change(accountWizardAssigners.clearRefusal),
  };
}

/** Steps 2 and 3 as both machines have them; `extra` adds a machine's own transitions to a step. */
export function sharedSteps<A extends object, P extends object>(extra: { authentication: A; personalData: P }) {
  return {
    authentication: {
      description:
        "Étape 2 : la personne s'identifie par sa carte d'identité électronique ou une application d'identité mobile, auprès du fournisseur d'identité ; celui-ci renvoie vers la plateforme, qui garde l'identité prouvée (numéro de registre national, nom, e-mail) sous un identifiant aléatoire.",
      on: {
        AUTHENTICATED: {
          target: 'personalData',
          actions: { type: 'assignIdentity', params: ({ event }: { event: { personalDataId: string } }) => event },
          description: "Le fournisseur d'identité a prouvé l'identité : on passe aux données personnelles.",
        },
        IDENTITY_REFUSED: {
          target: 'authentication',
          actions: { type: 'assignRefusal', params: ({ event }: { event: { message: string } }) => event },
          description:
            "L'identité n'est pas prouvée, ou son numéro de registre national est déjà utilisé sur la plateforme : la personne reste à cette étape, avec le message.",
        },
        PREVIOUS: { target: 'foreword', actions: 'clearRefusal', description: "Retour à l'avant-propos." },
        ...extra.authentication,
      },
    },
    personalData: {
      description:
        "Étape 3 : les données personnelles prouvées (numéro de registre national, nom et prénom quand le fournisseur les donne) et le compte choisi : nom d'utilisateur, e-mail deux fois, mot de passe deux fois (au moins 8 caractères).",
      on: {
        IDENTITY_EXPIRED: {
          target: 'authentication',
          actions: { type: 'assignIdentityExpired', params: ({ event }: { event: { message: string } }) => event },
          description: "L'identité prouvée n'est plus gardée (délai dépassé, ou déjà utilisée) : la personne s'identifie à nouveau.",
        },
        PREVIOUS: { target: 'authentication', actions: 'clearRefusal', description: "Retour à l'identification." },
        ...extra.personalData,
      },
    },
  } as const;
}

export const confirmedStep = {
  description: 'Étape 6 : le compte est validé ; la personne se connecte avec son nom d’utilisateur et son mot de passe.',
  type: 'final',
} as const;
