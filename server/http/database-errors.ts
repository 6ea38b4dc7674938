/**
 * PostgreSQL's SQLSTATE of an error, on either driver: PGlite's and node-postgres's errors carry it as
 * `code`, and Drizzle wraps them in an error of its own whose `cause` is the driver's.
 */
export function sqlState(error: unknown): string | null {
  for (let current = error, hops = 0; typeof current === 'object' && current !== null && hops < 4; hops++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return null;
}

/**
 * Class 22, "data exception": the database refused a value (a NUL in text, a number out of range, a date
 * that does not exist, text too long for its column). The value came from the request, so it is the
 * request's fault, whatever let it through validation.
 */
export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}
