import { transition, type SnapshotFrom } from 'xstate';
import type { TypeContactId } from '../domain/contact-types';
import { ETATS_LIEN, StatutValidationLien, type DecisionLienId, type EtatLienId } from '../domain/link-validation';
import type { DossierCaller } from './access/dossierScope';
import { contactLinkMachine } from './contactLink.machine';
import type { ContactLinkEvent, ContactLinkEventType } from './contactLink.types';
import { storedStatusMapping } from './stored-status';
import { takesTransition } from './transition-taken';

/** The machine's state for each validation status of an active stored link (spec section 3). */
export const STATE_BY_ETAT_LIEN = {
  [StatutValidationLien.EN_ATTENTE]: 'pending',
  [StatutValidationLien.VALIDE]: 'validated',
  [StatutValidationLien.REFUSE]: 'refused',
} as const satisfies Record<EtatLienId, string>;

export type ContactLinkState = SnapshotFrom<typeof contactLinkMachine>['value'];

const etats = storedStatusMapping<EtatLienId, (typeof STATE_BY_ETAT_LIEN)[EtatLienId]>('contactLink', STATE_BY_ETAT_LIEN);
export const etatLienToState = etats.toState;
export const stateToEtatLien = etats.toStatus;

/** The statuses a decision sets (the call's `Statut`), and the event each one sends. */
export const EVENT_BY_DECISION = {
  [StatutValidationLien.VALIDE]: 'VALIDATE_LINK',
  [StatutValidationLien.REFUSE]: 'REFUSE_LINK',
} as const satisfies Record<DecisionLienId, ContactLinkEventType>;

/**
 * What a stored link (an x_contacts row) tells about its state: null when there is none. A deleted link's row
 * stays, inactive, with the status it had, so that its history keeps who and when; the unique row per contact,
 * organisation and type is the same link's whole life.
 */
export interface StoredLink {
  actif: boolean;
  validationStatus: EtatLienId;
}

/** The state of a stored link: an active one by its status; a deleted one `ended` once validated, else `unlinked`. */
export function contactLinkState(link: StoredLink | null): ContactLinkState {
  if (!link) return 'unlinked';
  if (link.actif) return etatLienToState(link.validationStatus);
  return link.validationStatus === StatutValidationLien.VALIDE ? 'ended' : 'unlinked';
}

export type ContactLinkSnapshot = SnapshotFrom<typeof contactLinkMachine>;

/** The machine's snapshot of a stored link. */
export const restoreContactLink = (link: StoredLink | null): ContactLinkSnapshot => contactLinkMachine.resolveState({ value: contactLinkState(link) });

/** The status an inactive row keeps: validated once ended; unlinked, the one it had (`kept`). */
export const INACTIVE_LINK_STATUS = { ended: StatutValidationLien.VALIDE, unlinked: 'kept' } as const;

/** How a state is stored: an active link with its status, or an inactive row keeping the status it had (validated once ended). */
export function storedLinkOf(state: ContactLinkState, before: StoredLink | null): StoredLink {
  if (state === 'ended') return { actif: false, validationStatus: INACTIVE_LINK_STATUS.ended };
  if (state === 'unlinked') return { actif: false, validationStatus: before?.validationStatus ?? StatutValidationLien.EN_ATTENTE };
  return { actif: true, validationStatus: stateToEtatLien(state) };
}

/** What the event makes of the stored link (null for none yet), or null when the machine refuses it. */
export function nextStoredLink(link: StoredLink | null, event: ContactLinkEvent): StoredLink | null {
  const snapshot = restoreContactLink(link);
  if (!takesTransition(snapshot, event)) return null;
  const [after] = transition(contactLinkMachine, snapshot, event);
  return storedLinkOf(after.value as ContactLinkState, link);
}

/** A link an Authority makes itself (ADD_LINK from none): what the organisation's and the contact's creation store. */
export const ADDED_LINK: StoredLink = nextStoredLink(null, { type: 'ADD_LINK' })!;

/**
 * Whether the caller's links with the organisation, as the server sent them (GET /auth/whoami: active links, their
 * type and validation), let it edit the organisation: one of them, restored, takes EDIT_ORGANISATION. The editing
 * screens' routes ask this, so "only an Authority of a validated link edits" is the chart's, not the route's.
 */
export function linksEditOrganisation(caller: Pick<DossierCaller, 'linkedOrganisations'>, organisationId: number): boolean {
  return caller.linkedOrganisations
    .filter((link) => link.id === organisationId && (ETATS_LIEN as readonly number[]).includes(link.validation_status))
    .some((link) =>
      takesTransition(restoreContactLink({ actif: true, validationStatus: link.validation_status as EtatLienId }), {
        type: 'EDIT_ORGANISATION',
        typeContactId: link.type_contact_id as TypeContactId,
      }),
    );
}
