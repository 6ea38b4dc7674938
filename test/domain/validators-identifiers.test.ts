import { describe, expect, it } from 'vitest';
import { isValidBce, normaliseBce } from '../../domain/validators/bce';
import {
  isValidNationalRegisterNumber,
  normaliseNationalRegisterNumber,
} from '../../domain/validators/national-register';

describe('Belgian company number (BCE)', () => {
  // Each valid example is built by hand: check = 97 - (first 8 digits mod 97).
  // 01234567 = 97 * 12727 + 48 -> 97 - 48 = 49
  // 04031707 = 97 * 41563 + 96 -> 97 - 96 = 01
  // 10000000 = 97 * 103092 + 76 -> 97 - 76 = 21
  // 00000097 = 97 * 1 + 0 -> 97 - 0 = 97
  it.each(['0123.456.749', '0123456749', '0123 456 749', '0403.170.701', '1000.000.021', '0000.000.097'])(
    'accepts %s',
    (value) => {
      expect(isValidBce(value)).toBe(true);
    },
  );

  it.each([
    ['wrong check digits', '0123.456.748'],
    ['check off by 97', '0403.170.798'],
    ['first digit 2', '2123.456.749'],
    ['nine digits', '123.456.749'],
    ['eleven digits', '01234567490'],
    ['letters', '0123.456.74A'],
    ['other separators', '0123-456-749'],
    ['empty', ''],
  ])('refuses %s (%s)', (_why, value) => {
    expect(isValidBce(value)).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isValidBce(123456749)).toBe(false);
    expect(isValidBce(null)).toBe(false);
  });

  it('normalises to the ten digits', () => {
    expect(normaliseBce(' 0123.456.749 ')).toBe('0123456749');
    expect(normaliseBce('0123 456 749')).toBe('0123456749');
    expect(normaliseBce('123.456.749')).toBeNull();
  });
});

describe('Belgian national register number', () => {
  // Born before 2000: check = 97 - (first 9 digits mod 97).
  // 850730033 = 97 * 8770412 + 69 -> 97 - 69 = 28
  // Born from 2000: the same on '2' + first 9 digits.
  // 2010203123 = 97 * 20723743 + 52 -> 97 - 52 = 45 (the pre-2000 formula gives 16 instead)
  it.each(['85.07.30-033.28', '85073003328', '01.02.03-123.45', '01020312345', '010203 123 45'])(
    'accepts %s',
    (value) => {
      expect(isValidNationalRegisterNumber(value)).toBe(true);
    },
  );

  it('accepts the pre-2000 check for the same first nine digits (born 1901)', () => {
    expect(isValidNationalRegisterNumber('01.02.03-123.16')).toBe(true);
  });

  it.each([
    ['wrong check digits', '85.07.30-033.29'],
    ['neither century matches', '01.02.03-123.46'],
    ['ten digits', '8507300332'],
    ['twelve digits', '850730033280'],
    ['letters', '85.07.30-033.2X'],
    ['empty', ''],
  ])('refuses %s (%s)', (_why, value) => {
    expect(isValidNationalRegisterNumber(value)).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isValidNationalRegisterNumber(85073003328)).toBe(false);
  });

  it('normalises to the eleven digits', () => {
    expect(normaliseNationalRegisterNumber('85.07.30-033.28')).toBe('85073003328');
    expect(normaliseNationalRegisterNumber('85.07.30-033')).toBeNull();
  });
});
