import { formatAmount } from './format';
import { ALL_STATUTS_DOSSIER, StatutDossier, type StatutDossierId } from './dossier-status';
import type { Consumption } from './wire/wizard';

/**
 * The amounts of a dossier (spec section 3: total, voucher requested, beneficiary share, public
 * intervention, rate) and the limits on the voucher (spec sections 5 and 9).
 *
 * Reading of the amounts: the beneficiary buys vouchers worth `montantCheque` to pay (part of) the
 * performance; public money pays `tauxInterventionPublique` percent of them (the public intervention) and
 * the beneficiary the rest (its share, paid before the service starts: status 3 "awaiting payment of the
 * share"). Whatever the total exceeds the voucher, the beneficiary pays the provider directly.
 */
export interface FinancialBreakdown {
  montantTotal: number;
  montantCheque: number;
  taux: number;
  interventionPublique: number;
  quotePartBeneficiaire: number;
}

const cents = (euros: number) => Math.round(euros * 100);

/** The derived amounts, to the cent; the public intervention is rounded, the share is what remains. */
export function financialBreakdown(montantTotal: number, montantCheque: number, taux: number): FinancialBreakdown {
  const chequeCents = cents(montantCheque);
  const publicCents = Math.round((chequeCents * taux) / 100);
  return {
    montantTotal,
    montantCheque,
    taux,
    interventionPublique: publicCents / 100,
    quotePartBeneficiaire: (chequeCents - publicCents) / 100,
  };
}

/** The voucher limits in force: the platform's settings, and the voucher type's own maximum within them. */
export interface VoucherLimits {
  maxParDossier: number;
  plafondAnnuel: number;
  plafondTroisAns: number;
}

/** A voucher type may lower the platform's maximum per dossier, never raise it. */
export function maxPerDossier(typeMaximum: number | null, platformMaximum: number): number {
  return typeMaximum === null ? platformMaximum : Math.min(typeMaximum, platformMaximum);
}

/** How many calendar years the longer consumption limit spans: this one and the two before. */
export const CONSUMPTION_YEARS = 3;

/**
 * The dossiers whose voucher counts as consumed: submitted, and neither refused, cancelled nor abandoned.
 * An introduction does not count yet; it is checked against the others when it is validated.
 */
const NOT_CONSUMING: readonly StatutDossierId[] = [
  StatutDossier.DOSSIER_INTRODUCTION,
  StatutDossier.DOSSIER_IRRECEVABLE,
  StatutDossier.DOSSIER_PRESTATION_ANNULEE,
  StatutDossier.DOSSIER_ANNULE_APRES_SOLDE,
  StatutDossier.DOSSIER_OBSOLETE,
  StatutDossier.DOSSIER_ANNULE_PAR_PRESTATAIRE,
  StatutDossier.DOSSIER_PRESTATION_ANNULEE_PAR_PRESTATAIRE,
];

export function isEngagedStatut(statut: StatutDossierId): boolean {
  return !NOT_CONSUMING.includes(statut);
}

/** The statuses of an engaged voucher: those the ceilings count, and the cheque list shows. */
export const ENGAGED_STATUTS: readonly StatutDossierId[] = ALL_STATUTS_DOSSIER.filter(isEngagedStatut);

/** Vouchers of the beneficiary's other engaged dossiers, this calendar year and over the consumption years. */
export interface ConsumedVouchers {
  annee: number;
  troisAns: number;
}

/**
 * What keeps the voucher from being granted, in French, for the `montantCheque` field: "at most the maximum
 * per dossier" (spec section 5) and the yearly and 3-year consumption limits of business vouchers (section 9).
 * The limit against the total is the payload's own rule (domain/schemas/wizard.ts).
 */
export function voucherLimitProblems(montantCheque: number, limits: VoucherLimits, consumed: ConsumedVouchers): string[] {
  const problems: string[] = [];
  if (montantCheque > limits.maxParDossier) {
    problems.push(`Le montant du chèque ne peut pas dépasser le maximum par dossier (${formatAmount(limits.maxParDossier)}).`);
  }
  const yearLeft = Math.max(0, limits.plafondAnnuel - consumed.annee);
  if (montantCheque > yearLeft) {
    problems.push(`Le bénéficiaire ne peut plus demander que ${formatAmount(yearLeft)} de chèques cette année (plafond annuel de ${formatAmount(limits.plafondAnnuel)}).`);
  }
  const periodLeft = Math.max(0, limits.plafondTroisAns - consumed.troisAns);
  if (montantCheque > periodLeft) {
    problems.push(
      `Le bénéficiaire ne peut plus demander que ${formatAmount(periodLeft)} de chèques sur ${CONSUMPTION_YEARS} ans (plafond de ${formatAmount(limits.plafondTroisAns)}).`,
    );
  }
  return problems;
}

/** The same problems, against the limits and consumption the server answers (GET /dossiers/{id}/consumption). */
export function voucherProblems(montantCheque: number, consumption: Consumption): string[] {
  return voucherLimitProblems(
    montantCheque,
    { maxParDossier: consumption.montantMaximumParDossier, plafondAnnuel: consumption.annuel.plafond, plafondTroisAns: consumption.troisAns.plafond },
    { annee: consumption.annuel.consomme, troisAns: consumption.troisAns.consomme },
  );
}
