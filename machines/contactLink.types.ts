import type { DossierCaller } from './access/dossierScope';

/** Who sends a decision on a link, and the organisation the link is with: what the guard reads. */
export interface ContactLinkDecision {
  caller: DossierCaller;
  organisationId: number;
}

/** Decisions on a contact-organisation link (spec section 4), sent by an Authority of the organisation. */
export type ContactLinkEvent =
  /** The link is validated (Statut 1): for good. */
  | ({ type: 'VALIDATE_LINK' } & ContactLinkDecision)
  /** The link is refused (Statut 2): it may still be validated later. */
  | ({ type: 'REFUSE_LINK' } & ContactLinkDecision);

export type ContactLinkEventType = ContactLinkEvent['type'];
