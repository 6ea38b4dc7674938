import { describe, expect, it } from 'vitest';
import { validate } from 'superstruct';
import { AddressInput, COUNTRY_INVALID, POSTAL_CODE_BELGIAN, TYPE_ADRESSE_INVALID } from '../../domain/schemas/address';
import { REQUIRED } from '../../domain/schemas/form-values';
import { COUNTRY_OPTIONS, countryName } from '../../domain/countries';

const written = { typeAdresse: '1', nom: '', rue: ' Rue Haute ', numero: '5', boite: '', codePostal: '1000', localite: 'Bruxelles', pays: 'be' };

function failures(value: object) {
  const [error] = validate(value, AddressInput, { coerce: true });
  return Object.fromEntries((error?.failures() ?? []).map((f) => [f.path.join('.'), f.message]));
}

describe('an address as a form or a body gives it', () => {
  it('reads the form: the type as a number, trimmed text, the country code in capitals', () => {
    const [error, address] = validate(written, AddressInput, { coerce: true });
    expect(error).toBeUndefined();
    expect(address).toMatchObject({ typeAdresse: 1, rue: 'Rue Haute', pays: 'BE' });
  });

  it('requires street, number, postal code and locality, each on its field (spec section 5)', () => {
    expect(failures({ ...written, rue: ' ', numero: '', codePostal: '', localite: '' })).toEqual({
      rue: REQUIRED,
      numero: REQUIRED,
      codePostal: REQUIRED,
      localite: REQUIRED,
    });
  });

  it('wants four digits for a Belgian postal code only, a known country and a known type', () => {
    expect(failures({ ...written, codePostal: '100' })).toEqual({ codePostal: POSTAL_CODE_BELGIAN });
    expect(failures({ ...written, pays: 'FR', codePostal: '75001' })).toEqual({});
    expect(failures({ ...written, pays: 'XX' })).toEqual({ pays: COUNTRY_INVALID });
    expect(failures({ ...written, typeAdresse: '9' })).toEqual({ typeAdresse: TYPE_ADRESSE_INVALID });
  });

  it('offers Belgium first, then the countries by their French name', () => {
    expect(COUNTRY_OPTIONS[0]).toEqual({ value: 'BE', label: 'Belgique' });
    expect(countryName('DE')).toBe('Allemagne');
    const rest = COUNTRY_OPTIONS.slice(1).map((o) => o.label);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'fr-BE')));
  });
});

describe('an address sent by an API client', () => {
  it('may leave out the optional name and box', () => {
    const { nom, boite, ...body } = { ...written, typeAdresse: 1 };
    expect([nom, boite]).toEqual(['', '']);
    expect(failures(body)).toEqual({});
  });
});
