import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../domain/validators/email';
import { isValidIban } from '../../domain/validators/iban';
import {
  isValidResetPassword,
  isValidSignupPassword,
  RESET_PASSWORD_MAX,
  RESET_PASSWORD_MIN,
  SIGNUP_PASSWORD_MIN,
} from '../../domain/validators/password';
import { isValidPhone } from '../../domain/validators/phone';

describe('isValidEmail', () => {
  it.each(['jean.dupont@example.be', 'a+tag@sub.example.org', "o'brien@example.ie", 'X@EXAMPLE.COM'])(
    'accepts %s',
    (value) => expect(isValidEmail(value)).toBe(true),
  );

  it.each([
    'jean.dupont',
    'jean@',
    '@example.be',
    'jean@example',
    'jean dupont@example.be',
    'jean@@example.be',
    'jean@-example.be',
    'jean@example..be',
    '',
    `${'a'.repeat(65)}@example.be`,
  ])('refuses %j', (value) => expect(isValidEmail(value)).toBe(false));

  it('refuses non-strings', () => expect(isValidEmail(42)).toBe(false));
});

describe('isValidPhone', () => {
  it.each(['+32 2 555 12 12', '02 555 12 12', '0470 12 34 56', '+32470123456', '0032 470 12 34 56'])(
    'accepts the Belgian number %s',
    (value) => expect(isValidPhone(value)).toBe(true),
  );

  it('accepts a foreign number with its prefix', () => {
    expect(isValidPhone('+33 1 42 68 53 00')).toBe(true);
  });

  it('reads numbers without prefix in the given country', () => {
    expect(isValidPhone('01 42 68 53 00', 'FR')).toBe(true);
    expect(isValidPhone('01 42 68 53 00')).toBe(false);
  });

  it.each(['123', 'abc', '', '   ', '+32 12', '0470 12 34 567'])('refuses %j', (value) =>
    expect(isValidPhone(value)).toBe(false),
  );
});

describe('isValidIban', () => {
  it.each(['BE68 5390 0754 7034', 'be68539007547034', 'NL91ABNA0417164300', 'FR14 2004 1010 0505 0001 3M02 606'])(
    'accepts %s',
    (value) => expect(isValidIban(value)).toBe(true),
  );

  it.each(['BE69 5390 0754 7034', 'BE68 5390 0754 703', 'XX68539007547034', '', 'BE'])(
    'refuses %j',
    (value) => expect(isValidIban(value)).toBe(false),
  );

  it('refuses non-strings', () => expect(isValidIban(undefined)).toBe(false));
});

describe('passwords (spec sections 5 and 9)', () => {
  it('pins the lengths', () => {
    expect([SIGNUP_PASSWORD_MIN, RESET_PASSWORD_MIN, RESET_PASSWORD_MAX]).toEqual([8, 8, 30]);
  });

  it('needs at least 8 characters at sign-up, with no upper bound', () => {
    expect(isValidSignupPassword('a'.repeat(7))).toBe(false);
    expect(isValidSignupPassword('a'.repeat(8))).toBe(true);
    expect(isValidSignupPassword('a'.repeat(100))).toBe(true);
  });

  it('needs 8 to 30 characters at reset', () => {
    expect(isValidResetPassword('a'.repeat(7))).toBe(false);
    expect(isValidResetPassword('a'.repeat(8))).toBe(true);
    expect(isValidResetPassword('a'.repeat(30))).toBe(true);
    expect(isValidResetPassword('a'.repeat(31))).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    // 8 emoji are 16 UTF-16 units but 8 characters; 16 emoji are 32 units but 16 characters.
    expect(isValidResetPassword('😀'.repeat(16))).toBe(true);
    expect(isValidSignupPassword('😀'.repeat(7))).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isValidSignupPassword(12345678)).toBe(false);
    expect(isValidResetPassword(null)).toBe(false);
  });
});
