/** French (Belgium) formats for dates, amounts and sizes, shown everywhere the same way. */
const LOCALE = 'fr-BE';

const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeStyle: 'short' });
const amountFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' });
const numberFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

/** A date-only value ('2026-11-23') is read as that calendar day, not as midnight UTC. */
function parse(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
}

export const formatDate = (value: string | null | undefined) => (value ? dateFormat.format(parse(value)) : null);
export const formatDateTime = (value: string | null | undefined) => (value ? dateTimeFormat.format(parse(value)) : null);
export const formatAmount = (value: number | null | undefined) => (value == null ? null : amountFormat.format(value));
export const formatNumber = (value: number | null | undefined) => (value == null ? null : numberFormat.format(value));

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${numberFormat.format(bytes / 1024)} Ko`;
  return `${numberFormat.format(bytes / (1024 * 1024))} Mo`;
}
