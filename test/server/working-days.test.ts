import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addWorkingDays, belgianPublicHolidays, isWorkingDay, workingDaysBetween } from '../../domain/working-days';

describe('the Belgian working-day calendar', () => {
  it('knows the ten legal public holidays, movable feasts included', () => {
    expect([...belgianPublicHolidays(2027).keys()]).toEqual([
      '2027-01-01',
      '2027-03-29', // Easter Monday
      '2027-05-01',
      '2027-05-06', // Ascension
      '2027-05-17', // Whit Monday
      '2027-07-21',
      '2027-08-15',
      '2027-11-01',
      '2027-11-11',
      '2027-12-25',
    ]);
    expect(belgianPublicHolidays(2026).get('2026-04-06')).toBe('Lundi de Pâques');
  });

  it('counts neither weekends, nor public holidays, nor the platform closing days', () => {
    expect(isWorkingDay('2026-11-23')).toBe(true); // a Monday
    expect(isWorkingDay('2026-11-21')).toBe(false); // a Saturday
    expect(isWorkingDay('2026-11-11')).toBe(false); // Armistice, a Wednesday
    expect(isWorkingDay('2026-09-28', new Set(['2026-09-28']))).toBe(false);
    // Observances (Easter Sunday, the King's feast) are not days off.
    expect(isWorkingDay('2026-11-16')).toBe(true);
  });

  it('puts a deadline past weekends and holidays, across the year boundary', () => {
    expect(addWorkingDays('2026-07-17', 5)).toBe('2026-07-27'); // 21 July on the way
    expect(addWorkingDays('2026-12-24', 1)).toBe('2026-12-28'); // Christmas, then the weekend
    expect(addWorkingDays('2026-12-31', 1)).toBe('2027-01-04'); // New Year, then the weekend
    expect(addWorkingDays('2027-05-05', 2)).toBe('2027-05-10'); // Ascension Thursday
    expect(addWorkingDays('2026-11-23', 0)).toBe('2026-11-23');
    expect(addWorkingDays('2026-11-20', 1, new Set(['2026-11-23']))).toBe('2026-11-24');
  });

  it('goes back as many working days for a negative count (the alert before a deadline)', () => {
    expect(addWorkingDays('2026-07-27', -5)).toBe('2026-07-17'); // over 21 July and the weekend
    expect(addWorkingDays('2027-01-04', -1)).toBe('2026-12-31'); // over New Year, across the year
    expect(addWorkingDays('2026-11-24', -1, new Set(['2026-11-23']))).toBe('2026-11-20');
  });

  it('counts the working days left until a deadline, negative once it has passed', () => {
    expect(workingDaysBetween('2026-11-23', '2026-11-23')).toBe(0);
    expect(workingDaysBetween('2026-11-20', '2026-11-23')).toBe(1);
    expect(workingDaysBetween('2026-12-23', '2027-01-05')).toBe(7); // 24, 28, 29, 30, 31 December, 4 and 5 January
    expect(workingDaysBetween('2026-11-25', '2026-11-23')).toBe(-2);
    for (const [day, count] of [['2026-07-17', 5], ['2026-12-31', 1], ['2027-03-26', 15]] as const) {
      expect(workingDaysBetween(day, addWorkingDays(day, count))).toBe(count);
    }
  });

  it('counts as a walk from one day to the next would, over any span and closing days', () => {
    const day = fc.date({ min: new Date('2018-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    const walked = (from: string, to: string, closing: ReadonlySet<string>) => {
      const [start, end, sign] = from <= to ? [from, to, 1] : [to, from, -1];
      let count = 0;
      for (let d = addWorkingDays(start, 0); d < end; ) {
        d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        if (isWorkingDay(d, closing)) count += 1;
      }
      return sign * count;
    };
    fc.assert(
      fc.property(day, day, fc.array(day, { maxLength: 30 }), (from, to, closing) => {
        const closingDays = new Set(closing);
        expect(workingDaysBetween(from, to, closingDays)).toBe(walked(from, to, closingDays));
      }),
      { numRuns: 300, seed: 20261126 },
    );
  });
});
