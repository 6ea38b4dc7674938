// Also on PostgreSQL: the replay command on the database of DATABASE_URL.
import { spawnSync } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dossierHistory, dossiers } from '../../server/db/schema/index';
import { auditDossierHistories } from '../../server/services/audit/replay';
import { StatutDossier } from '../../domain/dossier-status';
import { createTestApp, type TestApp } from '../support/test-app';
import { testDatabaseUrl } from '../support/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('npm run audit:replay', () => {
  it('replays every demo dossier to its stored status', async () => {
    const { replayed, anomalies } = await auditDossierHistories(t.database.db);
    expect(replayed).toBe(await t.database.db.$count(dossiers));
    expect(replayed).toBeGreaterThan(20);
    expect(anomalies).toEqual([]);
  });

  it('names a dossier whose history lost a status change, and one stored at a status its history does not reach', async () => {
    const db = t.database.db;
    const [settled] = await db.select().from(dossiers).where(eq(dossiers.statutDossierId, StatutDossier.DOSSIER_SOLDE)).limit(1);
    const [submit] = await db.select().from(dossierHistory).where(and(eq(dossierHistory.dossierId, settled!.id), eq(dossierHistory.event, 'SUBMIT_INTRODUCTION')));
    await db.delete(dossierHistory).where(eq(dossierHistory.id, submit!.id));
    const [examined] = await db.select().from(dossiers).where(eq(dossiers.statutDossierId, StatutDossier.DOSSIER_EXAMEN)).limit(1);
    await db.update(dossiers).set({ statutDossierId: StatutDossier.DOSSIER_PRESTATION_CONFIRME }).where(eq(dossiers.id, examined!.id));

    const { anomalies } = await auditDossierHistories(db);
    expect(anomalies.map((a) => a.reference).sort()).toEqual([settled!.reference, examined!.reference].sort());
    const lost = anomalies.find((a) => a.dossierId === settled!.id)!;
    expect(lost.problems[0]!.message).toBe('DECLARE_ADMISSIBLE part de « En examen » (2), mais le dossier était au statut « Introduction » (1).');
    const moved = anomalies.find((a) => a.dossierId === examined!.id)!;
    expect(moved.problems).toEqual([{ row: null, message: expect.stringContaining('mais le dossier est enregistré au statut « Prestation confirmée » (6)') }]);
  });
});

describe('the command', () => {
  // On PostgreSQL only: the embedded database admits one process, the test's.
  it.runIf(process.env.TEST_DB_KIND === 'postgres')('exits with 1 and lists the dossiers when a history does not replay, on the database of DATABASE_URL', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/audit-replay.ts'], { env: { ...process.env, DATABASE_URL: testDatabaseUrl(t.database)! }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/dossier\(s\) rejoué\(s\), 2 en anomalie\./);
  });
});
