import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, inject, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { platformSettings } from '../../server/db/schema/index';
import { backUp, restore } from '../../server/services/operations/backup';
import { uploadsDir } from '../../server/storage/uploads';

const work = mkdtempSync(path.join(tmpdir(), 'vcp-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const settings = { dataDir: path.join(work, 'data'), databaseUrl: null };
const KEY = 'backup-test';
const upload = (name: string) => path.join(uploadsDir(settings), name);

/** Opens the embedded database of the data folder, as `npm start` does, for one change or one reading. */
async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: settings.dataDir });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

it('db:backup then db:restore on PGlite puts back the database and the uploaded files as they were', async () => {
  // A migrated data folder, from the run's copy rather than migrating again.
  const migrated = new Blob([readFileSync(inject('pgliteDumps').migrated)]);
  const first = await openDatabase({ dataDir: settings.dataDir, loadDataDir: migrated });
  await first.db.insert(platformSettings).values({ key: KEY, value: 'before' });
  await first.close();
  mkdirSync(uploadsDir(settings), { recursive: true });
  writeFileSync(upload('kept.pdf'), 'the original file');

  const backup = path.join(work, 'backup');
  expect(backUp(settings, backup, '1.2.3')).toMatchObject({ kind: 'pglite', platformVersion: '1.2.3' });
  expect(() => backUp(settings, backup, '1.2.3')).toThrow('existe déjà');

  await withDatabase((db) => db.update(platformSettings).set({ value: 'after' }).where(eq(platformSettings.key, KEY)));
  writeFileSync(upload('kept.pdf'), 'changed since');
  writeFileSync(upload('added.pdf'), 'uploaded after the backup');

  restore(settings, backup);

  const [row] = await withDatabase((db) => db.select().from(platformSettings).where(eq(platformSettings.key, KEY)));
  expect(row?.value).toBe('before');
  expect(readFileSync(upload('kept.pdf'), 'utf8')).toBe('the original file');
  expect(existsSync(upload('added.pdf'))).toBe(false);
  // Four starts of an embedded database on disk: seconds each on a loaded machine.
}, 240_000);

it('refuses to restore a backup of the other kind of database', () => {
  const backup = path.join(work, 'other-kind');
  mkdirSync(backup);
  writeFileSync(path.join(backup, 'manifest.json'), JSON.stringify({ kind: 'pglite', createdAt: '2026-11-27T10:00:00Z', platformVersion: '1.2.3' }));
  expect(() => restore({ ...settings, databaseUrl: 'postgres://nowhere/db' }, backup)).toThrow("Cette sauvegarde vient d'une base pglite");
});
