/**
 * Events of the dossier status lifecycle (spec section 4), named from the spec. Texts that come with
 * some of them (justification, askText, answer) are checked by the payload schemas and kept in the
 * history by the host; the machine itself decides only whether the status may change.
 */
export type DossierStatusUserEvent =
  /** The provider validates the encoded introduction: from now on its data is locked. */
  | { type: 'VALIDATE_INTRODUCTION' }
  /** The provider's Authority submits the introduction, documents included, to the administration. */
  | { type: 'SUBMIT_INTRODUCTION' }
  /** A dossier still at its first step is deleted, with all it holds: it was never sent to anyone. */
  | { type: 'DELETE_DOSSIER' }
  /** The provider cancels its introduction, with a justification. */
  | { type: 'CANCEL_INTRODUCED' }
  | { type: 'DECLARE_ADMISSIBLE' }
  | { type: 'DECLARE_INADMISSIBLE' }
  /** The administration asks for more information (a DRC), about the request or about the service. */
  | { type: 'ASK_INFORMATION' }
  /** An Authority or Reference of the provider corrects the dossier's information while the administration waits for it. */
  | { type: 'EDIT_DOSSIER' }
  /** The assigned contact answers the DRC. */
  | { type: 'COMPLETE_INFORMATION' }
  | { type: 'REGISTER_SHARE_PAYMENT' }
  | { type: 'SUBMIT_REPORT_TO_BENEFICIARY' }
  | { type: 'BENEFICIARY_VALIDATES_REPORT' }
  | { type: 'BENEFICIARY_REFUSES_REPORT' }
  /** The provider cancels the performance; the beneficiary share is refunded. */
  | { type: 'CANCEL_SERVICE_BY_PROVIDER' }
  | { type: 'APPROVE_SERVICE' }
  /** The administration cancels the performance; the beneficiary share is refunded. */
  | { type: 'CANCEL_SERVICE' }
  /** The administration cancels the rest of the performance and settles what was delivered. */
  | { type: 'CANCEL_AND_SETTLE' }
  | { type: 'SETTLE' }
  | { type: 'CANCEL_AFTER_SETTLEMENT' }
  | { type: 'MARK_OBSOLETE' };

/**
 * Sent by the platform's scheduler, never by a user, once a legal deadline is over: the report left
 * unanswered by the beneficiary, the admissibility left undecided by the administration. The host passes
 * today's and the deadline's ISO days in Brussels, so the machine reads no clock.
 */
export type DeadlineEvent = { [T in 'AUTO_REJECT_REPORT' | 'ACCEPT_TACITLY']: { type: T; today: string; /** The last working day of the delay. */ deadline: string } }[
  'AUTO_REJECT_REPORT' | 'ACCEPT_TACITLY'
];

export type DossierStatusEvent = DossierStatusUserEvent | DeadlineEvent;

export type DossierStatusUserEventType = DossierStatusUserEvent['type'];
export type DossierStatusEventType = DossierStatusEvent['type'];
