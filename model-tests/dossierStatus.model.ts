import type { dossierStatusMachine } from '../machines/dossierStatus.machine';
import type { EventFixtures, MachineModel } from './model';

/** The deadline of the timed events in these walks: one fixture on its last day, one the day after. */
export const WALK_DEADLINE = '2026-03-13';
const onDeadline = '2026-03-13';
const dayAfter = '2026-03-14';

export const dossierStatusEvents = {
  VALIDATE_INTRODUCTION: [{ type: 'VALIDATE_INTRODUCTION' }],
  SUBMIT_INTRODUCTION: [{ type: 'SUBMIT_INTRODUCTION' }],
  DELETE_DOSSIER: [{ type: 'DELETE_DOSSIER' }],
  CANCEL_INTRODUCED: [{ type: 'CANCEL_INTRODUCED' }],
  DECLARE_ADMISSIBLE: [{ type: 'DECLARE_ADMISSIBLE' }],
  DECLARE_INADMISSIBLE: [{ type: 'DECLARE_INADMISSIBLE' }],
  ASK_INFORMATION: [{ type: 'ASK_INFORMATION' }],
  EDIT_DOSSIER: [{ type: 'EDIT_DOSSIER' }],
  COMPLETE_INFORMATION: [{ type: 'COMPLETE_INFORMATION' }],
  REGISTER_SHARE_PAYMENT: [{ type: 'REGISTER_SHARE_PAYMENT' }],
  SUBMIT_REPORT_TO_BENEFICIARY: [{ type: 'SUBMIT_REPORT_TO_BENEFICIARY' }],
  BENEFICIARY_VALIDATES_REPORT: [{ type: 'BENEFICIARY_VALIDATES_REPORT' }],
  BENEFICIARY_REFUSES_REPORT: [{ type: 'BENEFICIARY_REFUSES_REPORT' }],
  AUTO_REJECT_REPORT: [
    { type: 'AUTO_REJECT_REPORT', today: onDeadline, deadline: WALK_DEADLINE },
    { type: 'AUTO_REJECT_REPORT', today: dayAfter, deadline: WALK_DEADLINE },
  ],
  ACCEPT_TACITLY: [
    { type: 'ACCEPT_TACITLY', today: onDeadline, deadline: WALK_DEADLINE },
    { type: 'ACCEPT_TACITLY', today: dayAfter, deadline: WALK_DEADLINE },
  ],
  CANCEL_SERVICE_BY_PROVIDER: [{ type: 'CANCEL_SERVICE_BY_PROVIDER' }],
  APPROVE_SERVICE: [{ type: 'APPROVE_SERVICE' }],
  CANCEL_SERVICE: [{ type: 'CANCEL_SERVICE' }],
  CANCEL_AND_SETTLE: [{ type: 'CANCEL_AND_SETTLE' }],
  SETTLE: [{ type: 'SETTLE' }],
  CANCEL_AFTER_SETTLEMENT: [{ type: 'CANCEL_AFTER_SETTLEMENT' }],
  MARK_OBSOLETE: [{ type: 'MARK_OBSOLETE' }],
} satisfies EventFixtures<typeof dossierStatusMachine>;

function noop(): void {}

export const dossierStatusModel = {
  events: dossierStatusEvents,
  inert: {
    actions: {
      lockData: noop,
      recordSubmission: noop,
      recordSharePayment: noop,
      startValidationCountdown: noop,
      refundBeneficiaryShare: noop,
      notifyManager: noop,
      notifyAssignedContacts: noop,
      notifyBeneficiary: noop,
      notifyTacitAdmissibility: noop,
      sendSatisfactionSurvey: noop,
      recordReportSubmission: noop,
      recordReportValidation: noop,
      recordReportRefusal: noop,
      recordReportAutoRejection: noop,
    },
  } satisfies Parameters<typeof dossierStatusMachine.provide>[0],
} satisfies MachineModel;
