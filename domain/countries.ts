import { getCountries } from 'libphonenumber-js/min';

/**
 * The countries an address or a nationality may name, as ISO 3166-1 alpha-2 codes (what is stored),
 * with their French names. libphonenumber-js already carries the list of regions, and Intl names them.
 */
export const BELGIQUE = 'BE';

const names = new Intl.DisplayNames(['fr-BE'], { type: 'region' });

export const COUNTRY_CODES: readonly string[] = getCountries();

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

export function countryName(code: string): string {
  return names.of(code) ?? code;
}

/** Belgium first (the platform's country), then the others by their French name. */
export const COUNTRY_OPTIONS: readonly { value: string; label: string }[] = [
  { value: BELGIQUE, label: countryName(BELGIQUE) },
  ...COUNTRY_CODES.filter((code) => code !== BELGIQUE)
    .map((code) => ({ value: code, label: countryName(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'fr-BE')),
];
