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
  /** The provider cancels its introduction, with a justification. */
  | { type: 'CANCEL_INTRODUCED' }
  | { type: 'DECLARE_ADMISSIBLE' }
  | { type: 'DECLARE_INADMISSIBLE' }
  /** The administration asks for more information (a DRC), about the request or about the service. */
  | { type: 'ASK_INFORMATION' }
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
 * Sent by the host's periodic check, never by a user: the host counts the whole days since the report
 * reached the beneficiary and passes the configured delay, so the machine reads no clock.
 */
export interface AutoRejectReportEvent {
  type: 'AUTO_REJECT_REPORT';
  inactiveDays: number;
  delayDays: number;
}

export type DossierStatusEvent = DossierStatusUserEvent | AutoRejectReportEvent;

export type DossierStatusUserEventType = DossierStatusUserEvent['type'];
export type DossierStatusEventType = DossierStatusEvent['type'];
