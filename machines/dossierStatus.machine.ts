import { setup } from 'xstate';
import { hostAction } from './host-effects';
import type { DeadlineEvent, DossierStatusEvent } from './dossierStatus.types';

/**
 * What the administration may decide while it examines a performance: after the beneficiary
 * validated the report (7), after the provider completed the information it asked for (19), or after
 * the beneficiary refused the report (17, the dispute goes to the administration).
 */
const serviceDecisions = {
  APPROVE_SERVICE: { target: 'serviceApproved', description: "L'administration approuve la prestation : le chèque est à payer." },
  // Choice: one event asks for information in both phases; here it leads to 9, on the request to 5.
  ASK_INFORMATION: {
    target: 'serviceAwaitingInfo',
    actions: 'notifyAssignedContacts',
    description: "L'administration demande des informations sur la prestation ; les contacts désignés du prestataire en sont avertis.",
  },
  // Choice: a cancellation by the administration refunds the share like the provider's (spec: "a
  // performance cancellation also refunds the beneficiary share").
  CANCEL_SERVICE: {
    target: 'serviceCancelled',
    actions: 'refundBeneficiaryShare',
    description: "L'administration annule la prestation, avec justification ; la quote-part est remboursée.",
  },
  // Choice: status 13 "cancelled settled" is read as cancelling the rest of a partly delivered
  // performance and settling what was delivered, so nothing is refunded.
  CANCEL_AND_SETTLE: {
    target: 'cancelledSettled',
    description: "L'administration annule le reste de la prestation et liquide ce qui a été fourni.",
  },
} as const;

/**
 * The dossier-edit screen's saves (spec sections 2 and 5: "dossier-info editing is possible only in the two
 * waiting-for-info statuses"): the provider corrects its dossier while the administration waits, the status stays.
 */
const editWhileWaiting = (state: 'moreInfoRequested' | 'serviceAwaitingInfo') =>
  ({
    target: state,
    description: "Un contact Autorité ou Référence du prestataire corrige les informations du dossier avant de répondre ; le statut ne change pas.",
  }) as const;

/** A timed event applies only once its deadline day is over (the host passes both days: the machine reads no clock). */
const deadlinePassed = {
  type: 'isDeadlinePassed',
  params: ({ event }: { event: DeadlineEvent }) => ({ today: event.today, deadline: event.deadline }),
} as const;

/** The decisions on a submitted request, the first time (2) and after more information (14). */
const requestDecisions = {
  DECLARE_ADMISSIBLE: { target: 'awaitingSharePayment', description: "L'administration déclare la demande recevable." },
  // Choice: inadmissibility closes the request for good; a new request is a new dossier.
  DECLARE_INADMISSIBLE: { target: 'requestInadmissible', description: "L'administration déclare la demande irrecevable, avec justification." },
  ASK_INFORMATION: {
    target: 'moreInfoRequested',
    actions: 'notifyAssignedContacts',
    description: "L'administration demande des informations complémentaires sur la demande ; les contacts désignés du prestataire en sont avertis.",
  },
  ACCEPT_TACITLY: {
    guard: deadlinePassed,
    target: 'awaitingSharePayment',
    actions: 'notifyTacitAdmissibility',
    description:
      "Le délai de recevabilité (ADMISSIBILITY_DAYS jours ouvrables) est écoulé sans décision : la demande est recevable tacitement ; le bénéficiaire et le prestataire en sont avertis.",
  },
} as const;

/**
 * The dossier status lifecycle of spec section 4: one top-level state per status id (the mapping is
 * in dossierStatus.state.ts), with sub-states where the spec names a situation without a status of
 * its own. The host (the server) restores a dossier's state, sends the event, refuses what this
 * machine does not accept, and performs the effects below on the dossier it stores.
 */
export const dossierStatusMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time.
  types: {
    events: {} as DossierStatusEvent,
  },
  guards: {
    // ISO days compare as text.
    isDeadlinePassed: (_, { today, deadline }: { today: string; deadline: string }) => today > deadline,
  },
  actions: {
    // Host effects on the stored dossier.
    lockData: hostAction('lockData'),
    recordSubmission: hostAction('recordSubmission'),
    recordSharePayment: hostAction('recordSharePayment'),
    startValidationCountdown: hostAction('startValidationCountdown'),
    refundBeneficiaryShare: hostAction('refundBeneficiaryShare'),
    notifyManager: hostAction('notifyManager'),
    notifyAssignedContacts: hostAction('notifyAssignedContacts'),
    notifyBeneficiary: hostAction('notifyBeneficiary'),
    notifyTacitAdmissibility: hostAction('notifyTacitAdmissibility'),
    sendSatisfactionSurvey: hostAction('sendSatisfactionSurvey'),
    // The service report follows (machines/serviceReport.machine.ts): the host sends it the matching event.
    recordReportSubmission: hostAction('recordReportSubmission'),
    recordReportValidation: hostAction('recordReportValidation'),
    recordReportRefusal: hostAction('recordReportRefusal'),
    recordReportAutoRejection: hostAction('recordReportAutoRejection'),
  },
}).createMachine({
  id: 'dossierStatus',
  description: "Le statut d'un dossier, de son introduction à sa liquidation ou son annulation (spec section 4).",
  initial: 'introduction',
  states: {
    introduction: {
      description:
        "Statut 1 : initié par le bénéficiaire ou le prestataire, envoyé au prestataire qui le complète ; l'étape d'encodage dit où il en est.",
      initial: 'encoding',
      on: {
        // Spec: a dossier is cancelled with a justification while in introduction.
        CANCEL_INTRODUCED: { target: 'requestCancelledByProvider', description: 'Le prestataire annule la demande en introduction, avec justification.' },
        // Choice: a manager closes an abandoned introduction as obsolete rather than leaving it open.
        MARK_OBSOLETE: { target: 'obsolete', description: 'Un gestionnaire clôture une introduction abandonnée comme obsolète.' },
      },
      states: {
        encoding: {
          description: 'Le chèque, le bénéficiaire, le prestataire, la prestation et les montants sont en cours d’encodage et peuvent encore changer.',
          tags: ['dataEditable'],
          on: {
            VALIDATE_INTRODUCTION: { target: 'dataLocked', description: 'Le prestataire valide le récapitulatif : les données sont verrouillées.' },
            // Spec: "a dossier can be [...] deleted"; the matrix allows it "at step 1", which is always before the data is locked.
            DELETE_DOSSIER: {
              target: '#dossierStatus.deleted',
              description:
                "Une Autorité, une Référence ou un Expert du prestataire ou du bénéficiaire supprime le dossier encore à l'étape 1 (l'aide) : il n'a été envoyé à personne.",
            },
          },
        },
        dataLocked: {
          description: 'Le prestataire a validé les données, désormais verrouillées : seuls les documents restent avant la soumission.',
          entry: 'lockData',
          on: {
            SUBMIT_INTRODUCTION: {
              target: '#dossierStatus.examination',
              actions: 'recordSubmission',
              description: "Une Autorité du prestataire soumet le dossier à l'administration.",
            },
          },
        },
      },
    },
    examination: {
      description: "Statut 2 : l'administration examine la demande soumise ; elle décide de sa recevabilité dans le délai légal.",
      tags: ['admissibilityDeadline'],
      on: requestDecisions,
    },
    moreInfoRequested: {
      description: "Statut 5 : l'administration a demandé des informations ; le prestataire peut modifier le dossier et répondre.",
      on: {
        EDIT_DOSSIER: editWhileWaiting('moreInfoRequested'),
        // Spec: the assigned contact answers and the manager is notified.
        COMPLETE_INFORMATION: {
          target: 'examinationAfterInfoCompleted',
          actions: 'notifyManager',
          description: 'Le contact désigné répond ; le gestionnaire en est averti.',
        },
        // Choice: a request left unanswered may be closed as obsolete (no money has moved yet).
        MARK_OBSOLETE: { target: 'obsolete', description: 'Un gestionnaire clôture comme obsolète une demande restée sans réponse.' },
      },
    },
    examinationAfterInfoCompleted: {
      description: "Statut 14 : les informations sont complétées ; l'administration examine à nouveau la demande, dans un nouveau délai de recevabilité.",
      tags: ['admissibilityDeadline'],
      on: requestDecisions,
    },
    requestInadmissible: {
      description: "Statut 4 : l'administration a déclaré la demande irrecevable.",
      type: 'final',
    },
    awaitingSharePayment: {
      description: 'Statut 3 : la demande est recevable ; le bénéficiaire doit payer sa quote-part avant le début de la prestation.',
      on: {
        REGISTER_SHARE_PAYMENT: {
          target: 'serviceConfirmed',
          actions: 'recordSharePayment',
          description: "L'administration enregistre le paiement de la quote-part.",
        },
        // Choice: a share never paid makes the dossier obsolete; nothing was paid, nothing to refund.
        MARK_OBSOLETE: { target: 'obsolete', description: 'Un gestionnaire clôture comme obsolète un dossier dont la quote-part n’a jamais été payée.' },
      },
    },
    serviceConfirmed: {
      description: 'Statut 6 : la quote-part est payée ; le prestataire réalise la prestation et en fait rapport.',
      initial: 'reportInProgress',
      on: {
        // Spec: a performance cancellation is irreversible and refunds the beneficiary share.
        CANCEL_SERVICE_BY_PROVIDER: {
          target: 'serviceCancelledByProvider',
          actions: 'refundBeneficiaryShare',
          description: 'Une Autorité du prestataire annule la prestation (irréversible) ; la quote-part est remboursée.',
        },
        CANCEL_SERVICE: serviceDecisions.CANCEL_SERVICE,
      },
      states: {
        reportInProgress: {
          description: 'Le prestataire rédige le rapport de prestation et en dépose les documents.',
          on: {
            SUBMIT_REPORT_TO_BENEFICIARY: {
              target: 'reportSubmittedToBeneficiary',
              actions: ['recordReportSubmission', 'notifyBeneficiary'],
              description: 'Une Autorité du prestataire soumet le rapport au bénéficiaire, dont les Autorités en sont averties.',
            },
          },
        },
        reportSubmittedToBeneficiary: {
          description:
            "Le rapport attend le bénéficiaire, qui le valide ou le refuse avant la fin du délai d'inactivité.",
          entry: 'startValidationCountdown',
          tags: ['reportValidationDeadline'],
          on: {
            BENEFICIARY_VALIDATES_REPORT: { target: '#dossierStatus.serviceExamination', actions: 'recordReportValidation', description: 'Une Autorité du bénéficiaire valide le rapport.' },
            BENEFICIARY_REFUSES_REPORT: {
              target: '#dossierStatus.serviceSuspended',
              actions: 'recordReportRefusal',
              description: 'Une Autorité du bénéficiaire refuse le rapport, avec justification (irréversible).',
            },
            // Choice: the automatic rejection counts as a refusal by silence: suspended, to the administration.
            AUTO_REJECT_REPORT: {
              guard: deadlinePassed,
              target: '#dossierStatus.serviceSuspended',
              actions: 'recordReportAutoRejection',
              description:
                'Le délai de validation (REPORT_AUTO_REJECT_DAYS jours ouvrables) est écoulé sans réaction du bénéficiaire : le rapport est rejeté automatiquement.',
            },
          },
        },
      },
    },
    serviceExamination: {
      description: "Statut 7 : le bénéficiaire a validé le rapport ; l'administration examine la prestation dans le délai de contrôle.",
      tags: ['reportCheckDeadline'],
      on: serviceDecisions,
    },
    serviceSuspended: {
      description: "Statut 17 : le bénéficiaire a refusé le rapport (irréversible) ; l'administration tranche le litige dans le délai de contrôle.",
      tags: ['reportCheckDeadline'],
      on: serviceDecisions,
    },
    serviceAwaitingInfo: {
      description: "Statut 9 : l'administration a demandé des informations sur la prestation ; le prestataire peut modifier et répondre.",
      on: {
        EDIT_DOSSIER: editWhileWaiting('serviceAwaitingInfo'),
        COMPLETE_INFORMATION: {
          target: 'serviceExaminationAfterInfoCompleted',
          actions: 'notifyManager',
          description: 'Le contact désigné répond ; le gestionnaire en est averti.',
        },
        CANCEL_SERVICE: serviceDecisions.CANCEL_SERVICE,
      },
    },
    serviceExaminationAfterInfoCompleted: {
      description: "Statut 19 : les informations sur la prestation sont complétées ; l'administration l'examine à nouveau, dans un nouveau délai de contrôle.",
      tags: ['reportCheckDeadline'],
      on: serviceDecisions,
    },
    serviceApproved: {
      description: "Statut 8 : l'administration a approuvé la prestation ; le chèque est à payer.",
      on: {
        // Spec section 1 asks for a satisfaction survey; it goes out once the service is paid for, when there is nothing left to do on the dossier.
        SETTLE: {
          target: 'settled',
          actions: 'sendSatisfactionSurvey',
          description: "L'administration enregistre le paiement du chèque ; les Autorités du bénéficiaire reçoivent par e-mail le lien de l'enquête de satisfaction.",
        },
      },
    },
    settled: {
      description: 'Statut 11 : le chèque est payé ; seule une annulation après liquidation peut encore suivre.',
      // Choice: settled is not final, since status 12 "cancelled after settlement" must come from it.
      on: { CANCEL_AFTER_SETTLEMENT: { target: 'cancelledAfterSettlement', description: "L'administration annule un dossier liquidé, avec justification." } },
    },
    serviceCancelled: {
      description: "Statut 10 : l'administration a annulé la prestation ; la quote-part a été remboursée.",
      type: 'final',
    },
    serviceCancelledByProvider: {
      description: 'Statut 21 : le prestataire a annulé la prestation ; la quote-part a été remboursée.',
      type: 'final',
    },
    cancelledSettled: {
      description: 'Statut 13 : le reste de la prestation est annulé et ce qui a été fourni est liquidé.',
      type: 'final',
    },
    cancelledAfterSettlement: {
      description: 'Statut 12 : un dossier liquidé a été annulé ; le paiement est à récupérer.',
      type: 'final',
    },
    requestCancelledByProvider: {
      description: 'Statut 20 : le prestataire a annulé la demande pendant son introduction.',
      type: 'final',
    },
    obsolete: {
      description: 'Statut 18 : le dossier a été abandonné avant tout mouvement d’argent et il est clôturé.',
      type: 'final',
    },
    deleted: {
      description:
        "Supprimé : le dossier, resté à sa première étape, est effacé avec tout ce qui s'y rattache, historique compris ; il n'a plus de statut.",
      type: 'final',
    },
  },
});
