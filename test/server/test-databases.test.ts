import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/client';
import { createTestDatabase } from '../support/test-database';
import { seededPglitesOpened, seededPglitesPutBack } from '../support/reused-pglite';

/** The rows a query answers, on either driver. */
const rows = async (database: Database, query: SQL) => ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;

/**
 * Each test file's database is a copy of the one the run seeded: what a file writes, no other file sees. On PGlite
 * every database of a worker is opened from the same bytes in memory (test/support/test-database.ts), so this also
 * fails if opening or writing a database changed those bytes; and a database a file closed is put back as seeded
 * for the next file (test/support/reused-pglite.ts) unless more than its rows changed.
 */
describe('the test databases', () => {
  // Two databases waiting to be reused, as a file that had two open leaves its worker (a full run failed on that).
  beforeAll(async () => {
    const [one, two] = await Promise.all([createTestDatabase('seeded'), createTestDatabase('seeded')]);
    await one.close();
    await two.close();
  });

  it('start from the seeded data, and one file’s writes reach no database opened after it', async () => {
    const first = await createTestDatabase('seeded');
    const seeded = await rows(first, sql`select id, reference from dossiers order by id`);
    expect(seeded.length).toBeGreaterThan(0);
    await first.db.execute(sql`create table ecrit_par_le_premier (x int)`);
    await first.db.execute(sql`insert into ecrit_par_le_premier select generate_series(1, 1000)`);
    await first.db.execute(sql`update dossiers set reference = reference || '-changé'`);
    await first.db.execute(sql`CHECKPOINT`);
    const putBack = seededPglitesPutBack();
    await first.close();
    // A schema changed: the database was closed, not put back (test/support/reused-pglite.ts).
    expect(seededPglitesPutBack()).toBe(putBack);

    const second = await createTestDatabase('seeded');
    expect(await rows(second, sql`select to_regclass('ecrit_par_le_premier') as written`)).toEqual([{ written: null }]);
    expect(await rows(second, sql`select id, reference from dossiers order by id`)).toEqual(seeded);
    await second.close();
  });

  /** The whole content of the tables a file most writes, and the next id of a dossier. */
  const content = async (database: Database) => ({
    dossiers: await rows(database, sql`select * from dossiers order by id`),
    history: await rows(database, sql`select * from dossier_history order by id`),
    outbox: await rows(database, sql`select * from outbox order by id`),
    nextDossierId: await rows(database, sql`select nextval(pg_get_serial_sequence('dossiers', 'id')) as id`),
  });

  it('put a closed database back as seeded for the next file: its rows and its sequences', async () => {
    const first = await createTestDatabase('seeded');
    const seeded = await content(first);
    // What a file does: rows added, changed and deleted, ids drawn; then it closes its database.
    await first.db.execute(sql`insert into dossier_history select (json_populate_record(h, json_build_object('id', h.id + 100000))).* from dossier_history h`);
    await first.db.execute(sql`update dossiers set reference = reference || '-changé'`);
    await first.db.execute(sql`delete from outbox`);
    await first.db.execute(sql`select nextval(pg_get_serial_sequence('dossiers', 'id')) from generate_series(1, 5)`);
    const putBack = seededPglitesPutBack();
    await first.close();
    expect(seededPglitesPutBack(), 'the database was put back').toBe(putBack + 1);

    // The last database put back is the next one handed out.
    const opened = seededPglitesOpened();
    const second = await createTestDatabase('seeded');
    expect(seededPglitesOpened(), 'the database was reused, not opened again').toBe(opened);
    expect(await content(second)).toEqual(seeded);
    await second.close();
  });

  it('close a database a file used under a faked clock, rather than put it back', async () => {
    const first = await createTestDatabase('seeded');
    // Years ahead, as the sign-in throttle's files set it: PostgreSQL's own timers would be armed for then.
    vi.setSystemTime(Date.UTC(2031, 0, 6, 8));
    try {
      await first.db.execute(sql`select 1`);
    } finally {
      vi.useRealTimers();
    }
    // The clock given back: the worker's next files must not run in 2031.
    expect(new Date().getUTCFullYear()).toBeLessThan(2031);
    const putBack = seededPglitesPutBack();
    await first.close();
    expect(seededPglitesPutBack()).toBe(putBack);
  });

  it('close a database whose session settings a file changed, rather than put it back', async () => {
    const first = await createTestDatabase('seeded');
    const zone = await rows(first, sql`select current_setting('TimeZone') as zone`);
    await first.db.execute(sql`set timezone = 'Asia/Tokyo'`);
    const putBack = seededPglitesPutBack();
    await first.close();
    expect(seededPglitesPutBack()).toBe(putBack);

    const second = await createTestDatabase('seeded');
    expect(await rows(second, sql`select current_setting('TimeZone') as zone`)).toEqual(zone);
    await second.close();
  });
});
