import type { dossierStatusMachine } from '../machines/dossierStatus.machine';
import type { EventFixtures, MachineModel } from './model';

/** The configured delay of the automatic rejection in these walks; one fixture short of it, one at it. */
export const WALK_DELAY_DAYS = 30;

export const dossierStatusEvents = {
  VALIDATE_INTRODUCTION: [{ type: 'VALIDATE_INTRODUCTION' }],
  SUBMIT_INTRODUCTION: [{ type: 'SUBMIT_INTRODUCTION' }],
  CANCEL_INTRODUCED: [{ type: 'CANCEL_INTRODUCED' }],
  DECLARE_ADMISSIBLE: [{ type: 'DECLARE_ADMISSIBLE' }],
  DECLARE_INADMISSIBLE: [{ type: 'DECLARE_INADMISSIBLE' }],
  ASK_INFORMATION: [{ type: 'ASK_INFORMATION' }],
  COMPLETE_INFORMATION: [{ type: 'COMPLETE_INFORMATION' }],
  REGISTER_SHARE_PAYMENT: [{ type: 'REGISTER_SHARE_PAYMENT' }],
  SUBMIT_REPORT_TO_BENEFICIARY: [{ type: 'SUBMIT_REPORT_TO_BENEFICIARY' }],
  BENEFICIARY_VALIDATES_REPORT: [{ type: 'BENEFICIARY_VALIDATES_REPORT' }],
  BENEFICIARY_REFUSES_REPORT: [{ type: 'BENEFICIARY_REFUSES_REPORT' }],
  AUTO_REJECT_REPORT: [
    { type: 'AUTO_REJECT_REPORT', inactiveDays: WALK_DELAY_DAYS - 1, delayDays: WALK_DELAY_DAYS },
    { type: 'AUTO_REJECT_REPORT', inactiveDays: WALK_DELAY_DAYS, delayDays: WALK_DELAY_DAYS },
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
      recordReportSubmission: noop,
      recordReportValidation: noop,
      recordReportRefusal: noop,
      recordReportAutoRejection: noop,
    },
  } satisfies Parameters<typeof dossierStatusMachine.provide>[0],
} satisfies MachineModel;
