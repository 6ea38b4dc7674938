import { setup } from 'xstate';
import { EtapePrestation, type EtapePrestationId } from '../domain/encoding-steps';
import type { ReportScreen } from '../domain/service-report-screens';
import { reportScreenFor, type ReportAccessFacts } from './access/serviceReportAccess';
import { hostAction } from './host-effects';

/** Who visits a report screen, and the dossier's status: what the service-report guard reads besides the report's saved step. */
export type ReportVisit = Omit<ReportAccessFacts, 'etape'>;

export type ServiceReportEvent =
  | { type: 'SAVE_DESCRIPTION' }
  | { type: 'SAVE_SPECIFICITES' }
  | { type: 'CONFIRM_RECAP' }
  | { type: 'INVOICE_UPLOADED' }
  | { type: 'ACTIVITY_REPORT_UPLOADED' }
  | { type: 'SUBMIT_TO_BENEFICIARY' }
  | { type: 'BENEFICIARY_VALIDATES' }
  | { type: 'BENEFICIARY_REFUSES' }
  | { type: 'AUTO_REJECTED' }
  | { type: 'OPEN_SCREEN'; screen: ReportScreen; visit: ReportVisit };

export type ServiceReportEventType = ServiceReportEvent['type'];

/**
 * A route of the report opens its screen in this state when the service-report guard (spec section 4) lets the
 * visitor in at the saved step the state stands for. No target: the route only asks, the report stays as it is.
 */
const openScreenAt = (etape: EtapePrestationId) =>
  ({
    OPEN_SCREEN: {
      guard: { type: 'mayOpenReportScreen', params: ({ event }: { event: Extract<ServiceReportEvent, { type: 'OPEN_SCREEN' }> }) => ({ screen: event.screen, facts: { ...event.visit, etape } }) },
      description:
        "Un écran du rapport s'ouvre : le dossier est en statut 6 et le visiteur y a droit à cette étape (prestataire pour la saisie et les documents, bénéficiaire ou prestataire qui est aussi le bénéficiaire pour la validation).",
    },
  }) as const;

/**
 * The invoice and the activity report once an invoice is there, the same before and after the submission:
 * a new invoice invalidates the activity report, a new activity report replaces the last one. `complete`
 * adds what the report may do with both documents (be submitted, be validated).
 */
function documentStates<T extends object>(descriptions: { awaitingActivityReport: string; complete: string }, complete: T) {
  return {
    awaitingActivityReport: {
      description: descriptions.awaitingActivityReport,
      on: {
        INVOICE_UPLOADED: { target: 'awaitingActivityReport', description: 'Une nouvelle facture remplace celle qui était déposée.' },
        ACTIVITY_REPORT_UPLOADED: { target: 'complete', description: "Le prestataire dépose le rapport d'activité." },
      },
    },
    complete: {
      description: descriptions.complete,
      on: {
        INVOICE_UPLOADED: {
          target: 'awaitingActivityReport',
          actions: 'invalidateActivityReport',
          description: "Une nouvelle facture remplace l'ancienne et invalide le rapport d'activité déposé : il faut en déposer un nouveau.",
        },
        ACTIVITY_REPORT_UPLOADED: { target: 'complete', description: "Un nouveau rapport d'activité remplace le précédent." },
        ...complete,
      },
    },
  } as const;
}

/**
 * The service report of a dossier in status 6 (spec sections 2, 3, 4 and 5): its data in three steps, its
 * two documents in the order the spec sets (the invoice, then the activity report; a new invoice
 * invalidates the activity report), the submission to the beneficiary and the beneficiary's decision. The
 * top-level states are the saved steps (service-report.state.ts maps them); the report's status changes
 * still go through the dossier status machine, whose effects send the last four events here.
 */
export const serviceReportMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time.
  types: { events: {} as ServiceReportEvent },
  guards: {
    mayOpenReportScreen: (_, { screen, facts }: { screen: ReportScreen; facts: ReportAccessFacts }) => reportScreenFor(facts, screen) === screen,
  },
  actions: {
    // Host effect, performed by the server on the stored report.
    invalidateActivityReport: hostAction('invalidateActivityReport'),
  },
}).createMachine({
  id: 'serviceReport',
  description:
    "Le rapport de prestation : le prestataire le décrit, en dépose la facture puis le rapport d'activité, le soumet au bénéficiaire, qui le valide ou le refuse.",
  initial: 'description',
  states: {
    description: {
      description: 'Étape 1 : les dates de la prestation, les tâches et livrables, le contexte.',
      on: {
        ...openScreenAt(EtapePrestation.PrestaDescription),
        SAVE_DESCRIPTION: { target: 'specificites', description: 'Le prestataire enregistre la description ; le rapport passe aux spécificités.' },
        SAVE_SPECIFICITES: { target: 'description', description: "Les spécificités enregistrées avant la description n'avancent pas le rapport." },
      },
    },
    specificites: {
      description: 'Étape 2 : le type de prestation, la conclusion et, pour une prestation réalisée en partie, le motif d’annulation.',
      on: {
        ...openScreenAt(EtapePrestation.PrestaSpecificites),
        SAVE_DESCRIPTION: {
          // Stryker disable next-line StringLiteral: an emptied self-target stays in the state without leaving it; the state has no entry or exit effect, so both are the same step.
          target: 'specificites',
          description: 'La description modifiée est enregistrée ; le rapport reste aux spécificités.',
        },
        SAVE_SPECIFICITES: { target: 'recapitulatif', description: 'Le prestataire enregistre les spécificités ; le rapport passe au récapitulatif.' },
      },
    },
    recapitulatif: {
      description: 'Étape 3 : le prestataire relit le rapport et peut encore en modifier la description et les spécificités.',
      on: {
        ...openScreenAt(EtapePrestation.PrestaRecapitulatif),
        SAVE_DESCRIPTION: { target: 'recapitulatif', description: 'La description modifiée depuis le récapitulatif est enregistrée ; le rapport reste au récapitulatif.' },
        SAVE_SPECIFICITES: {
          // Stryker disable next-line StringLiteral: an emptied self-target stays in the state without leaving it; the state has no entry or exit effect, so both are the same step.
          target: 'recapitulatif',
          description: 'Les spécificités modifiées depuis le récapitulatif sont enregistrées ; le rapport reste au récapitulatif.',
        },
        CONFIRM_RECAP: { target: 'documents', description: 'Le prestataire confirme le récapitulatif : les données sont figées, place aux documents.' },
      },
    },
    documents: {
      description: "Étape 4 : la facture, puis le rapport d'activité.",
      initial: 'awaitingInvoice',
      on: openScreenAt(EtapePrestation.PrestaDocument),
      states: {
        awaitingInvoice: {
          description: "Aucune facture n'est déposée ; le rapport d'activité ne peut pas encore l'être.",
          on: { INVOICE_UPLOADED: { target: 'awaitingActivityReport', description: "Une Autorité du prestataire dépose la facture, qui respecte les règles de montant et de date." } },
        },
        ...documentStates(
          {
            awaitingActivityReport: "La facture est déposée ; le rapport d'activité manque.",
            complete: "La facture et le rapport d'activité sont déposés ; le rapport peut être soumis au bénéficiaire.",
          },
          {
            SUBMIT_TO_BENEFICIARY: {
              target: '#serviceReport.submitted',
              description: 'Une Autorité du prestataire soumet le rapport au bénéficiaire ; le délai de validation commence.',
            },
          },
        ),
      },
    },
    submitted: {
      description:
        'Étape de confirmation : le rapport attend la décision du bénéficiaire ; tant qu’il n’est pas validé, ses documents peuvent être déposés à nouveau.',
      initial: 'complete',
      states: documentStates(
        {
          awaitingActivityReport: "Une nouvelle facture a invalidé le rapport d'activité : le bénéficiaire ne peut que refuser tant qu'il n'est pas déposé à nouveau.",
          complete: 'Les deux documents sont là : le bénéficiaire peut valider ou refuser le rapport.',
        },
        {
          BENEFICIARY_VALIDATES: { target: '#serviceReport.decided.validated', description: 'Une Autorité du bénéficiaire valide le rapport ; il part à l’administration.' },
        },
      ),
      on: {
        // The submission moved the report to the Confirmation step (domain/service-report-screens.ts).
        ...openScreenAt(EtapePrestation.PrestaConfirmation),
        BENEFICIARY_REFUSES: {
          target: '#serviceReport.decided.refused',
          description: 'Une Autorité du bénéficiaire refuse le rapport avec une justification (irréversible) ; le dossier est suspendu.',
        },
        AUTO_REJECTED: {
          target: '#serviceReport.decided.autoRejected',
          description: 'Le délai est écoulé sans décision du bénéficiaire : le rapport est rejeté automatiquement.',
        },
      },
    },
    decided: {
      // No screen opens: the decision moved the dossier out of status 6 (the guard then sends to the dossier).
      description: 'Étape de validation : le bénéficiaire a décidé (ou le délai a décidé pour lui) ; le dossier a quitté le statut 6 et aucun écran du rapport ne s’ouvre plus.',
      initial: 'validated',
      states: {
        validated: { description: 'Le bénéficiaire a validé le rapport ; ses documents sont validés.', type: 'final' },
        refused: { description: 'Le bénéficiaire a refusé le rapport ; ses documents sont refusés par lui.', type: 'final' },
        autoRejected: { description: 'Le rapport a été rejeté automatiquement ; ses documents aussi.', type: 'final' },
      },
    },
  },
});
