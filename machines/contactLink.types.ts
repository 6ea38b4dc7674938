import type { DossierCaller } from './access/dossierScope';
import type { TypeContactId } from '../domain/contact-types';

/** Who sends a decision on a link, and the organisation the link is with: what the guard reads. */
export interface ContactLinkDecision {
  caller: DossierCaller;
  organisationId: number;
}

/**
 * Events of a contact-organisation link (spec section 4). The decisions carry their sender, whom the machine's
 * guard checks; who may request, add or delete a link is the server's check before it sends them (any contact
 * for its own request or link, the organisation's Authority for the others: spec section 6).
 */
export type ContactLinkEvent =
  /** A contact asks to be linked (Statut 0), or asks again after its request was deleted. */
  | { type: 'REQUEST_LINK' }
  /** An Authority of the organisation links a contact itself: validated at once (Statut 1). */
  | { type: 'ADD_LINK' }
  /** The link is validated (Statut 1): for good. */
  | ({ type: 'VALIDATE_LINK' } & ContactLinkDecision)
  /** The link is refused (Statut 2): it may still be validated later. */
  | ({ type: 'REFUSE_LINK' } & ContactLinkDecision)
  /** The contact withdraws its link, or an Authority of the organisation removes it. */
  | { type: 'DELETE_LINK' }
  /** The contact of this link, of the link's type, edits the organisation (its data, its commercial information). */
  | { type: 'EDIT_ORGANISATION'; typeContactId: TypeContactId };

export type ContactLinkEventType = ContactLinkEvent['type'];
