import { coerce, define, object, optional, refine, type Infer } from 'superstruct';
import { BELGIQUE, isCountryCode } from '../countries';
import { isTypeAdresseId, type TypeAdresseId } from '../organisation-types';
import { REQUIRED, Text } from './form-values';
import { SafeString } from './safe-string';

/**
 * An address as a form or a body gives it (spec section 3, Address; section 5: street, number, postal code
 * and locality are mandatory). Its `source` is never taken from the user: the server sets it (manual),
 * and only the company-register import writes register addresses.
 */

export const TYPE_ADRESSE_INVALID = "Type d'adresse invalide.";
export const POSTAL_CODE_BELGIAN = 'Un code postal belge compte 4 chiffres.';
export const COUNTRY_INVALID = 'Pays inconnu.';

const TypeAdresseField = coerce(
  define<TypeAdresseId>('TypeAdresse', (value) => (value === '' || value === undefined ? REQUIRED : isTypeAdresseId(value) || TYPE_ADRESSE_INVALID)),
  SafeString,
  (value) => (value.trim() === '' ? '' : Number(value)),
);

const Pays = coerce(
  define<string>('Pays', (value) => (value === '' || value === undefined ? REQUIRED : isCountryCode(value) || COUNTRY_INVALID)),
  SafeString,
  (value) => value.trim().toUpperCase(),
);

const fields = {
  typeAdresse: TypeAdresseField,
  nom: optional(Text(200, { required: false })),
  rue: Text(200),
  numero: Text(20),
  boite: optional(Text(20, { required: false })),
  codePostal: Text(20),
  localite: Text(100),
  pays: Pays,
};

/** A Belgian postal code is four digits; other countries' codes are only required. */
export const AddressInput = refine(object(fields), 'codePostal', (address) =>
  address.pays !== BELGIQUE || /^\d{4}$/.test(address.codePostal) || { path: ['codePostal'], message: POSTAL_CODE_BELGIAN },
);
export type AddressInput = Infer<typeof AddressInput>;

/** An empty address form, Belgian by default. */
export const EMPTY_ADDRESS = { typeAdresse: '', nom: '', rue: '', numero: '', boite: '', codePostal: '', localite: '', pays: BELGIQUE } as const;

/** What an address form holds: every field as the inputs give it. */
export type AddressFormValues = Record<keyof typeof EMPTY_ADDRESS, string>;
