import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, jsonb, pgTable, text, timestamp, uuid, boolean } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDrizzleParsers } from '../../server/db/pglite-parsers';
import { preparedStatement } from '../../server/db/prepared';
import { keepPlan, keptPlansOfPglite, runKept } from '../../server/db/pglite-plans';
import { createTestApp, type TestApp } from '../support/test-app';
import { startTestPglite } from '../support/test-database';

const person = pgTable('person', {
  id: integer('id').primaryKey(),
  name: text('name'),
  key: uuid('key'),
  seen: timestamp('seen', { withTimezone: true }),
  active: boolean('active'),
  data: jsonb('data'),
});

const NAMES = ["O'Brien", 'Zoë « guillemets »', "'); DROP TABLE person; --", '\\x00 et \\\\', '', '  espaces  '];

describe('statements every request runs, kept prepared on PGlite (server/db/pglite-plans.ts)', () => {
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;
  const prepared = async () => (await client.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).rows.map((row) => row.statement);

  beforeAll(async () => {
    client = await startTestPglite();
    await client.exec(`CREATE TABLE person (id int PRIMARY KEY, name text, key uuid, seen timestamptz, active boolean, data jsonb)`);
    db = drizzle({ client: withDrizzleParsers(client) });
    await db.insert(person).values(NAMES.map((name, id) => ({ id, name, key: `00000000-0000-4000-8000-00000000000${id}`, seen: new Date(Date.UTC(2026, 2, 29, id)), active: id % 2 === 0, data: { id, name } })));
  });
  afterAll(() => client.close());

  const byName = preparedStatement((d) => d.select().from(person).where(eq(person.name, sql.placeholder('name'))).prepare('by_name'));
  const byKeyAndActive = preparedStatement((d) =>
    d.select({ id: person.id, seen: person.seen, data: person.data }).from(person).where(sql`${person.key} = ${sql.placeholder('key')} and ${person.active} = ${sql.placeholder('active')}`).prepare('by_key'),
  );
  const bySeen = preparedStatement((d) => d.select({ id: person.id }).from(person).where(eq(person.seen, sql.placeholder('seen'))).prepare('by_seen'));
  // The same statements, never kept: what PGlite's ordinary way answers.
  const ordinaryByName = (name: string) => db.select().from(person).where(eq(person.name, name));

  it('answers what the ordinary way answers, each value read as a value, and prepares each statement once', async () => {
    for (const name of NAMES) {
      expect(await byName(db as never).execute({ name }), name).toEqual(await ordinaryByName(name));
      expect(await byName(db as never).execute({ name }), name).toHaveLength(1);
    }
    expect(await byName(db as never).execute({ name: 'personne' })).toEqual([]);
    expect(await byKeyAndActive(db as never).execute({ key: '00000000-0000-4000-8000-000000000002', active: true })).toEqual([
      { id: 2, seen: new Date(Date.UTC(2026, 2, 29, 2)), data: { id: 2, name: NAMES[2] } },
    ]);
    expect(await byKeyAndActive(db as never).execute({ key: '00000000-0000-4000-8000-000000000002', active: false })).toEqual([]);
    expect(await prepared()).toHaveLength(2);
    expect((await client.query('SELECT count(*)::int AS n FROM person')).rows).toEqual([{ n: NAMES.length }]);
  });

  it('sends a value it does not write as a literal the ordinary way, and refuses what PGlite refuses, as PGlite refuses it', async () => {
    const date = new Date(Date.UTC(2026, 2, 29, 1));
    const ordinaryError = await ordinaryByName('a\0b').then(() => null, (error: Error) => error.message);
    expect(ordinaryError).toBeTruthy();
    expect(await byName(db as never).execute({ name: 'a\0b' }).then(() => null, (error: Error) => error.message)).toBe(ordinaryError);
    // PostgreSQL's own refusal, with its code, under Drizzle's error.
    const codeOf = (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code;
    expect(await byKeyAndActive(db as never).execute({ key: 'pas-un-uuid', active: true }).then(() => null, codeOf)).toBe('22P02');
    // A Date is no literal: PGlite's own serializer writes it, and the row of that hour is found.
    expect(await bySeen(db as never).execute({ seen: date })).toEqual([{ id: 1 }]);
  });

  it('still runs a statement prepared inside a transaction that was rolled back', async () => {
    const plans = keptPlansOfPglite(client);
    const text = 'SELECT id FROM person WHERE id = $1';
    keepPlan(plans, text);
    await client.transaction(async (tx) => {
      expect((await runKept(plans, tx, text, [3], undefined))?.rows).toEqual([{ id: 3 }]);
      await tx.rollback();
    });
    expect((await runKept(plans, client, text, [4], undefined))?.rows).toEqual([{ id: 4 }]);
    // And again once the session dropped it.
    await client.exec('DEALLOCATE ALL');
    expect((await runKept(plans, client, text, [5], undefined))?.rows).toEqual([{ id: 5 }]);
  });
});

describe('the session’s statement on the platform’s embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is prepared once, whatever the number of requests', async () => {
    const { authorization } = await t.login('demo.presta');
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/api/auth/whoami', headers: { authorization } })).statusCode).toBe(200);
    const statements = ((await t.database.db.execute(sql`SELECT statement FROM pg_prepared_statements`)) as unknown as { rows: Array<{ statement: string }> }).rows;
    expect(statements.filter((row) => row.statement.includes('from "sessions"'))).toHaveLength(1);
  });
});
