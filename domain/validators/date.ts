/**
 * A calendar date written as ISO 8601 `YYYY-MM-DD` that exists ("dates must be valid", spec section 5):
 * 2026-02-30 has the right shape but names no day.
 */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
