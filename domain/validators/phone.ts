import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';

/**
 * A number written without an international prefix is read as Belgian, the country of the
 * platform's users; numbers with +NN or 00NN are checked against their own country's plan.
 */
export function isValidPhone(value: unknown, defaultCountry: CountryCode = 'BE'): boolean {
  if (typeof value !== 'string' || value.trim() === '') return false;
  return isValidPhoneNumber(value, defaultCountry);
}
