/**
 * Identity document numbers (spec section 2: a beneficiary is searched by "identity document number"):
 * Belgian cards print them as 592-1234567-89, passports of other countries use letters and digits. Only
 * the shape is checked, 6 to 20 letters or digits once separators are dropped: no check digit is common
 * to every country's documents.
 */
const SEPARATORS = /[.\-\s/]/g;

export function normaliseIdentityDocument(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const compact = value.replace(SEPARATORS, '').toUpperCase();
  return /^[A-Z0-9]{6,20}$/.test(compact) ? compact : null;
}

/**
 * A foreign company's identification number (its own country's register or VAT number), given instead of
 * the Belgian company number: 2 to 30 letters or digits once separators are dropped.
 */
export function normaliseForeignIdentification(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const compact = value.replace(SEPARATORS, '').toUpperCase();
  return /^[A-Z0-9]{2,30}$/.test(compact) ? compact : null;
}
