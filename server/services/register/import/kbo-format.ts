import { BELGIQUE, COUNTRY_CODES, countryName } from '../../../../domain/countries';
import { isValidBce, normaliseBce } from '../../../../domain/validators/bce';

/**
 * The Belgian company register's open-data extract (KBO/BCE "Open Data"): the files this import reads,
 * their columns as the extract names them, and how their values become the embedded register's.
 */
export const KBO_FILES = {
  enterprise: ['EnterpriseNumber', 'Status', 'JuridicalSituation', 'TypeOfEnterprise', 'JuridicalForm', 'JuridicalFormCAC', 'StartDate'],
  denomination: ['EntityNumber', 'Language', 'TypeOfDenomination', 'Denomination'],
  address: ['EntityNumber', 'TypeOfAddress', 'CountryNL', 'CountryFR', 'Zipcode', 'MunicipalityNL', 'MunicipalityFR', 'StreetNL', 'StreetFR', 'HouseNumber', 'Box', 'ExtraAddressInfo', 'DateStrikingOff'],
  activity: ['EntityNumber', 'ActivityGroup', 'NaceVersion', 'NaceCode', 'Classification'],
  establishment: ['EstablishmentNumber', 'StartDate', 'EnterpriseNumber'],
} as const;

export type KboFile = keyof typeof KBO_FILES;
export type KboRecord<F extends KboFile> = Record<(typeof KBO_FILES)[F][number], string>;

/** The extract's optional code table: the French labels of the legal forms. */
export const CODE_FILE = { name: 'code', columns: ['Category', 'Code', 'Language', 'Description'] } as const;

/** "0200.065.765" → "0200065765" when it is a valid company number (check digits), else null. */
export function enterpriseNumber(value: string): string | null {
  const digits = normaliseBce(value);
  return digits !== null && isValidBce(digits) ? digits : null;
}

/** An establishment unit's number as the extract prints it ("2.000.000.339"): 10 digits starting with 2 to 8. */
export function establishmentNumber(value: string): string | null {
  return /^[2-8]\.\d{3}\.\d{3}\.\d{3}$/.test(value.trim()) ? value.trim() : null;
}

/** "21-03-2011" → "2011-03-21"; anything else → null. */
export function kboDate(value: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** "70220" or "70.220" → "70.220" (the platform's NACE form); anything else → null. */
export function naceCode(value: string): string | null {
  const digits = value.replace('.', '').trim();
  return /^\d{5}$/.test(digits) ? `${digits.slice(0, 2)}.${digits.slice(2)}` : null;
}

/**
 * Which of an entity's names the register keeps: the legal name (type 001) before commercial and
 * abbreviated ones, in French (2) before Dutch (1), German (3), English (4) or unknown (0). Lower is better.
 */
export function denominationRank(type: string, language: string): number {
  const typeRank = type === '001' ? 0 : type === '003' ? 1 : 2;
  const languageRank = ['2', '1', '3', '4', '0'].indexOf(language);
  return typeRank * 10 + (languageRank === -1 ? 9 : languageRank);
}

/** NACE 2008 codes first (the platform's catalogue), main activities first within a version. */
export function activityRank(version: string, classification: string): number {
  return (version === '2008' ? 0 : version === '2025' ? 10 : 20) + (classification === 'MAIN' ? 0 : 1);
}

const plain = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
let codesByName: Map<string, string> | null = null;

/** The country of an address: Belgium when the extract names none, else the ISO code of its French name (or the name). */
export function countryCode(countryFR: string): string {
  if (countryFR.trim() === '') return BELGIQUE;
  codesByName ??= new Map(COUNTRY_CODES.map((code) => [plain(countryName(code)), code]));
  return codesByName.get(plain(countryFR)) ?? countryFR.trim();
}
