import { describe, expect, it } from 'vitest';
import { StatutLabellisation } from '../../domain/labellisation';
import { addDays, isRenewable, labelExpiryFrom, renewableFrom } from '../../domain/label-validity';

describe("a label's days", () => {
  it('counts calendar days across months and years, both ways', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('lasts LABEL_VALIDITY_MONTHS to the day before, and opens its renewal the window before its last day', () => {
    expect(labelExpiryFrom('2026-11-26', 36)).toBe('2029-11-25');
    expect(renewableFrom('2027-12-31', 90)).toBe('2027-10-02');
  });

  it('is renewable only while valid, from its renewal day to its last day', () => {
    const label = { statut: StatutLabellisation.ACTIVE, renouvelableDes: '2027-10-02', expireLe: '2027-12-31' } as const;
    expect(isRenewable(label, '2027-10-01')).toBe(false);
    expect(isRenewable(label, '2027-10-02')).toBe(true);
    expect(isRenewable(label, '2027-12-31')).toBe(true);
    expect(isRenewable(label, '2028-01-01')).toBe(false);
    expect(isRenewable({ ...label, statut: StatutLabellisation.DESACTIVEE }, '2027-11-01')).toBe(false);
  });
});
