import { fromPromise, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { Droit } from '../domain/droits';
import { StatutValidationLien } from '../domain/link-validation';
import { TypeOrganisation } from '../domain/organisation-types';
import type { sessionMachine } from '../machines/session.machine';
import type { GestiaLoginInput, LinkedOrganisation, LoginInput, RefreshLinkedOrganisationsOutput, RestoreSessionInput, SessionData, SessionUser, SwapDroitInput } from '../machines/session.types';
import type { EventFixtures, MachineModel } from './model';

/** Done and error events of the session's invoked actors (their ids in session.machine.ts). */
type SessionActorEvent =
  | DoneActorEvent<SessionData, 'restoreSession'>
  | ErrorActorEvent<unknown, 'restoreSession'>
  | DoneActorEvent<SessionData, 'loginWithPassword'>
  | ErrorActorEvent<unknown, 'loginWithPassword'>
  | DoneActorEvent<SessionData, 'loginWithGestia'>
  | ErrorActorEvent<unknown, 'loginWithGestia'>
  | DoneActorEvent<SessionData, 'switchToBeneficiary'>
  | ErrorActorEvent<unknown, 'switchToBeneficiary'>
  | DoneActorEvent<SessionData, 'swapDroit'>
  | ErrorActorEvent<unknown, 'swapDroit'>
  | DoneActorEvent<RefreshLinkedOrganisationsOutput, 'refreshLinkedOrganisations'>
  | ErrorActorEvent<unknown, 'refreshLinkedOrganisations'>
  | DoneActorEvent<void, 'logout'>
  | ErrorActorEvent<unknown, 'logout'>;

function link(id: number, type: number, status: number): LinkedOrganisation {
  return { id, type_organisation_id: type, nom: `Organisation ${id}`, type_contact_id: 1, validation_status: status };
}

const beneficiaryLink = link(10, TypeOrganisation.BENEFICIAIRE, StatutValidationLien.VALIDE);
const providerLink = link(20, TypeOrganisation.PRESTATAIRE, StatutValidationLien.VALIDE);
const pendingProviderLink = link(21, TypeOrganisation.PRESTATAIRE, StatutValidationLien.EN_ATTENTE);

/** Holds an administration right too, to show that only provider and beneficiary are swappable. */
const marie: SessionUser = { id: 1, prenom: 'Marie', nom: 'Dupont', droits: [Droit.Administrateur, Droit.Prestataire, Droit.Beneficiaire] };
/** A provider whose provider link is still pending: no provider organisation. */
const paul: SessionUser = { id: 2, prenom: 'Paul', nom: 'Martin', droits: [Droit.Prestataire, Droit.Beneficiaire] };

const marieAsProvider: SessionData = { user: marie, linkedOrganisations: [beneficiaryLink, providerLink], droitId: Droit.Prestataire };
const marieAsBeneficiary: SessionData = { ...marieAsProvider, droitId: Droit.Beneficiaire };
const paulAsProvider: SessionData = { user: paul, linkedOrganisations: [beneficiaryLink, pendingProviderLink], droitId: Droit.Prestataire };
const paulAsBeneficiary: SessionData = { ...paulAsProvider, droitId: Droit.Beneficiaire };

const sessions = [marieAsProvider, marieAsBeneficiary, paulAsProvider];

function done<TId extends string, TOutput>(id: TId, output: TOutput): DoneActorEvent<TOutput, TId> {
  return { type: `xstate.done.actor.${id}`, output, actorId: id };
}

function failed<TId extends string>(id: TId, error: unknown): ErrorActorEvent<unknown, TId> {
  return { type: `xstate.error.actor.${id}`, error, actorId: id };
}

const serverDown = { code: 'Error', message: 'Une erreur est survenue, veuillez réessayer plus tard.' };

export const sessionEvents = {
  RESTORE: [
    { type: 'RESTORE', expired: false },
    { type: 'RESTORE', expired: true },
  ],
  LOGIN: [
    { type: 'LOGIN', login: 'marie', password: 'secret123' },
    { type: 'LOGIN', login: 'marie', password: 'secret123', droitId: Droit.Beneficiaire },
  ],
  LOGIN_GESTIA: [{ type: 'LOGIN_GESTIA', gestiaCode: 'code-1' }],
  LOGOUT: [{ type: 'LOGOUT' }],
  REFRESH_LINKED_ORGANISATIONS: [{ type: 'REFRESH_LINKED_ORGANISATIONS' }],
  SWAP_DROIT: [
    { type: 'SWAP_DROIT', droitId: Droit.Prestataire },
    { type: 'SWAP_DROIT', droitId: Droit.Beneficiaire },
    { type: 'SWAP_DROIT', droitId: Droit.Administrateur },
    { type: 'SWAP_DROIT', droitId: Droit.Gestionnaire },
  ],
  OPEN_AREA: [
    { type: 'OPEN_AREA', area: 'dossiers' },
    { type: 'OPEN_AREA', area: 'gestion' },
    { type: 'OPEN_AREA', area: 'labellisationDesk' },
  ],
  SESSION_EXPIRED: [{ type: 'SESSION_EXPIRED' }],
  API_VERSION_MISMATCH: [{ type: 'API_VERSION_MISMATCH' }],
  MAINTENANCE: [{ type: 'MAINTENANCE' }],
  'xstate.done.actor.restoreSession': sessions.map((s) => done('restoreSession', s)),
  'xstate.error.actor.restoreSession': [
    failed('restoreSession', { code: 'Invalid token', message: 'Invalid token' }),
    failed('restoreSession', { code: 'Under maintenance', message: 'Under maintenance' }),
  ],
  'xstate.done.actor.loginWithPassword': sessions.map((s) => done('loginWithPassword', s)),
  'xstate.done.actor.loginWithGestia': [done('loginWithGestia', marieAsBeneficiary)],
  'xstate.error.actor.loginWithGestia': [failed('loginWithGestia', { code: 'gestia_unknown_account', message: 'Aucun compte' })],
  'xstate.error.actor.loginWithPassword': [
    failed('loginWithPassword', { code: 'invalid_credentials', message: 'Unauthorized' }),
    failed('loginWithPassword', serverDown),
    failed('loginWithPassword', new TypeError('Failed to fetch')),
  ],
  'xstate.done.actor.switchToBeneficiary': [done('switchToBeneficiary', paulAsBeneficiary)],
  'xstate.error.actor.switchToBeneficiary': [failed('switchToBeneficiary', serverDown)],
  'xstate.done.actor.swapDroit': [done('swapDroit', marieAsBeneficiary), done('swapDroit', marieAsProvider)],
  'xstate.error.actor.swapDroit': [failed('swapDroit', serverDown)],
  'xstate.done.actor.refreshLinkedOrganisations': [
    done('refreshLinkedOrganisations', { linkedOrganisations: [beneficiaryLink, providerLink] }),
    done('refreshLinkedOrganisations', { linkedOrganisations: [beneficiaryLink] }),
  ],
  'xstate.error.actor.refreshLinkedOrganisations': [failed('refreshLinkedOrganisations', serverDown)],
  'xstate.done.actor.logout': [done('logout', undefined)],
  'xstate.error.actor.logout': [failed('logout', serverDown)],
} satisfies EventFixtures<typeof sessionMachine, SessionActorEvent>;

function noop(): void {}

/** An actor that never settles: the walk feeds its done/error events itself. */
const pending = <TOutput, TInput>() => fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));

export const sessionModel = {
  events: sessionEvents,
  inert: {
    actions: { clearStoredSession: noop, goToLogin: noop, goHomeAndReload: noop, notifyNewVersion: noop },
    actors: {
      restoreSession: pending<SessionData, RestoreSessionInput>(),
      loginWithPassword: pending<SessionData, LoginInput>(),
      loginWithGestia: pending<SessionData, GestiaLoginInput>(),
      refreshLinkedOrganisations: pending<RefreshLinkedOrganisationsOutput, void>(),
      swapDroit: pending<SessionData, SwapDroitInput>(),
      logout: pending<void, void>(),
    },
  } satisfies Parameters<typeof sessionMachine.provide>[0],
} satisfies MachineModel;
