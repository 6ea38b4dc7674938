import { describe, expect, it } from 'vitest';
import { create, is } from 'superstruct';
import { atVersion, Id } from '../../domain/schemas/form-values';
import { ConfigurePrestationPayload, UpdateTypeAidePayload } from '../../domain/schemas/wizard';
import { ReportDescriptionPayload } from '../../domain/schemas/service-report';
import { AvisPayload } from '../../domain/schemas/labellisation';

describe('atVersion: a write carries the version its form was filled from', () => {
  const Payload = atVersion({ typeAideId: Id });

  it('takes the version as sent by a form (text) or as a number, and may go without it', () => {
    expect(create({ typeAideId: 2, version: ' 3 ' }, Payload)).toEqual({ typeAideId: 2, version: 3 });
    expect(is({ typeAideId: 2 }, Payload)).toBe(true);
  });

  it('refuses a version that no record can have', () => {
    for (const version of [0, 1.5, 'abc']) expect(() => create({ typeAideId: 2, version }, Payload)).toThrow();
  });

  it('is the field of every versioned step, refined or not', () => {
    for (const payload of [UpdateTypeAidePayload, ConfigurePrestationPayload, ReportDescriptionPayload, AvisPayload]) {
      expect(Object.keys(payload.schema as object)).toContain('version');
    }
  });
});
