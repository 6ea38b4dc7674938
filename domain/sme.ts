import { TypePme, type TypePmeId } from './organisation-types';
import { PLATFORM_TIME_ZONE } from './platforms';

/**
 * The SME data of a beneficiary company (spec section 3: type_pme, PmeDateCreation, PmeChiffreAffaire,
 * PmeNombreEmploye) and the rule of section 5: "the SME type Standard is required in some cases". The
 * spec does not say which: we apply the European SME definition the vouchers rest on (under 250
 * full-time equivalents and at most 50 million euros of turnover) and call a company a starter for its
 * first years only. So a large company must say so, an SME past its starter years must be Standard, and
 * only a young SME may be a Starter.
 */

/** Full-time equivalents from which a company is large. */
export const SME_MAX_FTE = 250;
/** Turnover (euros) above which a company is large. */
export const SME_MAX_TURNOVER = 50_000_000;
/** Years after its creation during which an SME may be a Starter. */
export const STARTER_MAX_YEARS = 4;

export interface PmeFacts {
  typePme: TypePmeId;
  pmeChiffreAffaire: number;
  pmeNombreEmploye: number;
  /** ISO day. */
  pmeDateCreation: string;
}

export const PME_FIELD_MESSAGES = {
  large: `Avec au moins ${SME_MAX_FTE} équivalents temps plein ou plus de 50 millions d'euros de chiffre d'affaires, l'entreprise est une grande entreprise.`,
  notLarge: `Une grande entreprise compte au moins ${SME_MAX_FTE} équivalents temps plein ou plus de 50 millions d'euros de chiffre d'affaires.`,
  standard: `Créée il y a plus de ${STARTER_MAX_YEARS} ans, l'entreprise est une PME de type Standard.`,
  future: 'La date de création ne peut pas être dans le futur.',
} as const;

/** The day `years` years after an ISO day, as an ISO day. */
function yearsAfter(day: string, years: number): string {
  return `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;
}

/** The SME type the figures call for, on `today` (ISO): the one field error to show, or null. */
export function pmeProblem(facts: PmeFacts, today: string): { field: keyof PmeFacts; message: string } | null {
  if (facts.pmeDateCreation > today) return { field: 'pmeDateCreation', message: PME_FIELD_MESSAGES.future };
  const large = facts.pmeNombreEmploye >= SME_MAX_FTE || facts.pmeChiffreAffaire > SME_MAX_TURNOVER;
  if (large !== (facts.typePme === TypePme.GRANDE_ENTREPRISE)) {
    return { field: 'typePme', message: large ? PME_FIELD_MESSAGES.large : PME_FIELD_MESSAGES.notLarge };
  }
  if (facts.typePme === TypePme.STARTER && yearsAfter(facts.pmeDateCreation, STARTER_MAX_YEARS) <= today) {
    return { field: 'typePme', message: PME_FIELD_MESSAGES.standard };
  }
  return null;
}

// Built once: a formatter costs far more to build than to use, and the dossier list asks the day for every row.
const BRUSSELS_ISO_DAY = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: PLATFORM_TIME_ZONE });

const HOUR_MS = 3_600_000;
// Brussels is a whole number of hours from UTC (CET, CEST), so its midnight falls on a UTC hour: within one UTC
// hour the day cannot change, and the formatter (slow beside a request's other work) is asked once per hour.
let lastDay = { hour: Number.NaN, day: '' };

/** The ISO day it is in Brussels at `at`: the platform's calendar, whatever the machine's time zone. */
export function platformToday(at: Date = new Date()): string {
  const hour = Math.floor(at.getTime() / HOUR_MS);
  // Stryker disable next-line ConditionalExpression: a memo only: without it the day is formatted again, the same.
  if (hour !== lastDay.hour) lastDay = { hour, day: BRUSSELS_ISO_DAY.format(at) };
  return lastDay.day;
}
