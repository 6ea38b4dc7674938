/**
 * A NACE-BEL activity code as the company register prints it: the division (2 digits), then up to three
 * more digits after a dot for the group, class and sub-class (62, 62.0, 62.01, 62.010).
 */
const NACE_PATTERN = /^\d{2}(\.\d{1,3})?$/;

export function isValidNaceCode(value: unknown): value is string {
  return typeof value === 'string' && NACE_PATTERN.test(value);
}
