/**
 * Belgian national register number: 11 digits YYMMDDXXXCC, printed as YY.MM.DD-XXX.CC.
 * The check CC = 97 - (first 9 digits mod 97); for people born from 2000 the same is computed on
 * '2' followed by the 9 digits, since the two-digit year alone cannot tell 1905 from 2005.
 * The date part is not checked: bis numbers and unknown birth dates use months and days that
 * are not calendar dates.
 */
const SEPARATORS = /[.\-\s]/g;

/** The 11 digits, or null when the value is not shaped like a national register number. */
export function normaliseNationalRegisterNumber(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const digits = value.replace(SEPARATORS, '');
  return /^\d{11}$/.test(digits) ? digits : null;
}

export function isValidNationalRegisterNumber(value: unknown): boolean {
  const digits = normaliseNationalRegisterNumber(value);
  if (digits === null) return false;
  const base = digits.slice(0, 9);
  const check = Number(digits.slice(9));
  const bornBefore2000 = 97 - (Number(base) % 97);
  const bornFrom2000 = 97 - (Number(`2${base}`) % 97);
  return check === bornBefore2000 || check === bornFrom2000;
}
