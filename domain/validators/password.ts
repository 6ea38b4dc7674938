/**
 * Password lengths of spec sections 5 and 9: at least 8 at sign-up, 8 to 30 at reset.
 * Length is counted in characters as the user sees them (code points), not UTF-16 units,
 * so an accented or emoji character counts once.
 */
export const SIGNUP_PASSWORD_MIN = 8;
export const RESET_PASSWORD_MIN = 8;
export const RESET_PASSWORD_MAX = 30;

function characterCount(value: string): number {
  return Array.from(value).length;
}

export function isValidSignupPassword(value: unknown): boolean {
  return typeof value === 'string' && characterCount(value) >= SIGNUP_PASSWORD_MIN;
}

export function isValidResetPassword(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const length = characterCount(value);
  return length >= RESET_PASSWORD_MIN && length <= RESET_PASSWORD_MAX;
}
