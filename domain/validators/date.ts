/**
 * A calendar date written as ISO 8601 `YYYY-MM-DD` that exists ("dates must be valid", spec section 5):
 * 2026-02-30 has the right shape but names no day.
 */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A day as people write it here, jj/mm/aaaa (dots or dashes also read, or the 8 digits alone as a
 * phone's numeric keypad has no slash), turned into ISO `YYYY-MM-DD` without checking that it exists:
 * isIsoDate says that, so that 31/02/2026 is told apart from a value that is not a date at all.
 */
const WRITTEN_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$|^(\d{2})(\d{2})(\d{4})$/;

export function writtenDayToIso(value: string): string | null {
  const match = WRITTEN_DAY.exec(value.trim());
  if (!match) return null;
  const [day, month, year] = match[1] ? match.slice(1, 4) : match.slice(4, 7);
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}
