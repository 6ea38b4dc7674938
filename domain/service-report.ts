import { formatAmount, formatDate } from './format';

/**
 * The service (performance) report of spec sections 2, 3, 4 and 5: what "type" means, its documents, and
 * the invoice rules, shared by the screens and the server (its screens: service-report-screens.ts).
 */

/**
 * The report's "type" (spec section 3 names the field, not its values). Our reading: whether the
 * performance was carried out in full or in part; a partial one says why the rest was cancelled, which is
 * what the "cancellation reason" field holds.
 */
export const TYPES_PRESTATION_REALISEE = ['COMPLETE', 'PARTIELLE'] as const;
export type TypePrestationRealisee = (typeof TYPES_PRESTATION_REALISEE)[number];

export const TYPE_PRESTATION_LABELS: Record<TypePrestationRealisee, string> = {
  COMPLETE: 'Prestation réalisée entièrement',
  PARTIELLE: 'Prestation réalisée en partie',
};

/** The two documents of a report (spec section 5: "the invoice before the activity report"). */
export const REPORT_DOCUMENT_KINDS = ['facture', 'rapportActivite'] as const;
export type ReportDocumentKind = (typeof REPORT_DOCUMENT_KINDS)[number];

/** The document types' codes in the catalogue (types_document, context "rapport-prestation"). */
export const CONTEXTE_RAPPORT_PRESTATION = 'rapport-prestation';
export const REPORT_DOCUMENT_TYPE_CODES: Record<ReportDocumentKind, string> = {
  facture: 'FACTURE',
  rapportActivite: 'RAPPORT_ACTIVITE',
};

export const INVOICE_BEFORE_ACTIVITY_REPORT = "Déposez d'abord la facture : le rapport d'activité vient après elle.";

/** What the invoice rules read of the dossier: the performance's amount and the day it started. */
export interface InvoiceLimits {
  /** The performance's total amount excluding VAT (the dossier's financial step). */
  montantPrestation: number | null;
  /** The day the performance started, as the report states it (ISO). */
  debutPrestation: string | null;
  /** Today in Brussels (ISO). */
  today: string;
}

/**
 * The report tells a performance that has started: its start is never after today, or no invoice date could
 * ever fall "between the performance start and today" (spec section 5) and the report would be locked for good.
 */
export const REPORT_START_IN_FUTURE = 'Le début de la prestation ne peut pas être dans le futur : le rapport décrit une prestation commencée.';

/** Why the report's start (ISO) breaks the rule on `today` (ISO), or null when it keeps an invoice date possible. */
export function reportStartBreach(dateDebut: string, today: string): string | null {
  // ISO days compare as text.
  return dateDebut > today ? REPORT_START_IN_FUTURE : null;
}

/** The start the description offers: the saved one, else the planned start while it is not in the future, else none. */
export function offeredReportStart(saved: string | null, planned: string | null, today: string): string | null {
  if (saved !== null) return saved;
  return planned !== null && reportStartBreach(planned, today) === null ? planned : null;
}

/**
 * Spec section 5, Invoice: "Its amount must not exceed the performance amount. Its date must fall
 * between the performance start and today." One message per field that breaks a rule.
 */
export function invoiceRuleBreaches(
  invoice: { montantHtva: number; dateFacture: string },
  { montantPrestation, debutPrestation, today }: InvoiceLimits,
): { field: 'montantHtva' | 'dateFacture'; message: string }[] {
  const breaches: { field: 'montantHtva' | 'dateFacture'; message: string }[] = [];
  if (montantPrestation !== null && invoice.montantHtva > montantPrestation) {
    breaches.push({ field: 'montantHtva', message: `Le montant de la facture ne peut pas dépasser celui de la prestation (${formatAmount(montantPrestation)}).` });
  }
  // ISO days compare as text.
  if (invoice.dateFacture > today) {
    breaches.push({ field: 'dateFacture', message: 'La date de la facture ne peut pas être dans le futur.' });
    // Stryker disable next-line ConditionalExpression: equivalent; a day compared with null is never smaller, so no start means no breach either way.
  } else if (debutPrestation !== null && invoice.dateFacture < debutPrestation) {
    breaches.push({ field: 'dateFacture', message: `La date de la facture ne peut pas précéder le début de la prestation (${formatDate(debutPrestation)}).` });
  }
  return breaches;
}
