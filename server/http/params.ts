import { MAX_RECORD_ID, parseNumericId } from '../../domain/schemas/params';
import { notFound } from '../../domain/errors';

/** A record id from the path; anything but a positive 32-bit integer in digits is not found (spec section 5). */
export function recordIdParam(params: unknown, name: string): number {
  const raw = typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[name] : undefined;
  const id = parseNumericId(raw);
  if (id === null || id > MAX_RECORD_ID) throw notFound();
  return id;
}
