import { array, coerce, define, enums, literal, nullable, object, optional, pattern, refine, union, type Struct } from 'superstruct';
import { formatAmount, formatNumber } from '../format';
import { isIsoDate, writtenDayToIso } from '../validators/date';
import { MAX_RECORD_ID } from './params';
import { SafeString, withoutBidiControls, withoutControlCharacters } from './safe-string';

/**
 * The values a form field holds, as structs that accept what the form gives (strings from inputs and
 * selects) and what a JSON body gives (numbers), and fail with a French message of their own: the
 * message is shown as is by the form (through the superstruct resolver, with `coerce: true`) and by the
 * server's 400 ValidationError. Superstruct's own messages ("Expected ...") never reach a user.
 */

export const REQUIRED = 'Ce champ est obligatoire.';

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A record chosen in a select or written in a query string: "12" and 12 are both the id 12. */
export const Id = coerce(
  define<number>('Id', (value) => {
    if (isBlank(value)) return REQUIRED;
    return (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_RECORD_ID) || 'Identifiant invalide.';
  }),
  pattern(SafeString, /^\s*\d{1,10}\s*$/),
  (value) => Number(value.trim()),
);

/** An optional choice: an empty select gives '' and means none (null). */
export const NullableId = coerce(nullable(Id), union([literal(''), literal(undefined)]), () => null);

/** Ids picked several times (checkboxes, multi-selects), each at most once. */
export function IdList(message: string) {
  return refine(array(Id), 'uniqueIds', (ids) => new Set(ids).size === ids.length || message);
}

/** The `version` of the dossier the form was filled from (optimistic locking). */
export const Version = coerce(
  define<number>('Version', (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_RECORD_ID) || 'Version invalide.'),
  pattern(SafeString, /^\s*\d{1,10}\s*$/),
  (value) => Number(value.trim()),
);

/** An object struct's fields: superstruct's own bound (not exported by it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- superstruct's bound, any schema of any input.
export type StructFields = Record<string, Struct<any, any>>;

/** A write's payload: its fields and the `version` of the record the form was filled from (409 when another write came first). */
export const atVersion = <S extends StructFields>(fields: S) => object({ ...fields, version: optional(Version) });

/**
 * Free text typed by the user: surrounding spaces and marks that reorder the text on screen are noise; blank is
 * missing when the field is required.
 */
export function Text(maxLength: number, { required = true } = {}): Struct<string, null> {
  return coerce(
    withoutControlCharacters(
      define<string>('Text', (value) => {
        if (typeof value !== 'string') return isBlank(value) ? REQUIRED : 'Texte invalide.';
        if (required && value === '') return REQUIRED;
        return value.length <= maxLength || `Ce texte ne peut pas dépasser ${maxLength} caractères.`;
      }),
    ),
    SafeString,
    (value) => withoutBidiControls(value).trim(),
  );
}

export const DAY_INVALID = 'Date invalide : écrivez-la jj/mm/aaaa, par exemple 23/11/2026.';
export const DAY_IMPOSSIBLE = "Cette date n'existe pas : vérifiez le jour et le mois.";

/**
 * A day, typed jj/mm/aaaa in a date field or sent as ISO AAAA-MM-JJ in a body, that exists; always ISO
 * once read, so the API receives what it stores.
 */
export const Day = coerce(
  define<string>('Day', (value) => {
    if (isBlank(value)) return REQUIRED;
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return DAY_INVALID;
    return isIsoDate(value) || DAY_IMPOSSIBLE;
  }),
  SafeString,
  (value) => writtenDayToIso(value) ?? value.trim(),
);

/** A day that may be left empty (a list filter): blank means none. */
export const OptionalDay = coerce(optional(Day), union([literal(''), literal(undefined)]), () => undefined);

/** "1 250,50" as a user types it, or 1250.5: spaces between thousands and a decimal comma are accepted. */
function parseDecimal(value: string): number | string {
  const compact = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(compact) ? Number(compact) : value;
}

function decimals(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return fraction.length;
}

export interface DecimalRule {
  name: string;
  /** Exclusive lower bound when `positive`, else inclusive 0. */
  positive: boolean;
  max: number;
  /** Either a number of decimals, or the step every value is a multiple of. */
  maxDecimals?: number;
  step?: number;
  /**
   * Written when a value is refused, not when the module loads: it may format numbers, and Intl's first use (its
   * locale data) would otherwise run in every page's startup, the login page's included (docs/performance.md).
   */
  message: () => string;
}

/** A decimal number as a user types it ("1 250,50") or a body sends it, within the rule's bounds. */
export function decimal({ name, positive, max, maxDecimals, step, message }: DecimalRule) {
  return coerce(
    define<number>(name, (value) => {
      if (isBlank(value)) return REQUIRED;
      if (typeof value !== 'number' || !Number.isFinite(value)) return message();
      if (positive ? value <= 0 : value < 0) return message();
      const granular = step === undefined ? decimals(value) <= (maxDecimals ?? 0) : Number.isInteger(value / step);
      return (value <= max && granular) || message();
    }),
    SafeString,
    parseDecimal,
  );
}

/** The largest amount a dossier may carry, far above any voucher: a typo, not a project. */
export const AMOUNT_MAX = 10_000_000;

/** An amount in euros, cents at most. */
export const Amount = decimal({
  name: 'Amount',
  positive: true,
  max: AMOUNT_MAX,
  maxDecimals: 2,
  message: () => `Montant invalide : un nombre positif d'au plus ${formatAmount(AMOUNT_MAX)}, avec au plus deux décimales.`,
});

/** Working days of a performance, counted by half days: the step the hint names and the rule enforces. */
export const DAYS_STEP = 0.5;
export const DAYS_MAX = 999;
export const Days = decimal({
  name: 'Days',
  positive: true,
  max: DAYS_MAX,
  step: DAYS_STEP,
  message: () => `Nombre de jours invalide : par demi-journées, de ${formatNumber(DAYS_STEP)} à ${DAYS_MAX} (par exemple 12,5).`,
});

/** A share in whole percents. */
export const Percentage = coerce(
  define<number>('Percentage', (value) => {
    if (isBlank(value)) return REQUIRED;
    return (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 100) || 'Pourcentage invalide : un entier de 1 à 100.';
  }),
  pattern(SafeString, /^\s*\d{1,3}\s*$/),
  (value) => Number(value.trim()),
);

/** A yes/no from a query string or a checkbox. */
export const Flag = coerce(
  define<boolean>('Flag', (value) => typeof value === 'boolean' || 'Valeur invalide (oui ou non attendu).'),
  enums(['0', '1', 'true', 'false'] as const),
  (value) => value === '1' || value === 'true',
);
