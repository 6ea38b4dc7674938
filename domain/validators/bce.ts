/**
 * Belgian company number (numéro d'entreprise, BCE/KBO): 10 digits, the first 0 or 1, the last
 * two a check = 97 - (first 8 digits mod 97). Users copy it as printed, e.g. 0123.456.749 or
 * 0123 456 749, so dots and spaces are accepted and dropped.
 */
const SEPARATORS = /[.\s]/g;

/** The 10 digits, or null when the value is not shaped like a company number. */
export function normaliseBce(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const digits = value.replace(SEPARATORS, '');
  return /^[01]\d{9}$/.test(digits) ? digits : null;
}

export function isValidBce(value: unknown): boolean {
  const digits = normaliseBce(value);
  if (digits === null) return false;
  const expected = 97 - (Number(digits.slice(0, 8)) % 97);
  return expected === Number(digits.slice(8));
}
