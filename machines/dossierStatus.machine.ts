import { setup } from 'xstate';
import { hostAction } from './host-effects';
import type { DossierStatusEvent } from './dossierStatus.types';

/**
 * What the administration may decide while it examines a performance: after the beneficiary
 * validated the report (7), after the provider completed the information it asked for (19), or after
 * the beneficiary refused the report (17, the dispute goes to the administration).
 */
const serviceDecisions = {
  APPROVE_SERVICE: 'serviceApproved',
  // Choice: one event asks for information in both phases; here it leads to 9, on the request to 5.
  ASK_INFORMATION: 'serviceAwaitingInfo',
  // Choice: a cancellation by the administration refunds the share like the provider's (spec: "a
  // performance cancellation also refunds the beneficiary share").
  CANCEL_SERVICE: { target: 'serviceCancelled', actions: 'refundBeneficiaryShare' },
  // Choice: status 13 "cancelled settled" is read as cancelling the rest of a partly delivered
  // performance and settling what was delivered, so nothing is refunded.
  CANCEL_AND_SETTLE: 'cancelledSettled',
} as const;

/** The decisions on a submitted request, the first time (2) and after more information (14). */
const requestDecisions = {
  DECLARE_ADMISSIBLE: 'awaitingSharePayment',
  // Choice: inadmissibility closes the request for good; a new request is a new dossier.
  DECLARE_INADMISSIBLE: 'requestInadmissible',
  ASK_INFORMATION: 'moreInfoRequested',
} as const;

/**
 * The dossier status lifecycle of spec section 4: one top-level state per status id (the mapping is
 * in dossierStatus.state.ts), with sub-states where the spec names a situation without a status of
 * its own. The host (the server) restores a dossier's state, sends the event, refuses what this
 * machine does not accept, and performs the effects below on the dossier it stores.
 */
export const dossierStatusMachine = setup({
  types: {
    events: {} as DossierStatusEvent,
  },
  guards: {
    isBeneficiaryInactivityElapsed: (_, { inactiveDays, delayDays }: { inactiveDays: number; delayDays: number }) =>
      inactiveDays >= delayDays,
  },
  actions: {
    // Host effects on the stored dossier.
    lockData: hostAction('lockData'),
    recordSubmission: hostAction('recordSubmission'),
    recordSharePayment: hostAction('recordSharePayment'),
    startValidationCountdown: hostAction('startValidationCountdown'),
    refundBeneficiaryShare: hostAction('refundBeneficiaryShare'),
    notifyManager: hostAction('notifyManager'),
  },
}).createMachine({
  id: 'dossierStatus',
  description: 'The status of a dossier from its introduction to its settlement or cancellation (spec section 4).',
  initial: 'introduction',
  states: {
    introduction: {
      description:
        'Status 1: initiated by the beneficiary or the provider, sent to the provider, who completes it; the encoding step says how far it got.',
      initial: 'encoding',
      on: {
        // Spec: a dossier is cancelled with a justification while in introduction.
        CANCEL_INTRODUCED: 'requestCancelledByProvider',
        // Choice: a manager closes an abandoned introduction as obsolete rather than leaving it open.
        MARK_OBSOLETE: 'obsolete',
      },
      states: {
        encoding: {
          description: 'The voucher, beneficiary, provider, performance and finances are being encoded and may still change.',
          tags: ['dataEditable'],
          on: { VALIDATE_INTRODUCTION: 'dataLocked' },
        },
        dataLocked: {
          description: 'The provider validated the data, which is now locked: only the documents remain before submission.',
          entry: 'lockData',
          on: { SUBMIT_INTRODUCTION: { target: '#dossierStatus.examination', actions: 'recordSubmission' } },
        },
      },
    },
    examination: {
      description: 'Status 2: the administration examines the submitted request.',
      on: requestDecisions,
    },
    moreInfoRequested: {
      description: 'Status 5: the administration asked for more information; the provider may edit the dossier and answer.',
      on: {
        // Spec: the assigned contact answers and the manager is notified.
        COMPLETE_INFORMATION: { target: 'examinationAfterInfoCompleted', actions: 'notifyManager' },
        // Choice: a request left unanswered may be closed as obsolete (no money has moved yet).
        MARK_OBSOLETE: 'obsolete',
      },
    },
    examinationAfterInfoCompleted: {
      description: 'Status 14: the information was completed; the administration examines the request again.',
      on: requestDecisions,
    },
    requestInadmissible: {
      description: 'Status 4: the administration declared the request inadmissible.',
      type: 'final',
    },
    awaitingSharePayment: {
      description: 'Status 3: the request is admissible; the beneficiary must pay its share before the service starts.',
      on: {
        REGISTER_SHARE_PAYMENT: { target: 'serviceConfirmed', actions: 'recordSharePayment' },
        // Choice: a share never paid makes the dossier obsolete; nothing was paid, nothing to refund.
        MARK_OBSOLETE: 'obsolete',
      },
    },
    serviceConfirmed: {
      description: 'Status 6: the share is paid; the provider performs the service and reports on it.',
      initial: 'reportInProgress',
      on: {
        // Spec: a performance cancellation is irreversible and refunds the beneficiary share.
        CANCEL_SERVICE_BY_PROVIDER: { target: 'serviceCancelledByProvider', actions: 'refundBeneficiaryShare' },
        CANCEL_SERVICE: { target: 'serviceCancelled', actions: 'refundBeneficiaryShare' },
      },
      states: {
        reportInProgress: {
          description: 'The provider writes the service report and uploads its documents.',
          on: { SUBMIT_REPORT_TO_BENEFICIARY: 'reportSubmittedToBeneficiary' },
        },
        reportSubmittedToBeneficiary: {
          description:
            'The report awaits the beneficiary, who validates or refuses it before the countdown of beneficiary inactivity ends.',
          entry: 'startValidationCountdown',
          on: {
            BENEFICIARY_VALIDATES_REPORT: '#dossierStatus.serviceExamination',
            BENEFICIARY_REFUSES_REPORT: '#dossierStatus.serviceSuspended',
            // Choice: the automatic rejection counts as a refusal by silence: suspended, to the administration.
            AUTO_REJECT_REPORT: {
              guard: {
                type: 'isBeneficiaryInactivityElapsed',
                params: ({ event }) => ({ inactiveDays: event.inactiveDays, delayDays: event.delayDays }),
              },
              target: '#dossierStatus.serviceSuspended',
            },
          },
        },
      },
    },
    serviceExamination: {
      description: 'Status 7: the beneficiary validated the report; the administration examines the service.',
      on: serviceDecisions,
    },
    serviceSuspended: {
      description: 'Status 17: the beneficiary refused the report (irreversible); the administration settles the dispute.',
      on: serviceDecisions,
    },
    serviceAwaitingInfo: {
      description: 'Status 9: the administration asked for information on the service; the provider may edit and answer.',
      on: {
        COMPLETE_INFORMATION: { target: 'serviceExaminationAfterInfoCompleted', actions: 'notifyManager' },
        CANCEL_SERVICE: { target: 'serviceCancelled', actions: 'refundBeneficiaryShare' },
      },
    },
    serviceExaminationAfterInfoCompleted: {
      description: 'Status 19: the information on the service was completed; the administration examines it again.',
      on: serviceDecisions,
    },
    serviceApproved: {
      description: 'Status 8: the administration approved the service; the voucher is to be paid.',
      on: { SETTLE: 'settled' },
    },
    settled: {
      description: 'Status 11: the voucher was paid; only a cancellation after settlement can still follow.',
      // Choice: settled is not final, since status 12 "cancelled after settlement" must come from it.
      on: { CANCEL_AFTER_SETTLEMENT: 'cancelledAfterSettlement' },
    },
    serviceCancelled: {
      description: 'Status 10: the administration cancelled the performance; the share was refunded.',
      type: 'final',
    },
    serviceCancelledByProvider: {
      description: 'Status 21: the provider cancelled the performance; the share was refunded.',
      type: 'final',
    },
    cancelledSettled: {
      description: 'Status 13: the rest of the performance was cancelled and what was delivered settled.',
      type: 'final',
    },
    cancelledAfterSettlement: {
      description: 'Status 12: a settled dossier was cancelled; the payment is to be recovered.',
      type: 'final',
    },
    requestCancelledByProvider: {
      description: 'Status 20: the provider cancelled the request while it was in introduction.',
      type: 'final',
    },
    obsolete: {
      description: 'Status 18: the dossier was abandoned before any money moved and is closed.',
      type: 'final',
    },
  },
});
