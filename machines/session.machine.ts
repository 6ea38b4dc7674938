import { assertEvent, assign, setup } from 'xstate';
import { Droit, type DroitId } from '../domain/droits';
import { hasProviderOrganisation } from '../domain/session-droit';
import { mayOpenArea, type Area } from './access/areaAccess';
import { hostAction, hostActor } from './host-effects';
import type {
  GestiaLoginInput,
  LoginInput,
  RefreshLinkedOrganisationsOutput,
  RestoreSessionInput,
  SessionContext,
  SessionData,
  SessionError,
  SessionEvent,
  SwapDroitInput,
} from './session.types';

/**
 * The login screen shows the error's own message or the word 'unexpected' (spec section 8); the
 * host's actors reject with `{ code, message }` taken from the API error body.
 */
export function toSessionError(error: unknown): SessionError {
  const { code, message, personalDataId } = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  return {
    code: typeof code === 'string' && code !== '' ? code : 'unexpected',
    message: typeof message === 'string' && message !== '' ? message : 'unexpected',
    ...(typeof personalDataId === 'string' && personalDataId !== '' ? { personalDataId } : {}),
  };
}

/** The API's code for a 503 (spec section 8). */
const MAINTENANCE_CODE = 'Under maintenance';

/** The header offers a right only if the contact holds it and is not in it (spec section 2, Layout). */
function canSwapTo(context: SessionContext, droitId: DroitId): boolean {
  // Stryker disable next-line BooleanLiteral,OptionalChaining: only the connected session asks it, and a connected session always holds its user.
  const held = context.user?.droits.includes(droitId) ?? false;
  const swappable = droitId === Droit.Prestataire || droitId === Droit.Beneficiaire;
  // Swapping to provider without a provider organisation would be switched straight back (spec section 4). The
  // provider test cannot be dropped by a mutant either: a session that may swap to beneficiary is a provider that
  // has a provider organisation (checkingDroit switches any other one).
  // Stryker disable next-line ConditionalExpression
  const usable = droitId !== Droit.Prestataire || hasProviderOrganisation(context.linkedOrganisations);
  return held && swappable && usable && droitId !== context.droitId;
}

export const sessionMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time.
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    restoreSession: hostActor<SessionData, RestoreSessionInput>('restoreSession'),
    loginWithPassword: hostActor<SessionData, LoginInput>('loginWithPassword'),
    loginWithGestia: hostActor<SessionData, GestiaLoginInput>('loginWithGestia'),
    refreshLinkedOrganisations: hostActor<RefreshLinkedOrganisationsOutput>('refreshLinkedOrganisations'),
    swapDroit: hostActor<SessionData, SwapDroitInput>('swapDroit'),
    // Failures are ignored: the user is logged out locally anyway.
    logout: hostActor<void>('logout'),
  },
  guards: {
    isMaintenanceError: ({ event }) => toSessionError((event as { error?: unknown }).error).code === MAINTENANCE_CODE,
    isProviderWithoutProviderOrganisation: ({ context }) =>
      context.droitId === Droit.Prestataire && !hasProviderOrganisation(context.linkedOrganisations),
    canSwapDroit: ({ context }, params: SwapDroitInput) => canSwapTo(context, params.droitId),
    mayOpenArea: ({ context }, params: { area: Area }) => mayOpenArea(context.droitId, params.area),
  },
  actions: {
    assignSession: assign((_, session: SessionData) => ({
      user: session.user,
      linkedOrganisations: session.linkedOrganisations,
      droitId: session.droitId,
      error: null,
    })),
    assignLinkedOrganisations: assign((_, output: RefreshLinkedOrganisationsOutput) => ({
      linkedOrganisations: output.linkedOrganisations,
    })),
    assignLoginError: assign((_, error: SessionError) => ({ error })),
    clearError: assign({ error: null }),
    clearUser: assign({ user: null, linkedOrganisations: [], droitId: null }),
    setMaintenance: assign({ maintenance: true }),
    // Host effects: remove the token and the idle timer; navigate; toast.
    clearStoredSession: hostAction('clearStoredSession'),
    goToLogin: hostAction('goToLogin'),
    goHomeAndReload: hostAction('goHomeAndReload'),
    notifyNewVersion: hostAction('notifyNewVersion'),
  },
}).createMachine({
  id: 'session',
  description: "Qui est connecté, sous quel droit, et si la plateforme est en maintenance (spec section 4).",
  initial: 'disconnected',
  context: { user: null, linkedOrganisations: [], droitId: null, error: null, maintenance: false },
  on: {
    // A 503 can answer any call, whatever the session is doing.
    MAINTENANCE: { actions: 'setMaintenance', description: 'Un appel a répondu 503 : la plateforme passe en maintenance.' },
    // Outside a session there is nobody to log out, but the new version is still worth telling.
    API_VERSION_MISMATCH: { actions: 'notifyNewVersion', description: "Le serveur annonce une nouvelle version : l'utilisateur en est averti." },
  },
  states: {
    disconnected: {
      description: "Personne n'est connecté : seuls les écrans publics (connexion, inscription, mot de passe oublié) sont ouverts.",
      on: {
        RESTORE: { target: 'restoring', description: "Au lancement, un jeton est conservé : l'application tente de reprendre la session." },
        LOGIN: { target: 'loggingIn', actions: 'clearError', description: "L'écran de connexion envoie un identifiant et un mot de passe." },
        LOGIN_GESTIA: {
          target: 'loggingInWithGestia',
          actions: 'clearError',
          description: "Le service d'identité renvoie le navigateur avec un code à échanger.",
        },
      },
    },
    restoring: {
      tags: ['settling'],
      description: "Un jeton est conservé au lancement : il est renouvelé s'il a expiré, puis l'identité (whoami) est chargée.",
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        input: ({ event }) => {
          assertEvent(event, 'RESTORE');
          return { expired: event.expired };
        },
        onDone: {
          target: 'connected',
          actions: { type: 'assignSession', params: ({ event }) => event.output },
          description: 'La session est reprise : utilisateur, droit et organisations liées.',
        },
        onError: [
          // Under maintenance the token may well be valid: keep it for when the platform is back.
          { guard: 'isMaintenanceError', target: 'disconnected', description: 'La plateforme est en maintenance : le jeton est gardé pour plus tard.' },
          // An invalid stored token is discarded.
          { target: 'disconnected', actions: 'clearStoredSession', description: 'Le jeton conservé n’est plus valable : il est effacé.' },
        ],
      },
    },
    loggingIn: {
      tags: ['settling'],
      description: "L'écran de connexion a envoyé un identifiant et un mot de passe (et le droit demandé par le paramètre de rôle).",
      invoke: {
        id: 'loginWithPassword',
        src: 'loginWithPassword',
        input: ({ event }) => {
          assertEvent(event, 'LOGIN');
          return { login: event.login, password: event.password, droitId: event.droitId };
        },
        onDone: {
          target: 'connected',
          actions: { type: 'assignSession', params: ({ event }) => event.output },
          description: 'Identifiants acceptés : la session est ouverte.',
        },
        onError: {
          target: 'disconnected',
          actions: { type: 'assignLoginError', params: ({ event }) => toSessionError(event.error) },
          description: "Connexion refusée : l'écran de connexion affiche le message du serveur.",
        },
      },
    },
    loggingInWithGestia: {
      tags: ['settling'],
      description: "Le service d'identité a renvoyé le navigateur avec un code ; en cas d'échec, son code d'erreur est affiché.",
      invoke: {
        id: 'loginWithGestia',
        src: 'loginWithGestia',
        input: ({ event }) => {
          assertEvent(event, 'LOGIN_GESTIA');
          return { gestiaCode: event.gestiaCode, droitId: event.droitId };
        },
        onDone: {
          target: 'connected',
          actions: { type: 'assignSession', params: ({ event }) => event.output },
          description: "L'identité prouvée correspond à un compte : la session est ouverte.",
        },
        onError: {
          target: 'disconnected',
          actions: { type: 'assignLoginError', params: ({ event }) => toSessionError(event.error) },
          description: "Le service d'identité ou la plateforme refuse : l'erreur est affichée.",
        },
      },
    },
    connected: {
      description: 'Un utilisateur est connecté sous un droit, avec les organisations auxquelles il est lié.',
      initial: 'checkingDroit',
      on: {
        LOGOUT: { target: 'loggingOut', description: "L'utilisateur choisit « Se déconnecter »." },
        // No target: the route only asks `can`, and the session stays as it is.
        OPEN_AREA: {
          guard: { type: 'mayOpenArea', params: ({ event }) => ({ area: event.area }) },
          description: "Un écran d'une zone réservée s'ouvre (dossiers, gestion, chèques, labellisation, bureau) : le droit de la session doit l'ouvrir (spec sections 2 et 6).",
        },
        // 498: the token is gone; no redirect, the route guard sends the visitor to login when needed.
        SESSION_EXPIRED: {
          target: 'disconnected',
          actions: ['clearStoredSession', 'clearUser'],
          description: 'Le serveur répond 498 : le jeton a expiré ou a été révoqué, la session se termine.',
        },
        API_VERSION_MISMATCH: {
          target: 'loggingOut',
          actions: 'notifyNewVersion',
          description: "Le serveur a changé de version : l'utilisateur est averti et déconnecté.",
        },
      },
      states: {
        checkingDroit: {
          tags: ['settling'],
          description: "Une session vient de s'ouvrir ou de changer : un prestataire sans organisation prestataire ne peut pas le rester.",
          always: [
            {
              guard: 'isProviderWithoutProviderOrganisation',
              target: 'switchingToBeneficiary',
              description: "Connecté comme prestataire sans organisation prestataire liée : passage au droit bénéficiaire.",
            },
            { target: 'idle', description: 'Le droit de la session est permis.' },
          ],
        },
        switchingToBeneficiary: {
          tags: ['settling'],
          description: 'Connecté comme prestataire sans organisation prestataire liée : la spécification fait passer au droit bénéficiaire.',
          invoke: {
            id: 'switchToBeneficiary',
            src: 'swapDroit',
            input: { droitId: Droit.Beneficiaire },
            onDone: {
              target: 'checkingDroit',
              actions: { type: 'assignSession', params: ({ event }) => event.output },
              description: 'Le droit bénéficiaire est obtenu.',
            },
            // Staying a provider without organisation is not allowed, so the session ends.
            onError: { target: '#session.loggingOut', description: 'Le changement de droit échoue : la session se termine.' },
          },
        },
        idle: {
          description: 'La session est établie ; les écrans peuvent recharger les organisations liées ou changer de droit.',
          on: {
            REFRESH_LINKED_ORGANISATIONS: {
              target: 'refreshingLinkedOrganisations',
              description: 'Un écran demande de relire les organisations liées (un lien vient d’être validé, par exemple).',
            },
            SWAP_DROIT: {
              guard: { type: 'canSwapDroit', params: ({ event }) => ({ droitId: event.droitId }) },
              target: 'swappingDroit',
              description: "L'utilisateur choisit l'autre droit dans le menu de l'en-tête, s'il le détient.",
            },
          },
        },
        refreshingLinkedOrganisations: {
          description: 'Les organisations liées sont relues à la demande (par exemple après la validation d’un lien).',
          invoke: {
            id: 'refreshLinkedOrganisations',
            src: 'refreshLinkedOrganisations',
            onDone: {
              // A provider may have lost its last provider organisation.
              target: 'checkingDroit',
              actions: { type: 'assignLinkedOrganisations', params: ({ event }) => event.output },
              description: 'Les organisations liées sont à jour ; le droit est vérifié à nouveau.',
            },
            onError: { target: 'idle', description: 'La relecture échoue : la session garde ce qu’elle savait.' },
          },
        },
        swappingDroit: {
          description: "L'utilisateur a choisi l'autre droit ; en cas de succès, l'application revient à l'accueil et se recharge.",
          invoke: {
            id: 'swapDroit',
            src: 'swapDroit',
            input: ({ event }) => {
              assertEvent(event, 'SWAP_DROIT');
              return { droitId: event.droitId };
            },
            onDone: {
              target: 'checkingDroit',
              actions: [{ type: 'assignSession', params: ({ event }) => event.output }, 'goHomeAndReload'],
              description: "Le nouveau droit est obtenu : retour à l'accueil.",
            },
            onError: { target: 'idle', description: 'Le changement de droit est refusé : la session reste sous le droit actuel.' },
          },
        },
      },
    },
    loggingOut: {
      tags: ['settling'],
      description: 'La déconnexion appelle le serveur ; quelle que soit sa réponse, la session se termine ici.',
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: {
          target: 'disconnected',
          actions: ['clearStoredSession', 'goToLogin', 'clearUser'],
          description: 'Le serveur a révoqué le jeton : retour à la connexion.',
        },
        onError: {
          target: 'disconnected',
          actions: ['clearStoredSession', 'goToLogin', 'clearUser'],
          description: 'Le serveur ne répond pas : la session se termine tout de même ici.',
        },
      },
    },
  },
});
