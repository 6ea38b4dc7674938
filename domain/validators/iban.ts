import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/** Users type IBANs grouped by four, in any case; the check runs on the compact form. */
export function isValidIban(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const electronic = electronicFormatIBAN(value);
  return electronic !== null && isValidIBAN(electronic);
}
