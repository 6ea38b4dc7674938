import { PLATFORM_TIME_ZONE } from './platforms';
import { normaliseBce } from './validators/bce';

/**
 * The one place that writes dates, amounts, numbers and company numbers for people, in French (Belgium),
 * on every screen and in the server's French messages alike. Times are Brussels time whatever the
 * machine's zone: the platform is Belgian and a dossier's history must read the same for everyone.
 *
 * Intl's fr-BE output is kept as is: a narrow no-break space (U+202F) between thousands and a no-break
 * space (U+00A0) before €, so that an amount never breaks across lines ("9 000,50 €").
 */
const LOCALE = 'fr-BE';

/**
 * Each formatter is built on its first use: Intl's first formatter loads the locale's data (45 ms in Chromium here,
 * four times that on Lighthouse's simulated phone), work a page that shows no date or amount (the login page) never
 * needs, and that a page showing them does once it renders, not while its scripts are evaluated.
 */
function onFirstUse<T>(create: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= create());
}

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: PLATFORM_TIME_ZONE }));
const dateTimeFormat = onFirstUse(
  () => new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: PLATFORM_TIME_ZONE }),
);
const amountFormat = onFirstUse(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' }));
const numberFormat = onFirstUse(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }));
const percentFormat = onFirstUse(() => new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 0 }));
const centsFormat = onFirstUse(() => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A date-only value ('2026-11-23') names a calendar day: read at noon UTC, it is that day in Brussels too. */
function parse(value: string): Date {
  return ISO_DAY.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
}

/** 23/11/2026 */
export const formatDate = (value: string | null | undefined) => (value ? dateFormat().format(parse(value)) : null);

/** 23/11/2026 09:05, where the time of day matters (history, uploads, remarks). */
export const formatDateTime = (value: string | null | undefined) => (value ? dateTimeFormat().format(parse(value)) : null);

/** 75 %, a share from 0 to 1. */
export const formatPercent = (share: number | null | undefined) => (share == null ? null : percentFormat().format(share));

/** 9 000,50 € */
export const formatAmount = (value: number | null | undefined) => (value == null ? null : amountFormat().format(value));

/** 12,5 — a count or a rate, two decimals at most. */
export const formatNumber = (value: number | null | undefined) => (value == null ? null : numberFormat().format(value));

/** An amount put back in its input as the user types it: 9 000 or 9 000,50, never 9 000,5. */
export const formatAmountInput = (value: number | null | undefined) =>
  value == null ? '' : Number.isInteger(value) ? numberFormat().format(value) : centsFormat().format(value);

/** A company number (BCE/KBO) as the register prints it, 0123.456.749; anything else as stored. */
export function formatBce(value: string | null | undefined): string | null {
  if (!value) return null;
  const digits = normaliseBce(value);
  return digits ? `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}` : value;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${numberFormat().format(bytes / 1024)} Ko`;
  return `${numberFormat().format(bytes / (1024 * 1024))} Mo`;
}

/** A Belgian national register number as printed on the identity card: YY.MM.DD-XXX.CC. */
export function formatNationalRegisterNumber(digits: string): string {
  return /^\d{11}$/.test(digits) ? `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4, 6)}-${digits.slice(6, 9)}.${digits.slice(9)}` : digits;
}
