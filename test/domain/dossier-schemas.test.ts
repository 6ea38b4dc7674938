import { create, is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { AnswerPayload, AskTextPayload, CreationPeriodFilter, DossierListFilter, JustificationPayload, OptionalJustificationPayload, VersionPayload } from '../../domain/schemas/dossiers';
import { PERIOD_REVERSED } from '../../domain/dossier-list';
import { isIsoDate } from '../../domain/validators/date';

describe('DossierListFilter', () => {
  it('defaults to the first 20 dossiers, newest first', () => {
    expect(create({}, DossierListFilter)).toEqual({ sort: { field: 'createdAt', direction: 'desc' }, page: 1, perPage: 20 });
  });

  it('accepts every filter of the list', () => {
    const filter = {
      statutDossierId: [1, 19, 21],
      reference: ' CE-2026 ',
      organisationId: 7,
      dateFrom: '2026-01-01',
      dateTo: '2026-12-31',
      sort: { field: 'organisation', direction: 'asc' },
      page: 3,
      perPage: 100,
    };
    expect(create(filter, DossierListFilter)).toEqual({ ...filter, reference: 'CE-2026' });
  });

  it.each([{ statutDossierId: [15] }, { perPage: 101 }, { page: 0 }, { dateFrom: '2026-02-29' }, { organisationId: 2 ** 31 }, { sort: { field: 'montant', direction: 'asc' } }])(
    'refuses %j',
    (filter) => expect(is(filter, DossierListFilter)).toBe(false),
  );
});

describe("the list filters' creation period, as typed", () => {
  const read = (filters: Record<string, string>) => validate(filters, CreationPeriodFilter, { coerce: true });

  it('reads jj/mm/aaaa into ISO days, either end left empty, and keeps the other filters', () => {
    expect(read({ reference: 'CE-2026', dateFrom: '01/03/2026', dateTo: '' })[1]).toEqual({ reference: 'CE-2026', dateFrom: '2026-03-01', dateTo: undefined });
    expect(read({ dateFrom: '01/03/2026', dateTo: '01/03/2026' })[1]).toEqual({ dateFrom: '2026-03-01', dateTo: '2026-03-01' });
  });

  it('refuses a start after the end, on the start', () => {
    const [error] = read({ dateFrom: '02/03/2026', dateTo: '01/03/2026' });
    expect(error?.failures().map((f) => [f.path.join('.'), f.message])).toEqual([['dateFrom', PERIOD_REVERSED]]);
  });
});

describe('payloads of the calls that change a dossier', () => {
  it('need a non-blank text of at most 2000 characters where the call says why', () => {
    expect(create({ justification: '  Motif  ', version: 3 }, JustificationPayload)).toEqual({ justification: 'Motif', version: 3 });
    for (const justification of ['', '   ', 'x'.repeat(2001)]) expect(is({ justification }, JustificationPayload)).toBe(false);
    expect(is({ askText: 'Question ?' }, AskTextPayload)).toBe(true);
    expect(is({ answer: '' }, AnswerPayload)).toBe(false);
    expect(is({}, OptionalJustificationPayload)).toBe(true);
  });

  it('take an optional positive version and nothing else', () => {
    expect(is({}, VersionPayload)).toBe(true);
    expect(is({ version: 1 }, VersionPayload)).toBe(true);
    for (const payload of [{ version: 0 }, { version: 1.5 }, { version: '2' }, { statut: 2 }]) expect(is(payload, VersionPayload)).toBe(false);
  });
});

describe('isIsoDate', () => {
  it('accepts real days written YYYY-MM-DD only', () => {
    expect(['2026-01-31', '2024-02-29'].every(isIsoDate)).toBe(true);
    expect(['2026-02-29', '2026-13-01', '2026-1-01', '31/01/2026', '', 20260131].some(isIsoDate)).toBe(false);
  });
});
