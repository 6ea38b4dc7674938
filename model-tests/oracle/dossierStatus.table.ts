import type { LifecycleTable, Party } from './types';

/**
 * The dossier status lifecycle of spec section 4, written by hand from SPEC.md (the status table, "Dossier
 * lifecycle", the matrix of section 6) and, where the spec says "not shown", from README's recorded readings
 * ("Dossier lifecycle", "Choices where the spec is silent"). Never generated from the machine.
 */

/** Who may send a dossier event: a side's contacts, the administration (rights 1-3), or the platform's scheduler. */
export interface DossierSender {
  provider?: Party;
  beneficiary?: Party;
  manager?: true;
  platform?: true;
  /** The matrix's "at step N": the dossier's encoding step (EtapeEncodage) the action needs. */
  atStep?: number;
}

export interface DossierStatusTable extends LifecycleTable<DossierSender> {
  /** The status id (spec section 4) each leaf state stands for; null for a dossier that no longer exists. */
  statusOf: Record<string, number | null>;
}

const MANAGER: DossierSender = { manager: true };
const PLATFORM: DossierSender = { platform: true };
const NOBODY: DossierSender = {};
const PROVIDER_AUTHORITY: DossierSender = { provider: { types: ['A'] } };
// "Only a contact assigned to a request may answer a DRC", among "complete the answer to the DRC": A, R, E.
const ASSIGNED_CONTACT: DossierSender = { provider: { types: ['A', 'R', 'E'], assignedOnly: true } };
// "Only the authority beneficiary validates or refuses a performance"; the validation screen "is open to a
// provider only when provider and beneficiary of the dossier are the same organisation".
const BENEFICIARY_AUTHORITY: DossierSender = { beneficiary: { types: ['A'] }, provider: { types: ['A'], sameOrganisationOnly: true } };

// "Dossier-info editing is possible only in the two waiting-for-info statuses"; "only Authority or Reference contacts of the provider pass" its guard.
const PROVIDER_EDITOR: DossierSender = { provider: { types: ['A', 'R'] } };
const EDIT_READING = 'Spec: the dossier-edit guard (section 2) and "dossier-info editing is possible only in the two waiting-for-info statuses" (section 5); the status does not move.';

const OBSOLETE_READING =
  'Spec: status 18 "obsolete" exists but no transition to it is shown. Reading: the administration closes as obsolete a dossier abandoned before any money moved (introduction, unanswered request, unpaid share).';
const ASK_READING =
  'Spec: "an additional-information request (DRC)"; its sender is not shown. Reading: one administration event for both phases, to 5 while the request is examined, to 9 while the service is; the assigned contacts are told.';
const SERVICE_CANCEL_READING =
  'Spec: "a performance cancellation also refunds the beneficiary share". Reading: the administration may cancel a performance too (statuses 6, 7, 9, 17, 19), with the same refund.';
const CANCEL_AND_SETTLE_READING = 'Spec: status 13 "cancelled settled", source not shown. Reading: the rest of a partly delivered performance is cancelled and what was delivered settled, so nothing is refunded.';
const SUSPENDED_READING = 'Spec: a refusal "suspends the dossier and goes to the administration". Reading: 17 is not final; the administration settles the dispute with its service decisions.';

export const dossierStatusTable: DossierStatusTable = {
  machine: 'dossierStatus',
  initial: 'introduction.encoding',
  states: [
    'introduction.encoding',
    'introduction.dataLocked',
    'examination',
    'moreInfoRequested',
    'examinationAfterInfoCompleted',
    'requestInadmissible',
    'awaitingSharePayment',
    'serviceConfirmed.reportInProgress',
    'serviceConfirmed.reportSubmittedToBeneficiary',
    'serviceExamination',
    'serviceSuspended',
    'serviceAwaitingInfo',
    'serviceExaminationAfterInfoCompleted',
    'serviceApproved',
    'settled',
    'serviceCancelled',
    'serviceCancelledByProvider',
    'cancelledSettled',
    'cancelledAfterSettlement',
    'requestCancelledByProvider',
    'obsolete',
    'deleted',
  ],
  finals: ['requestInadmissible', 'serviceCancelled', 'serviceCancelledByProvider', 'cancelledSettled', 'cancelledAfterSettlement', 'requestCancelledByProvider', 'obsolete', 'deleted'],
  statusOf: {
    'introduction.encoding': 1,
    'introduction.dataLocked': 1,
    examination: 2,
    awaitingSharePayment: 3,
    requestInadmissible: 4,
    moreInfoRequested: 5,
    'serviceConfirmed.reportInProgress': 6,
    'serviceConfirmed.reportSubmittedToBeneficiary': 6,
    serviceExamination: 7,
    serviceApproved: 8,
    serviceAwaitingInfo: 9,
    serviceCancelled: 10,
    settled: 11,
    cancelledAfterSettlement: 12,
    cancelledSettled: 13,
    examinationAfterInfoCompleted: 14,
    serviceSuspended: 17,
    obsolete: 18,
    serviceExaminationAfterInfoCompleted: 19,
    requestCancelledByProvider: 20,
    serviceCancelledByProvider: 21,
    deleted: null,
  },
  rows: [
    // Status 1, while the data is encoded.
    {
      from: 'introduction.encoding',
      event: 'VALIDATE_INTRODUCTION',
      to: 'introduction.dataLocked',
      effects: ['lockData'],
      by: { provider: { types: ['A', 'R', 'E'] }, atStep: 6 },
      reading: 'Spec: "after validation the data is locked", status unchanged. Reading: the validation is done from the recap screen (saved step 6, validation) by the "all intro steps except submit" row; the locked data is a sub-state of status 1.',
    },
    {
      from: 'introduction.encoding',
      event: 'CANCEL_INTRODUCED',
      to: 'requestCancelledByProvider',
      effects: [],
      by: { provider: { types: ['A', 'R', 'E'] }, atStep: 3 },
      reading: 'Spec: "cancelled (with a justification while in introduction)", matrix "cancel at step 3" (A, R, E), irreversible: to 20 "request cancelled by provider". "At step 3" is read as the encoding step DossierPrestataire exactly.',
    },
    {
      from: 'introduction.encoding',
      event: 'DELETE_DOSSIER',
      to: 'deleted',
      effects: [],
      by: { provider: { types: ['A', 'R', 'E'] }, beneficiary: { types: ['A', 'R', 'E'] }, atStep: 1 },
      reading: 'Spec: "a dossier can be duplicated or deleted"; matrix "delete a dossier at step 1" (A, R, E of either side); where it leads is not shown. Reading: step 1 is the encoding step DossierAide, so the data is never locked yet; the dossier is erased with its history, a final state without a status id.',
    },
    { from: 'introduction.encoding', event: 'MARK_OBSOLETE', to: 'obsolete', effects: [], by: MANAGER, reading: OBSOLETE_READING },
    // Status 1, once validated.
    {
      from: 'introduction.dataLocked',
      event: 'SUBMIT_INTRODUCTION',
      to: 'examination',
      effects: ['recordSubmission'],
      by: PROVIDER_AUTHORITY,
      reading: 'Spec: "submit the dossier at the intro" is A only; the status it leads to is not shown. Reading: 2 "examination".',
    },
    {
      from: 'introduction.dataLocked',
      event: 'CANCEL_INTRODUCED',
      to: 'requestCancelledByProvider',
      effects: [],
      by: NOBODY,
      reading: 'The machine accepts it in all of status 1 ("while in introduction"), but the matrix allows it only at step 3, which a locked dossier (step 7 or later) has passed: nobody may send it here.',
    },
    { from: 'introduction.dataLocked', event: 'MARK_OBSOLETE', to: 'obsolete', effects: [], by: MANAGER, reading: OBSOLETE_READING },
    // Statuses 2 and 14: the request is examined.
    ...(['examination', 'examinationAfterInfoCompleted'] as const).flatMap((from) => [
      { from, event: 'DECLARE_ADMISSIBLE', to: 'awaitingSharePayment', effects: [], by: MANAGER, reading: 'Statuses 3 and 4 exist; who decides is not shown. Reading: the administration.' },
      {
        from,
        event: 'DECLARE_INADMISSIBLE',
        to: 'requestInadmissible',
        effects: [],
        by: MANAGER,
        reading: 'Reading: inadmissibility (4) is final; a new request is a new dossier.',
      },
      { from, event: 'ASK_INFORMATION', to: 'moreInfoRequested', effects: ['notifyAssignedContacts'], by: MANAGER, reading: ASK_READING },
      {
        from,
        event: 'ACCEPT_TACITLY',
        guard: 'isDeadlinePassed',
        to: 'awaitingSharePayment',
        effects: ['notifyTacitAdmissibility'],
        by: PLATFORM,
        reading: 'Not in the spec: the legal admissibility delay (README "Legal deadlines"); once over, the request is admissible and both parties are told.',
      },
    ]),
    // Status 5.
    { from: 'moreInfoRequested', event: 'EDIT_DOSSIER', to: 'moreInfoRequested', effects: [], by: PROVIDER_EDITOR, reading: EDIT_READING },
    {
      from: 'moreInfoRequested',
      event: 'COMPLETE_INFORMATION',
      to: 'examinationAfterInfoCompleted',
      effects: ['notifyManager'],
      by: ASSIGNED_CONTACT,
      reading: 'Spec: "can be answered by the assigned contact, and the manager is notified"; the status reached, 14 "examination after info completed", is read from its name.',
    },
    { from: 'moreInfoRequested', event: 'MARK_OBSOLETE', to: 'obsolete', effects: [], by: MANAGER, reading: OBSOLETE_READING },
    // Status 3.
    {
      from: 'awaitingSharePayment',
      event: 'REGISTER_SHARE_PAYMENT',
      to: 'serviceConfirmed.reportInProgress',
      effects: ['recordSharePayment'],
      by: MANAGER,
      reading: 'Spec: 3 "awaiting payment of the share", 6 "service confirmed"; who records the payment is not shown. Reading: the administration.',
    },
    { from: 'awaitingSharePayment', event: 'MARK_OBSOLETE', to: 'obsolete', effects: [], by: MANAGER, reading: OBSOLETE_READING },
    // Status 6, the report being written.
    {
      from: 'serviceConfirmed.reportInProgress',
      event: 'SUBMIT_REPORT_TO_BENEFICIARY',
      to: 'serviceConfirmed.reportSubmittedToBeneficiary',
      effects: ['recordReportSubmission', 'notifyBeneficiary', 'startValidationCountdown'],
      by: PROVIDER_AUTHORITY,
      reading: 'Spec: "only an authority contact of the provider may ... submit a performance to the beneficiary"; the countdown to the automatic rejection starts. The submitted report has no status id: a sub-state of 6.',
    },
    // Status 6, both sub-states: the cancellations.
    ...(['serviceConfirmed.reportInProgress', 'serviceConfirmed.reportSubmittedToBeneficiary'] as const).flatMap((from) => [
      {
        from,
        event: 'CANCEL_SERVICE_BY_PROVIDER',
        to: 'serviceCancelledByProvider',
        effects: ['refundBeneficiaryShare'],
        by: PROVIDER_AUTHORITY,
        reading: 'Spec: "a performance cancelled ... irreversible ... also refunds the beneficiary share": to 21. Reading: it moves money back, so the provider\'s Authority alone.',
      },
      { from, event: 'CANCEL_SERVICE', to: 'serviceCancelled', effects: ['refundBeneficiaryShare'], by: MANAGER, reading: SERVICE_CANCEL_READING },
    ]),
    // Status 6, the report waiting for the beneficiary.
    {
      from: 'serviceConfirmed.reportSubmittedToBeneficiary',
      event: 'BENEFICIARY_VALIDATES_REPORT',
      to: 'serviceExamination',
      effects: ['recordReportValidation'],
      by: BENEFICIARY_AUTHORITY,
      reading: 'Spec: "the beneficiary validates the report, which goes to the administration": 7 "service examination".',
    },
    {
      from: 'serviceConfirmed.reportSubmittedToBeneficiary',
      event: 'BENEFICIARY_REFUSES_REPORT',
      to: 'serviceSuspended',
      effects: ['recordReportRefusal'],
      by: BENEFICIARY_AUTHORITY,
      reading: 'Spec: "refuses it with a justification. A refusal is irreversible, suspends the dossier and goes to the administration": 17 "service suspended".',
    },
    {
      from: 'serviceConfirmed.reportSubmittedToBeneficiary',
      event: 'AUTO_REJECT_REPORT',
      guard: 'isDeadlinePassed',
      to: 'serviceSuspended',
      effects: ['recordReportAutoRejection'],
      by: PLATFORM,
      reading: 'Spec: "rejected automatically after a number of days of beneficiary inactivity". Reading: a refusal by silence, so suspended (17) like a refusal.',
    },
    // Statuses 7, 17 and 19: the administration examines the performance.
    ...(['serviceExamination', 'serviceSuspended', 'serviceExaminationAfterInfoCompleted'] as const).flatMap((from) => [
      { from, event: 'APPROVE_SERVICE', to: 'serviceApproved', effects: [], by: MANAGER, reading: from === 'serviceSuspended' ? SUSPENDED_READING : undefined },
      { from, event: 'ASK_INFORMATION', to: 'serviceAwaitingInfo', effects: ['notifyAssignedContacts'], by: MANAGER, reading: ASK_READING },
      { from, event: 'CANCEL_SERVICE', to: 'serviceCancelled', effects: ['refundBeneficiaryShare'], by: MANAGER, reading: SERVICE_CANCEL_READING },
      { from, event: 'CANCEL_AND_SETTLE', to: 'cancelledSettled', effects: [], by: MANAGER, reading: CANCEL_AND_SETTLE_READING },
    ]),
    // Status 9.
    { from: 'serviceAwaitingInfo', event: 'EDIT_DOSSIER', to: 'serviceAwaitingInfo', effects: [], by: PROVIDER_EDITOR, reading: EDIT_READING },
    {
      from: 'serviceAwaitingInfo',
      event: 'COMPLETE_INFORMATION',
      to: 'serviceExaminationAfterInfoCompleted',
      effects: ['notifyManager'],
      by: ASSIGNED_CONTACT,
      reading: 'Spec: the assigned contact answers, the manager is notified; 19 "service examination after info completed", read from its name.',
    },
    { from: 'serviceAwaitingInfo', event: 'CANCEL_SERVICE', to: 'serviceCancelled', effects: ['refundBeneficiaryShare'], by: MANAGER, reading: SERVICE_CANCEL_READING },
    // Status 8.
    {
      from: 'serviceApproved',
      event: 'SETTLE',
      to: 'settled',
      effects: ['sendSatisfactionSurvey'],
      by: MANAGER,
      reading: 'Spec: 8 "service approved", 11 "settled"; the satisfaction survey of section 1 goes to the beneficiary once the voucher is paid (README "Satisfaction survey").',
    },
    // Status 11.
    {
      from: 'settled',
      event: 'CANCEL_AFTER_SETTLEMENT',
      to: 'cancelledAfterSettlement',
      effects: [],
      by: MANAGER,
      reading: 'Spec: 12 "cancelled after settlement" must come from 11, so settled is not final.',
    },
  ],
};
