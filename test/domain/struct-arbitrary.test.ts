import fc from 'fast-check';
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { LoginPayload } from '../../domain/schemas/auth';
import { DossierListFilter, JustificationPayload } from '../../domain/schemas/dossiers';
import { AvailablePrestatairesQuery, SearchSousTraitantQuery } from '../../domain/schemas/organisation-search';
import { AddDossierPayload, ConfigureBeneficiairePayload, ConfigurePrestationPayload } from '../../domain/schemas/wizard';
import { structArbitrary, type AnyStruct } from '../support/fuzz/struct-arbitrary';

const SCHEMAS = {
  LoginPayload,
  DossierListFilter,
  JustificationPayload,
  AvailablePrestatairesQuery,
  SearchSousTraitantQuery,
  ConfigureBeneficiairePayload,
  ConfigurePrestationPayload,
  AddDossierPayload,
} as const;

const SAMPLE_SIZE = 400;
const sample = (struct: AnyStruct) => fc.sample(structArbitrary(struct), { numRuns: SAMPLE_SIZE, seed: 8 });
const passes = (struct: AnyStruct, value: unknown) => !validate(value, struct, { coerce: true })[0];

describe('values generated from a struct', () => {
  it.each(Object.entries(SCHEMAS))('%s: mostly accepted, some refused', (_, struct) => {
    const values = sample(struct);
    const accepted = values.filter((value) => passes(struct, value)).length;
    expect(accepted / SAMPLE_SIZE).toBeGreaterThan(0.5);
    expect(accepted).toBeLessThan(SAMPLE_SIZE);
  });

  it('fills optional fields sometimes and leaves them out sometimes', () => {
    const values = sample(DossierListFilter) as Array<Record<string, unknown>>;
    const withSort = values.filter((value) => typeof value === 'object' && value !== null && 'sort' in value);
    expect(withSort.length).toBeGreaterThan(SAMPLE_SIZE / 10);
    expect(withSort.length).toBeLessThan(SAMPLE_SIZE * 0.9);
  });

  it('mixes in edge cases: missing keys, unknown keys, control characters, huge numbers', () => {
    const texts = sample(LoginPayload).map((value) => JSON.stringify(value) ?? '');
    expect(texts.some((text) => !text.includes('"login"'))).toBe(true);
    expect(texts.some((text) => /"(?!login|password|droitId)[^"]*":/.test(text))).toBe(true);
    const all = [...Object.values(SCHEMAS)].flatMap((struct) => sample(struct)).map((value) => JSON.stringify(value) ?? '');
    expect(all.some((text) => /\\u000[0-8]/.test(text))).toBe(true);
    expect(all.some((text) => /e\+308|2147483648|9007199254740993/.test(text))).toBe(true);
  });
});
