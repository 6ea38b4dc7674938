// Also on PostgreSQL: two OS processes running scheduler rounds on one database.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dossierHistory, scheduledEvents, type ScheduledEventKind } from '../../server/db/schema/index';
import { fireDueTransitions } from '../../server/services/scheduler/timed-transitions';
import { StatutDossier as S } from '../../domain/dossier-status';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import { reopenTestDatabase, testDatabaseUrl } from '../support/test-database';
import { dossierRow, historyOf, insertDossier, post, type DemoParties } from '../support/dossiers';

let t: TestApp, p: DemoParties;
beforeAll(async () => ({ t, p } = await demoApp()));
afterAll(() => t.close());

const eventsOf = (dossierId: number) => t.database.db.select().from(scheduledEvents).where(eq(scheduledEvents.dossierId, dossierId));
const rejections = (dossierId: number) => t.database.db.select().from(scheduledEvents).where(eq(scheduledEvents.dossierId, dossierId)).then((rows) => rows.filter((r) => r.kind === 'AUTO_REJECT_REPORT'));
const submittedAt = new Date('2026-03-02T09:00:00Z');
/** The report's last day to be decided: a Friday. The rejection is due once that day is over in Brussels. */
const lastDay = '2026-03-20';
const dayAfterInUtc = new Date('2026-03-21T00:00:00Z');
const situation = { statut: S.DOSSIER_PRESTATION_CONFIRME, rapportSoumisLe: submittedAt, dateEcheance: lastDay } as const;
const waitingReport = () => insertDossier(t, { ...situation, beneficiaireId: p.entreprise, prestataireId: p.prestataire });

describe('the scheduler of timed transitions', () => {
  it('plans the rejection of a waiting report once, from its last day, and fires it once that day is over, through the machine', async () => {
    const dossier = await waitingReport();
    // 23:30 in Brussels on the last day: the beneficiary may still decide.
    await fireDueTransitions(t.database.db, t.config, new Date('2026-03-20T22:30:00Z'));
    await fireDueTransitions(t.database.db, t.config, new Date('2026-03-20T22:45:00Z'));
    expect(await rejections(dossier.id)).toEqual([expect.objectContaining({ dueAt: dayAfterInUtc, firedAt: null, attempts: 0 })]);
    expect((await dossierRow(t, dossier.id))!.statutDossierId).toBe(S.DOSSIER_PRESTATION_CONFIRME);

    await fireDueTransitions(t.database.db, t.config, dayAfterInUtc);
    expect((await dossierRow(t, dossier.id))!.statutDossierId).toBe(S.DOSSIER_PRESTATION_SUSPENDUE);
    expect(await rejections(dossier.id)).toEqual([expect.objectContaining({ firedAt: dayAfterInUtc, attempts: 1, lastError: null })]);
    expect((await historyOf(t, dossier.id)).at(-1)).toMatchObject({
      contactId: null,
      event: 'AUTO_REJECT_REPORT',
      fromStatut: 6,
      toStatut: 17,
      justification: "Rapport rejeté automatiquement : le bénéficiaire n'a pas réagi au plus tard le 20/03/2026.",
    });
  });

  it('leaves alone a report not yet submitted, one of the older platform, and one whose last day is to come', async () => {
    const later = await insertDossier(t, { ...situation, dateEcheance: '2026-03-23', beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    const old = await insertDossier(t, { ...situation, anciennePlateforme: true, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    const notSubmitted = await insertDossier(t, { statut: S.DOSSIER_PRESTATION_CONFIRME, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    await fireDueTransitions(t.database.db, t.config, dayAfterInUtc);
    for (const untouched of [later, old, notSubmitted]) expect((await dossierRow(t, untouched.id))!.statutDossierId).toBe(S.DOSSIER_PRESTATION_CONFIRME);
    expect(await rejections(old.id)).toEqual([]);
    expect(await rejections(notSubmitted.id)).toEqual([]);
  });

  it('fires each due event exactly once when two API processes run their rounds at the same time', async () => {
    const dossiers = await Promise.all([waitingReport(), waitingReport(), waitingReport()]);
    const other = await reopenTestDatabase(t.database);
    try {
      const now = new Date('2026-03-22T08:00:00Z');
      const [first, second] = await Promise.all([fireDueTransitions(t.database.db, t.config, now), fireDueTransitions(other.db, t.config, now)]);
      expect(first + second).toBe(3);
      for (const dossier of dossiers) {
        const fired = (await t.database.db.select().from(dossierHistory).where(eq(dossierHistory.dossierId, dossier.id))).filter((h) => h.event === 'AUTO_REJECT_REPORT');
        expect(fired).toHaveLength(1);
        expect(await rejections(dossier.id)).toEqual([expect.objectContaining({ attempts: 1 })]);
      }
    } finally {
      await other.close();
    }
  });

  // PGlite lives in one process: two processes share only a PostgreSQL server.
  it.runIf(process.env.TEST_DB_KIND === 'postgres')('fires each due event exactly once when two OS processes run rounds on one PostgreSQL', async () => {
    const dossiers = await Promise.all(Array.from({ length: 6 }, () => waitingReport()));
    const round = () => promisify(execFile)(process.execPath, ['--import', 'tsx', 'test/support/scheduler-round.ts', testDatabaseUrl(t.database)!, '2026-03-23T08:00:00Z', '3']);
    const counts = (await Promise.all([round(), round()])).map(({ stdout }) => Number(stdout));
    expect(counts[0]! + counts[1]!).toBe(6);
    for (const dossier of dossiers) {
      expect((await historyOf(t, dossier.id)).filter((h) => h.event === 'AUTO_REJECT_REPORT')).toHaveLength(1);
      expect(await rejections(dossier.id)).toEqual([expect.objectContaining({ attempts: 1, lastError: null })]);
    }
  });

  it('fires in one round every event due, more than a batch of them', async () => {
    const many = await Promise.all(Array.from({ length: 45 }, () => insertDossier(t, { ...situation, dateEcheance: '2026-04-01', beneficiaireId: p.entreprise, prestataireId: p.prestataire })));
    await fireDueTransitions(t.database.db, t.config, new Date('2026-04-02T08:00:00Z'));
    for (const dossier of many) expect((await dossierRow(t, dossier.id))!.statutDossierId).toBe(S.DOSSIER_PRESTATION_SUSPENDUE);
  });

  it('closes an event the dossier no longer calls for, with the reason, and never fires it', async () => {
    const dossier = await waitingReport();
    await fireDueTransitions(t.database.db, t.config, submittedAt);
    const benef = (await t.login('demo.benef')).authorization;
    expect((await post(t, benef, `/api/dossiers/${dossier.id}/report/refuse`, { justification: 'Les livrables manquent.' })).statusCode).toBe(200);
    await fireDueTransitions(t.database.db, t.config, dayAfterInUtc);
    const [event] = await rejections(dossier.id);
    expect(event).toMatchObject({ firedAt: dayAfterInUtc, lastError: expect.stringMatching(/^Sans objet/) });
    expect((await historyOf(t, dossier.id)).filter((h) => h.event === 'AUTO_REJECT_REPORT')).toEqual([]);
  });

  it('keeps a failure with its error and tries it again later, without planning it twice', async () => {
    const dossier = await insertDossier(t, { statut: S.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    const now = new Date('2026-05-04T08:00:00Z');
    await t.database.db.insert(scheduledEvents).values({ kind: 'UNKNOWN' as ScheduledEventKind, dossierId: dossier.id, dueAt: now });
    await fireDueTransitions(t.database.db, t.config, now);
    expect(await eventsOf(dossier.id)).toEqual([
      expect.objectContaining({ dueAt: now, firedAt: null, attempts: 1, lastError: 'Événement planifié inconnu : UNKNOWN.', retryAt: new Date(now.getTime() + 60_000) }),
    ]);
    // Not tried again before its time; tried at it.
    await fireDueTransitions(t.database.db, t.config, new Date(now.getTime() + 30_000));
    expect(await eventsOf(dossier.id)).toEqual([expect.objectContaining({ attempts: 1 })]);
    await fireDueTransitions(t.database.db, t.config, new Date(now.getTime() + 60_000));
    expect(await eventsOf(dossier.id)).toEqual([expect.objectContaining({ attempts: 2, retryAt: new Date(now.getTime() + 60_000 + 5 * 60_000) })]);
  });
});
