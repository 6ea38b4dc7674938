import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { date, integer, interval, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDrizzleParsers } from '../../server/db/pglite-parsers';
import { startTestPglite } from '../support/test-database';

/** One column of every type Drizzle's driver keeps as text, and of others it leaves to PGlite. */
const sample = pgTable('sample', {
  id: integer('id').primaryKey(),
  at: timestamp('at'),
  atZone: timestamp('at_zone', { withTimezone: true }),
  lasted: interval('lasted'),
  day: date('day'),
  amounts: numeric('amounts').array(),
  ats: timestamp('ats').array(),
  atsZone: timestamp('ats_zone', { withTimezone: true }).array(),
  lasteds: interval('lasteds').array(),
  days: date('days').array(),
  amount: numeric('amount'),
  counts: integer('counts').array(),
});

describe('PGlite with Drizzle’s parsers held by the instance (server/db/pglite-parsers.ts)', () => {
  let client: PGlite;
  const seen: Array<QueryOptions | undefined> = [];

  beforeAll(async () => {
    client = await startTestPglite();
    await client.exec(`
      CREATE TABLE sample (id int PRIMARY KEY, at timestamp, at_zone timestamptz, lasted interval, day date, amounts numeric[],
        ats timestamp[], ats_zone timestamptz[], lasteds interval[], days date[], amount numeric, counts int[]);
      INSERT INTO sample VALUES
        (1, '2026-03-29 02:30:00.123456', '2026-10-25 02:30:00+02', '1 year 2 mons 3 days 04:05:06', '2026-02-28',
         '{1.50,-2}', '{"2026-01-01 00:00:00","2026-12-31 23:59:59.5"}', '{"2026-06-01 12:00:00+00"}', '{"2 days","00:00:01"}',
         '{2026-01-01,2026-12-31}', 12345678901234.56, '{1,2,3}'),
        (2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);`);
    const query = client.query.bind(client);
    // What reaches PGlite's own query: the options of every call.
    client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
      seen.push(options);
      return query(text, params, options);
    }) as PGlite['query'];
  });
  afterAll(() => client.close());

  // Drizzle's own driver on the same instance is the reference: it hands its parsers with every query.
  const reference = () => drizzle({ client });
  const held = () => drizzle({ client: withDrizzleParsers(client) });

  it('gives the same rows to a select (arrays of values mapped by the columns) as Drizzle’s own driver', async () => {
    const expected = await reference().select().from(sample).orderBy(sample.id);
    expect(expected[0]).toMatchObject({ at: new Date('2026-03-29T02:30:00.123Z'), day: '2026-02-28', amounts: ['1.50', '-2'], counts: [1, 2, 3] });
    expect(await held().select().from(sample).orderBy(sample.id)).toEqual(expected);
  });

  it('gives the same rows to raw SQL (objects of the driver’s values), also inside a transaction', async () => {
    const all = sql`SELECT * FROM sample ORDER BY id`;
    const expected = (await reference().execute(all)).rows;
    expect(expected[0]).toMatchObject({ at: '2026-03-29 02:30:00.123456', lasted: '1 year 2 mons 3 days 04:05:06', amounts: '{1.50,-2}', days: '{2026-01-01,2026-12-31}' });
    expect((await held().execute(all)).rows).toEqual(expected);
    expect(await held().transaction(async (tx) => (await tx.execute(all)).rows)).toEqual(expected);
  });

  it('passes the queries on without Drizzle’s parsers, and keeps a query’s other parsers', async () => {
    seen.length = 0;
    await held().select().from(sample);
    await held().transaction((tx) => tx.execute(sql`SELECT 1`));
    expect(seen.length).toBeGreaterThan(0);
    for (const options of seen) expect(options?.parsers).toBeUndefined();

    const own = { parsers: { 1700: (value: string) => `montant ${value}` } };
    const result = await withDrizzleParsers(client).query<{ amount: string }>('SELECT amount FROM sample WHERE id = 1', [], own);
    expect(result.rows[0]!.amount).toBe('montant 12345678901234.56');
  });
});
