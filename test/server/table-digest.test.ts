import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { loginThrottle, organisations } from '../../server/db/schema/index';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import { changedTables, digestWatch, tableDigest } from '../support/table-digest';

let t: TestApp;
beforeAll(async () => ({ t } = await demoApp()));
afterAll(() => t.close());

// The digest is what the fuzzing and the refusal tests trust to say that nothing changed: it must see every change.
describe('the tables digest (test/support/table-digest.ts)', () => {
  it('stays the same when nothing changed, names the one table a changed value touched, and comes back once undone', async () => {
    const db = t.database.db;
    const before = await tableDigest(db);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['organisations', 'login_throttle', 'dossiers']));
    expect(await tableDigest(db)).toEqual(before);
    // The short name: the long one is copied to the dossiers by a trigger.
    const [first] = await db.select({ id: organisations.id, nomCourt: organisations.nomCourt }).from(organisations).orderBy(organisations.id).limit(1);
    await db.update(organisations).set({ nomCourt: `${first!.nomCourt ?? ''}.` }).where(eq(organisations.id, first!.id));
    expect(changedTables(before, await tableDigest(db))).toEqual(['organisations']);
    await db.update(organisations).set({ nomCourt: first!.nomCourt }).where(eq(organisations.id, first!.id));
    expect(await tableDigest(db)).toEqual(before);
  });

  it('sees a row added and a row removed, and two rows that swap a value', async () => {
    const db = t.database.db;
    const before = await tableDigest(db);
    const expiresAt = new Date('2030-01-01T00:00:00Z');
    await db.insert(loginThrottle).values([
      { bucket: 'digest-a', attempts: 1, expiresAt },
      { bucket: 'digest-b', attempts: 2, expiresAt },
    ]);
    const added = await tableDigest(db);
    expect(changedTables(before, added)).toEqual(['login_throttle']);
    await db.update(loginThrottle).set({ attempts: 2 }).where(eq(loginThrottle.bucket, 'digest-a'));
    await db.update(loginThrottle).set({ attempts: 1 }).where(eq(loginThrottle.bucket, 'digest-b'));
    expect(changedTables(added, await tableDigest(db))).toEqual(['login_throttle']);
    await db.delete(loginThrottle).where(eq(loginThrottle.bucket, 'digest-a'));
    await db.delete(loginThrottle).where(eq(loginThrottle.bucket, 'digest-b'));
    expect(await tableDigest(db)).toEqual(before);
  });

  it('kept while nothing is written (reads, a refused call), taken again after any write, which it then shows', async () => {
    const db = t.database.db;
    const { authorization } = await t.login('demo.gestionnaire');
    const tables = await digestWatch(db);
    const first = await tables.now();
    expect(first.digest).toEqual(await tableDigest(db));
    const refused = await t.app.inject({ method: 'POST', url: '/api/dossiers', headers: { authorization }, payload: { perPage: 'x' } });
    expect(refused.statusCode).toBe(400);
    expect(await tables.now()).toBe(first);
    await db.insert(loginThrottle).values({ bucket: 'digest-watch', attempts: 1, expiresAt: new Date('2030-01-01T00:00:00Z') });
    const written = await tables.now();
    expect(written).not.toBe(first);
    expect(changedTables(first.digest, written.digest)).toEqual(['login_throttle']);
    await db.delete(loginThrottle).where(eq(loginThrottle.bucket, 'digest-watch'));
    const undone = await tables.now();
    expect(undone.digest).toEqual(first.digest);
    expect(undone.position).not.toBe(first.position);
  });

  it('refuses a schema with an unlogged table, whose changes the log would not show', async () => {
    const db = t.database.db;
    await db.execute(sql`CREATE UNLOGGED TABLE digest_unlogged (id integer)`);
    try {
      await expect(digestWatch(db)).rejects.toThrow(/unlogged tables.*digest_unlogged/);
    } finally {
      await db.execute(sql`DROP TABLE digest_unlogged`);
    }
    await expect(digestWatch(db)).resolves.toBeDefined();
  });
});
