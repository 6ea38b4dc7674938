import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { KEPT_PLANS, keptPlansOfPglite, runKept, type KeptPlans } from './pglite-plans';

type Parsers = NonNullable<QueryOptions['parsers']>;

const asText = (value: string) => value;

/**
 * The types Drizzle's PGlite driver asks each query to leave as the text PostgreSQL sends (its columns map them):
 * dates, timestamps and intervals, and the arrays of numerics, timestamps, intervals and dates. The same list as
 * `drizzle-orm/pglite/session.js`; test/server/pglite-parsers.test.ts fails when the two give different rows.
 */
const KEPT_AS_TEXT: readonly number[] = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

const keptAsText = (parsers: Parsers) => Object.keys(parsers).every((oid) => KEPT_AS_TEXT.includes(Number(oid)));

/** A query's options without Drizzle's parsers, which the instance already holds. */
function withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers || !keptAsText(options.parsers)) return options;
  const { parsers: _held, ...rest } = options;
  return rest;
}

/** Same client, each query passed on without Drizzle's parsers, and run prepared when its plan is kept (pglite-plans.ts). */
function queryingWithout<T extends PGlite | Transaction>(client: T, plans: KeptPlans): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === KEPT_PLANS) return plans;
      if (property === 'query')
        return async (query: string, params?: unknown[], options?: QueryOptions) => {
          const passed = withoutDrizzleParsers(options);
          return (await runKept(plans, target, query, params, passed)) ?? target.query(query, params, passed);
        };
      if (property === 'transaction' && 'transaction' in target)
        return <R>(run: (tx: Transaction) => Promise<R>) => target.transaction((tx) => run(queryingWithout(tx, plans)));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The client Drizzle gets for a ready PGlite. Drizzle hands every query its own type parsers, and PGlite then copies
 * its 318 parsers into a new object to merge them in, per query: 140 µs, more than a simple query's own 120 µs
 * (2026-11-29). The instance is given those parsers once (after its start, which sets the arrays' parsers) and the
 * queries reach it without theirs; the rows are the same. A query's own other parsers still apply.
 */
export function withDrizzleParsers(client: PGlite): PGlite {
  for (const oid of KEPT_AS_TEXT) client.parsers[oid] = asText;
  return queryingWithout(client, keptPlansOfPglite(client));
}
