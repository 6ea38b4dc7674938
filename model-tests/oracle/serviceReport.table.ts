import type { DossierSender } from './dossierStatus.table';
import type { LifecycleTable } from './types';

/**
 * The service report of a dossier in status 6 (spec sections 2, 3, 4 and 5): description (1), specificites (2),
 * recapitulatif (3), documents (4), then the beneficiary's decision. Written by hand from the spec's words ("the
 * provider submits the report to the beneficiary. The beneficiary validates or refuses it"; "the invoice must be
 * uploaded before the activity report"; "a new invoice invalidates the existing activity report, and a new one
 * must be uploaded"; "while unvalidated, documents can be resubmitted") and README's "Service report".
 */
const DATA: DossierSender = { provider: { types: ['A', 'R', 'E'] } };
// Matrix: "edit invoice", A only; "manage documents", A, R, E.
const INVOICE: DossierSender = { provider: { types: ['A'] } };
const DOCUMENTS: DossierSender = { provider: { types: ['A', 'R', 'E'] } };
const BENEFICIARY_AUTHORITY: DossierSender = { beneficiary: { types: ['A'] }, provider: { types: ['A'], sameOrganisationOnly: true } };

// Matrix: "view a report", A, R, E, I on either side; the managers read every dossier. Which screen opens to whom at which
// step is the guard's table (serviceReportScreens.table.ts), checked against the machine by screens.oracle.test.ts.
const VIEWER: DossierSender = { provider: { types: ['A', 'R', 'E', 'I'] }, beneficiary: { types: ['A', 'R', 'E', 'I'] }, manager: true };
const OPEN_SCREEN = 'Spec: the service-report guard (section 4) opens a screen by status, saved step and visitor; the visit changes nothing.';

/**
 * A visit of a report screen, in every state but the decided ones (final: the decision took the dossier out of status 6,
 * where the guard opens nothing): the saved step the state stands for is the guard's, the report does not move.
 */
const UNDECIDED = [
  'description',
  'specificites',
  'recapitulatif',
  'documents.awaitingInvoice',
  'documents.awaitingActivityReport',
  'documents.complete',
  'submitted.awaitingActivityReport',
  'submitted.complete',
] as const;
const DECIDED = ['decided.validated', 'decided.refused', 'decided.autoRejected'] as const;

const visits = (leaves: readonly string[]) =>
  leaves.map((from) => ({ from, event: 'OPEN_SCREEN', guard: 'mayOpenReportScreen', to: from, effects: [], by: VIEWER, reading: OPEN_SCREEN }) as const);

const SAVED_OUT_OF_ORDER = 'Reading: the guard opens description and specificites together; a part saved out of order is kept but the report moves on only once both were saved in order.';
const RESUBMIT = 'Spec: "while unvalidated, documents can be resubmitted".';
const NEW_INVOICE = 'Spec: "a new invoice invalidates the existing activity report, and a new one must be uploaded".';

/** The invoice and the activity report, the same before and after the submission. */
const documentRows = (prefix: 'documents' | 'submitted') =>
  [
    { from: `${prefix}.awaitingActivityReport`, event: 'INVOICE_UPLOADED', to: `${prefix}.awaitingActivityReport`, effects: [], by: INVOICE, reading: `${RESUBMIT} A new invoice replaces the last.` },
    { from: `${prefix}.awaitingActivityReport`, event: 'ACTIVITY_REPORT_UPLOADED', to: `${prefix}.complete`, effects: [], by: DOCUMENTS },
    { from: `${prefix}.complete`, event: 'INVOICE_UPLOADED', to: `${prefix}.awaitingActivityReport`, effects: ['invalidateActivityReport'], by: INVOICE, reading: NEW_INVOICE },
    { from: `${prefix}.complete`, event: 'ACTIVITY_REPORT_UPLOADED', to: `${prefix}.complete`, effects: [], by: DOCUMENTS, reading: `${RESUBMIT} A new activity report replaces the last.` },
  ] as const;

const refusals = (from: string) =>
  [
    {
      from,
      event: 'BENEFICIARY_REFUSES',
      to: 'decided.refused',
      effects: [],
      by: BENEFICIARY_AUTHORITY,
      reading: 'Spec: "refuses it with a justification. A refusal is irreversible". The beneficiary may refuse also while the activity report is invalidated.',
    },
    {
      from,
      event: 'AUTO_REJECTED',
      to: 'decided.autoRejected',
      effects: [],
      by: { platform: true },
      reading: 'Spec: "the report is rejected automatically after a number of days of beneficiary inactivity" (sent by the dossier status machine\'s effect).',
    },
  ] as const;

export const serviceReportTable: LifecycleTable<DossierSender> = {
  machine: 'serviceReport',
  initial: 'description',
  states: [...UNDECIDED, ...DECIDED],
  finals: [...DECIDED],
  rows: [
    { from: 'description', event: 'SAVE_DESCRIPTION', to: 'specificites', effects: [], by: DATA },
    { from: 'description', event: 'SAVE_SPECIFICITES', to: 'description', effects: [], by: DATA, reading: SAVED_OUT_OF_ORDER },
    { from: 'specificites', event: 'SAVE_DESCRIPTION', to: 'specificites', effects: [], by: DATA, reading: SAVED_OUT_OF_ORDER },
    { from: 'specificites', event: 'SAVE_SPECIFICITES', to: 'recapitulatif', effects: [], by: DATA },
    { from: 'recapitulatif', event: 'SAVE_DESCRIPTION', to: 'recapitulatif', effects: [], by: DATA, reading: 'Reading: a part saved from the recap keeps the report at the recap.' },
    { from: 'recapitulatif', event: 'SAVE_SPECIFICITES', to: 'recapitulatif', effects: [], by: DATA, reading: 'Reading: a part saved from the recap keeps the report at the recap.' },
    { from: 'recapitulatif', event: 'CONFIRM_RECAP', to: 'documents.awaitingInvoice', effects: [], by: DATA, reading: 'Reading: the confirmed recap fixes the data; the documents follow.' },
    {
      from: 'documents.awaitingInvoice',
      event: 'INVOICE_UPLOADED',
      to: 'documents.awaitingActivityReport',
      effects: [],
      by: INVOICE,
      reading: 'Spec: "it must be uploaded before the activity report"; "edit invoice" is A only.',
    },
    ...documentRows('documents'),
    {
      from: 'documents.complete',
      event: 'SUBMIT_TO_BENEFICIARY',
      to: 'submitted.complete',
      effects: [],
      by: { provider: { types: ['A'] } },
      reading: 'Spec: "only an authority contact of the provider may ... submit a performance to the beneficiary", with both documents.',
    },
    ...documentRows('submitted'),
    {
      from: 'submitted.complete',
      event: 'BENEFICIARY_VALIDATES',
      to: 'decided.validated',
      effects: [],
      by: BENEFICIARY_AUTHORITY,
      reading: 'Spec: "the beneficiary validates the report". Reading: only with a valid activity report.',
    },
    ...refusals('submitted.awaitingActivityReport'),
    ...refusals('submitted.complete'),
    ...visits(UNDECIDED),
  ],
};
