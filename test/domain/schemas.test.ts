import { create, is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  ChangePasswordPayload,
  CheckTokenPayload,
  GestiaLoginPayload,
  LoginPayload,
  ResetPasswordRequestPayload,
} from '../../domain/schemas/auth';
import { NumericId, parseNumericId } from '../../domain/schemas/params';

describe('LoginPayload', () => {
  it('accepts login and password, with or without a droit id', () => {
    expect(is({ login: 'jdupont', password: 'secret' }, LoginPayload)).toBe(true);
    expect(is({ login: 'jdupont', password: 'secret', droitId: 4 }, LoginPayload)).toBe(true);
  });

  it('refuses a blank login, an empty password, an unknown droit id or extra fields', () => {
    expect(is({ login: '   ', password: 'secret' }, LoginPayload)).toBe(false);
    expect(is({ login: 'jdupont', password: '' }, LoginPayload)).toBe(false);
    expect(is({ login: 'jdupont', password: 'secret', droitId: 9 }, LoginPayload)).toBe(false);
    expect(is({ login: 'jdupont' }, LoginPayload)).toBe(false);
    expect(is({ login: 'jdupont', password: 'x', admin: true }, LoginPayload)).toBe(false);
  });

  it('trims the login and turns a droit id given as text into a number when coercing', () => {
    expect(create({ login: '  jdupont ', password: ' pw ', droitId: '5' }, LoginPayload)).toEqual({
      login: 'jdupont',
      password: ' pw ',
      droitId: 5,
    });
  });

  it('reports blank fields in French', () => {
    const [error] = validate({ login: '', password: 'x' }, LoginPayload);
    expect(error?.failures().map((f) => [f.key, f.message])).toEqual([
      ['login', 'Ce champ est obligatoire.'],
    ]);
  });
});

describe('GestiaLoginPayload', () => {
  it('needs a gestiaCode, droitId optional', () => {
    expect(is({ gestiaCode: 'abc123' }, GestiaLoginPayload)).toBe(true);
    expect(is({ gestiaCode: 'abc123', droitId: 5 }, GestiaLoginPayload)).toBe(true);
    expect(is({ gestiaCode: '' }, GestiaLoginPayload)).toBe(false);
    expect(is({ gestiaCode: 'abc', droitId: 0 }, GestiaLoginPayload)).toBe(false);
  });
});

describe('ResetPasswordRequestPayload', () => {
  it('needs a valid e-mail', () => {
    expect(is({ email: 'jean@example.be' }, ResetPasswordRequestPayload)).toBe(true);
    expect(is({ email: 'jean@example' }, ResetPasswordRequestPayload)).toBe(false);
    expect(is({}, ResetPasswordRequestPayload)).toBe(false);
    expect(create({ email: ' jean@example.be ' }, ResetPasswordRequestPayload)).toEqual({
      email: 'jean@example.be',
    });
  });

  it('gives one message for a blank e-mail and another for an invalid one', () => {
    const messages = (email: string) =>
      validate({ email }, ResetPasswordRequestPayload)[0]?.failures().map((f) => f.message);
    expect(messages('')).toEqual(['Ce champ est obligatoire.']);
    expect(messages('jean')).toEqual(['Adresse e-mail invalide.']);
  });
});

describe('CheckTokenPayload and ChangePasswordPayload', () => {
  it('needs a token', () => {
    expect(is({ token: 'tok' }, CheckTokenPayload)).toBe(true);
    expect(is({ token: '' }, CheckTokenPayload)).toBe(false);
  });

  it('needs a password of 8 to 30 characters', () => {
    expect(is({ token: 'tok', password: 'a'.repeat(8) }, ChangePasswordPayload)).toBe(true);
    expect(is({ token: 'tok', password: 'a'.repeat(30) }, ChangePasswordPayload)).toBe(true);
    expect(is({ token: 'tok', password: 'a'.repeat(7) }, ChangePasswordPayload)).toBe(false);
    expect(is({ token: 'tok', password: 'a'.repeat(31) }, ChangePasswordPayload)).toBe(false);
    expect(is({ password: 'a'.repeat(10) }, ChangePasswordPayload)).toBe(false);
  });
});

describe('NumericId route parameters (spec section 5)', () => {
  it.each(['1', '42', '0042', '9007199254740991'])('accepts %j', (value) => {
    expect(is(value, NumericId)).toBe(true);
  });

  it.each(['0', '000', '', '-1', '+1', '1.5', '1e3', 'abc', ' 1', '9007199254740992'])(
    'refuses %j',
    (value) => expect(is(value, NumericId)).toBe(false),
  );

  it('refuses a number where a route string is expected', () => {
    expect(is(5, NumericId)).toBe(false);
  });

  it('parses to a number or null', () => {
    expect(parseNumericId('42')).toBe(42);
    expect(parseNumericId('0')).toBeNull();
    expect(parseNumericId('abc')).toBeNull();
    expect(parseNumericId(undefined)).toBeNull();
    expect(parseNumericId(7)).toBe(7);
    expect(parseNumericId(0)).toBeNull();
    expect(parseNumericId(1.5)).toBeNull();
  });
});
