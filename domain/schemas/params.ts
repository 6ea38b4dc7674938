import { is, refine } from 'superstruct';
import { SafeString } from './safe-string';

/**
 * Route parameters that name a record (dossierId, contactId, orgaId, prestataireId, spec
 * sections 2 and 5) arrive as strings and must be a positive integer written in digits; anything
 * else (letters, signs, decimals, zero) sends the user home or gives not found. Ids are never 0,
 * so "dossierId non-zero" holds for every id.
 */
export const NumericId = refine(SafeString, 'NumericId', (value) => {
  if (!/^\d+$/.test(value)) return false;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0;
});

/**
 * The id as a number, or null. An id that is already a positive integer number (from a JSON
 * body rather than a path) is accepted as is, so callers need not stringify it first.
 */
export function parseNumericId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  return is(value, NumericId) ? Number(value) : null;
}

/**
 * Records are numbered by 32-bit serial ids: a larger number names no record, and must be refused
 * before it reaches the database (where it would not even be a valid value).
 */
export const MAX_RECORD_ID = 2_147_483_647;
