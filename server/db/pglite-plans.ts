import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * On PGlite, the statements every request runs (`preparedStatement`, server/db/prepared.ts) are prepared once with
 * SQL's PREPARE and run with EXECUTE. PGlite's `query` describes, parses and plans a statement on every call: the
 * session's statement took 1.6 ms that way against 0.55 ms executed prepared (2026-11-29, a seeded database). On
 * PostgreSQL the pg driver already keeps them prepared per connection, by their name.
 *
 * The values are written into the EXECUTE as quoted literals, which PostgreSQL reads with each parameter's input
 * function, as it reads the extended protocol's text parameters. Only strings without NUL or backslash, finite numbers,
 * bigints, booleans and nulls are written so; a statement called with any other value goes PGlite's ordinary way.
 */
export interface KeptPlans {
  /** Statement texts to keep prepared, with the name each got once prepared. */
  readonly names: Map<string, string | null>;
}

/** Prepared statements live as long as the database's session, so their names are per PGlite instance. */
const byClient = new WeakMap<PGlite, KeptPlans>();
/** Unique in the process: a name is never taken twice on one session. */
let lastName = 0;

export function keptPlansOfPglite(client: PGlite): KeptPlans {
  let plans = byClient.get(client);
  if (!plans) byClient.set(client, (plans = { names: new Map() }));
  return plans;
}

/** How the client Drizzle holds (pglite-parsers.ts) hands over its database's kept plans. */
export const KEPT_PLANS = Symbol('kept plans');

/** The kept plans of a Drizzle client, when it is PGlite's. */
export const keptPlansOf = (client: unknown): KeptPlans | undefined => (client as { [KEPT_PLANS]?: KeptPlans } | undefined)?.[KEPT_PLANS];

/** Marks a statement's text to be run prepared from its next call on. */
export function keepPlan(plans: KeptPlans, text: string) {
  if (!plans.names.has(text)) plans.names.set(text, null);
}

/** A value as a quoted SQL literal, or undefined when it is not one of the kinds written so. */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? "'t'" : "'f'";
  if (typeof value === 'bigint' || (typeof value === 'number' && Number.isFinite(value))) return `'${value}'`;
  // Without a backslash, a doubled quote is the only escape, whatever standard_conforming_strings says.
  if (typeof value === 'string' && !/[\0\\]/.test(value)) return `'${value.replaceAll("'", "''")}'`;
  return undefined;
}

/** Runs a kept statement prepared; null when it is not kept or a value cannot be written as a literal. */
export async function runKept<T>(
  plans: KeptPlans,
  client: PGlite | Transaction,
  text: string,
  params: unknown[] | undefined,
  options: QueryOptions | undefined,
): Promise<Results<T> | null> {
  if (!plans.names.has(text)) return null;
  const literals = (params ?? []).map(literal);
  if (literals.some((written) => written === undefined)) return null;
  let name = plans.names.get(text);
  if (!name) name = await prepare(plans, client, text);
  const execute = (prepared: string) => client.exec(literals.length ? `EXECUTE ${prepared}(${literals.join(', ')})` : `EXECUTE ${prepared}`, options);
  try {
    return (await execute(name))[0] as Results<T>;
  } catch (error) {
    // Dropped by a DEALLOCATE or DISCARD of the session's: prepared again.
    if ((error as { code?: string }).code !== INVALID_STATEMENT_NAME) throw error;
    return (await execute(await prepare(plans, client, text)))[0] as Results<T>;
  }
}

const INVALID_STATEMENT_NAME = '26000';

async function prepare(plans: KeptPlans, client: PGlite | Transaction, text: string): Promise<string> {
  const name = `kept_${++lastName}`;
  await client.exec(`PREPARE ${name} AS ${text}`);
  plans.names.set(text, name);
  return name;
}
