import fc from 'fast-check';
import { Struct, coerce, date, defaulted, object, optional, string, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/errors';
import { parse } from '../../server/http/validate';
import { statusOf } from '../../server/plugins/error-handler';
import { DossierListFilter } from '../../domain/schemas/dossiers';
import { LoginPayload } from '../../domain/schemas/auth';
import { hostileAnything } from '../support/fuzz/values';

/** Every schema the domain exports, found by itself: a new schema file is covered the day it is written. */
const SCHEMAS = Object.entries(import.meta.glob<Record<string, unknown>>('../../domain/schemas/*.ts', { eager: true })).flatMap(([file, module]) =>
  Object.entries(module)
    .filter((entry): entry is [string, Struct<unknown, unknown>] => entry[1] instanceof Struct)
    .map(([name, struct]) => [`${file.split('/').pop()} ${name}`, struct] as const),
);

/** What parse() may do with a value: give it back checked, or refuse it with 400 ValidationError. */
function outcome<T, S>(struct: Struct<T, S>, value: unknown): 'ok' | 'refused' {
  try {
    parse(struct, value);
    return 'ok';
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect(statusOf(error as DomainError)).toBe(400);
    expect((error as DomainError).code).toBe('ValidationError');
    return 'refused';
  }
}

const nestedArrays = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe('parse(): 400 ValidationError or the checked value, whatever the value', () => {
  it('finds the domain schemas', () => {
    expect(SCHEMAS.length).toBeGreaterThan(20);
  });

  it('refuses objects whose conversion to text throws, naming the field', () => {
    const refusal = (value: unknown) => {
      try {
        parse(LoginPayload, value);
      } catch (error) {
        return (error as DomainError).fields?.map((f) => f.field);
      }
      return [];
    };
    expect(refusal({ login: 'x', password: 'y', z: { toString: 0 } })).toEqual(['z']);
    expect(refusal({ login: { toString: 0, valueOf: 0 }, password: 'y' })).toEqual(['login']);
    expect(refusal({ login: 'x', password: 'y', droitId: { toString: null } })).toEqual(['droitId']);
    expect(refusal(Object.assign(Object.create(null), { login: 'x', password: 'y', z: Object.create(null) }))).toEqual(['z']);
  });

  it('refuses data nested thousands deep without overflowing the stack', () => {
    expect(outcome(DossierListFilter, { statutDossierId: nestedArrays(5000) })).toBe('refused');
    expect(outcome(LoginPayload, { login: 'x', password: 'y', z: nestedArrays(100_000) })).toBe('refused');
  });

  it('keeps `__proto__` keys as data and gives plain objects back', () => {
    expect(outcome(LoginPayload, JSON.parse('{"login":"x","password":"y","__proto__":{"admin":true}}'))).toBe('refused');
    const filter = parse(DossierListFilter, { page: 2 });
    expect(Object.getPrototypeOf(filter)).toBe(Object.prototype);
    expect(`${filter}`).toBe('[object Object]');
  });

  it.each(SCHEMAS)('%s: any value', (_, struct) => {
    fc.assert(fc.property(hostileAnything(), (value) => void outcome(struct, value)), { numRuns: 150 });
  });
});

describe('parse(): an empty object, checked once per schema', () => {
  it('gives each call its own copy of the defaults', () => {
    const first = parse(DossierListFilter, {});
    expect(first).toEqual({ sort: { field: 'createdAt', direction: 'desc' }, page: 1, perPage: 20 });
    first.sort.field = 'reference';
    first.page = 7;
    expect(parse(DossierListFilter, {})).toEqual({ sort: { field: 'createdAt', direction: 'desc' }, page: 1, perPage: 20 });
    expect(parse(DossierListFilter, Object.create(null))).toEqual({ sort: { field: 'createdAt', direction: 'desc' }, page: 1, perPage: 20 });
  });

  it('checks on every call a value JSON would not give back whole', () => {
    let calls = 0;
    const Stamped = object({ at: defaulted(date(), () => new Date(++calls)), note: optional(string()) });
    const WithUndefined = coerce(type({ note: optional(string()) }), object({}), () => ({ note: undefined }));
    expect(parse(Stamped, {}).at).toEqual(new Date(1));
    expect(parse(Stamped, {}).at).toEqual(new Date(2));
    expect(Object.keys(parse(WithUndefined, {}))).toEqual(['note']);
    expect(Object.keys(parse(WithUndefined, {}))).toEqual(['note']);
  });

  it('refuses a refused empty object every time, with the field in French', () => {
    for (let i = 0; i < 2; i++) {
      expect(outcome(LoginPayload, {})).toBe('refused');
    }
  });
});
