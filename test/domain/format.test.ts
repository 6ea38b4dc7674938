import { describe, expect, it } from 'vitest';
import { formatAmount, formatAmountInput, formatBce, formatDate, formatDateTime, formatFileSize, formatNumber } from '../../domain/format';

// Intl's fr-BE separators, written out so that a change of ICU shows here rather than on a screen.
const NARROW_NBSP = '\u202f';
const NBSP = '\u00a0';

describe('the fr-BE formats', () => {
  it('writes a day as dd/mm/yyyy, whether it comes as a day or as an instant', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
    // 23:30 UTC on 31 December is already 1 January in Brussels.
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01/01/2027');
    expect(formatDate(null)).toBeNull();
    expect(formatDate('')).toBeNull();
  });

  it('adds the Brussels time as HH:mm where the time matters', () => {
    expect(formatDateTime('2026-11-23T08:05:00Z')).toBe('23/11/2026 09:05');
    expect(formatDateTime('2026-07-01T21:59:00Z')).toBe('01/07/2026 23:59');
    expect(formatDateTime(undefined)).toBeNull();
  });

  it('writes euros with a narrow no-break space between thousands and a no-break space before €', () => {
    expect(formatAmount(9000.5)).toBe(`9${NARROW_NBSP}000,50${NBSP}€`);
    expect(formatAmount(1234567)).toBe(`1${NARROW_NBSP}234${NARROW_NBSP}567,00${NBSP}€`);
    expect(formatAmount(0)).toBe(`0,00${NBSP}€`);
    expect(formatAmount(null)).toBeNull();
  });

  it('puts an amount back in its input as typed: cents kept, none added to whole euros', () => {
    expect(formatAmountInput(9000.5)).toBe(`9${NARROW_NBSP}000,50`);
    expect(formatAmountInput(9000)).toBe(`9${NARROW_NBSP}000`);
    expect(formatAmountInput(0.05)).toBe('0,05');
    expect(formatAmountInput(null)).toBe('');
  });

  it('writes counts and rates with a decimal comma, two decimals at most', () => {
    expect(formatNumber(12.5)).toBe('12,5');
    expect(formatNumber(1 / 3)).toBe('0,33');
    expect(formatNumber(2500)).toBe(`2${NARROW_NBSP}500`);
    expect(formatNumber(undefined)).toBeNull();
  });

  it('writes a company number as the register prints it, whatever the user typed', () => {
    expect(formatBce('0123456749')).toBe('0123.456.749');
    expect(formatBce('0123 456 749')).toBe('0123.456.749');
    expect(formatBce('1234.567.894')).toBe('1234.567.894');
    // Not a Belgian number (a foreign identifier): shown as stored rather than mangled.
    expect(formatBce('FR12345')).toBe('FR12345');
    expect(formatBce(null)).toBeNull();
  });

  it('writes file sizes in octets, Ko and Mo', () => {
    expect(formatFileSize(512)).toBe('512 o');
    expect(formatFileSize(1536)).toBe('1,5 Ko');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 Mo');
  });
});
