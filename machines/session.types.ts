import type { DroitId } from '../domain/droits';
import type { LinkedOrganisation as WireLinkedOrganisation } from '../domain/wire/auth';
import type { Area } from './access/areaAccess';

/** The signed-in contact, as GET /auth/whoami returns it (result.user). */
export interface SessionUser {
  id: number;
  prenom: string;
  nom: string;
  /** Rights the contact holds; the session acts under one of them at a time. */
  droits: number[];
}

/** One of the organisations the contact is linked to (result.linked_organisations), as the session keeps it. */
export type LinkedOrganisation = Omit<WireLinkedOrganisation, 'organisation_actif'>;

/**
 * Why the last login failed, kept for the login screen (spec section 8): code `invalid_credentials`
 * shows 'La combinaison identifiant / mot de passe est incorrecte.', any other code shows `message`.
 */
export interface SessionError {
  code: string;
  message: string;
  /** An eID identity no account holds: the sign-up's handle of the identity it proved (issue 28), to start the sign-up with. */
  personalDataId?: string;
}

/** What every call that opens or changes a session gives back: whoami after login, restore or swap. */
export interface SessionData {
  user: SessionUser;
  linkedOrganisations: LinkedOrganisation[];
  droitId: DroitId;
}

export interface SessionContext {
  user: SessionUser | null;
  linkedOrganisations: LinkedOrganisation[];
  droitId: DroitId | null;
  error: SessionError | null;
  /** Set by a 503; the app shows the maintenance page while it is true (spec sections 4 and 8). */
  maintenance: boolean;
}

/** Input of the host's `restoreSession` actor: `expired` when the stored expiry has passed (refresh first). */
export interface RestoreSessionInput {
  expired: boolean;
}

/** Input of the host's `loginWithPassword` actor (POST /auth/login/password). */
export interface LoginInput {
  login: string;
  password: string;
  /** The right chosen by the `role` query (benef / presta) at launch, if any. */
  droitId?: DroitId;
}

/** Input of the host's `loginWithGestia` actor (POST /auth/login/gestia): the code the identity service gave back. */
export interface GestiaLoginInput {
  gestiaCode: string;
  droitId?: DroitId;
}

/** Input of the host's `swapDroit` actor. */
export interface SwapDroitInput {
  droitId: DroitId;
}

/** Output of the host's `refreshLinkedOrganisations` actor (GET /auth/refreshLinkedOrganisations). */
export interface RefreshLinkedOrganisationsOutput {
  linkedOrganisations: LinkedOrganisation[];
}

export type SessionEvent =
  /** Sent by the host at launch when a token is stored. */
  | { type: 'RESTORE'; expired: boolean }
  | ({ type: 'LOGIN' } & LoginInput)
  /** The /login/gestia screen received a code from the external identity service. */
  | ({ type: 'LOGIN_GESTIA' } & GestiaLoginInput)
  | { type: 'LOGOUT' }
  | { type: 'REFRESH_LINKED_ORGANISATIONS' }
  | { type: 'SWAP_DROIT'; droitId: DroitId }
  /** A route of a reserved area asks whether the session may open it (`snapshot.can`); nothing changes. */
  | { type: 'OPEN_AREA'; area: Area }
  /** The API answered 498 (invalid token). */
  | { type: 'SESSION_EXPIRED' }
  /** The API answered 400 with code InvalidApiVersion. */
  | { type: 'API_VERSION_MISMATCH' }
  /** The API answered 503 (under maintenance). */
  | { type: 'MAINTENANCE' };
