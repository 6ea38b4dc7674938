import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { createTestDatabase } from '../support/test-database';

/** The rows a query answers, on either driver. */
const rows = async (database: Database, query: SQL) => ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;

/**
 * Each test file's database is a copy of the one the run seeded: what a file writes, no other file sees. On PGlite
 * every database of a worker is opened from the same bytes in memory (test/support/test-database.ts), so this also
 * fails if opening or writing a database changed those bytes.
 */
describe('the test databases', () => {
  it('start from the seeded data, and one file’s writes reach no database opened after it', async () => {
    const first = await createTestDatabase('seeded');
    const seeded = await rows(first, sql`select id, reference from dossiers order by id`);
    expect(seeded.length).toBeGreaterThan(0);
    await first.db.execute(sql`create table ecrit_par_le_premier (x int)`);
    await first.db.execute(sql`insert into ecrit_par_le_premier select generate_series(1, 1000)`);
    await first.db.execute(sql`update dossiers set reference = reference || '-changé'`);
    await first.db.execute(sql`CHECKPOINT`);
    await first.close();

    const second = await createTestDatabase('seeded');
    expect(await rows(second, sql`select to_regclass('ecrit_par_le_premier') as written`)).toEqual([{ written: null }]);
    expect(await rows(second, sql`select id, reference from dossiers order by id`)).toEqual(seeded);
    await second.close();
  });
});
