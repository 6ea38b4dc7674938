import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dossierHistory, scheduledEvents, type ScheduledEventKind } from '../../server/db/schema/index';
import { fireDueTransitions } from '../../server/services/scheduler/timed-transitions';
import { StatutDossier as S } from '../../domain/dossier-status';
import { createTestApp, type TestApp } from '../support/test-app';
import { reopenTestDatabase } from '../support/test-database';
import { demoParties, dossierRow, insertDossier, post, type DemoParties } from '../support/dossiers';

let t: TestApp;
let p: DemoParties;
const DAY = 86_400_000;
beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
});
afterAll(() => t.close());

const deadlines = () => ({ reportAutoRejectDays: t.config.reportAutoRejectDays });
const eventsOf = (dossierId: number) => t.database.db.select().from(scheduledEvents).where(eq(scheduledEvents.dossierId, dossierId));
const submittedAt = new Date('2026-03-02T09:00:00Z');
const waitingReport = () => insertDossier(t, { statut: S.DOSSIER_PRESTATION_CONFIRME, beneficiaireId: p.entreprise, prestataireId: p.prestataire, rapportSoumisLe: submittedAt });

describe('the scheduler of timed transitions', () => {
  it('plans the rejection of a waiting report once, and fires it when due, not before, through the machine', async () => {
    const dossier = await waitingReport();
    const due = new Date(submittedAt.getTime() + deadlines().reportAutoRejectDays * DAY);
    await fireDueTransitions(t.database.db, deadlines(), new Date(due.getTime() - 60_000));
    await fireDueTransitions(t.database.db, deadlines(), new Date(due.getTime() - 30_000));
    expect(await eventsOf(dossier.id)).toEqual([expect.objectContaining({ kind: 'AUTO_REJECT_REPORT', dueAt: due, firedAt: null, attempts: 0 })]);
    expect((await dossierRow(t, dossier.id))!.statutDossierId).toBe(S.DOSSIER_PRESTATION_CONFIRME);

    await fireDueTransitions(t.database.db, deadlines(), due);
    expect((await dossierRow(t, dossier.id))!.statutDossierId).toBe(S.DOSSIER_PRESTATION_SUSPENDUE);
    expect(await eventsOf(dossier.id)).toEqual([expect.objectContaining({ firedAt: due, attempts: 1, lastError: null })]);
  });

  it('fires each due event exactly once when two API processes run their rounds at the same time', async () => {
    const dossiers = await Promise.all([waitingReport(), waitingReport(), waitingReport()]);
    const other = await reopenTestDatabase(t.database);
    try {
      const now = new Date(submittedAt.getTime() + (deadlines().reportAutoRejectDays + 1) * DAY);
      const [first, second] = await Promise.all([fireDueTransitions(t.database.db, deadlines(), now), fireDueTransitions(other.db, deadlines(), now)]);
      expect(first + second).toBe(3);
      for (const dossier of dossiers) {
        const rejections = (await t.database.db.select().from(dossierHistory).where(eq(dossierHistory.dossierId, dossier.id))).filter((h) => h.event === 'AUTO_REJECT_REPORT');
        expect(rejections).toHaveLength(1);
        expect(await eventsOf(dossier.id)).toEqual([expect.objectContaining({ attempts: 1 })]);
      }
    } finally {
      await other.close();
    }
  });

  it('closes an event the dossier no longer calls for, with the reason, and never fires it', async () => {
    const dossier = await waitingReport();
    await fireDueTransitions(t.database.db, deadlines(), submittedAt);
    const benef = (await t.login('demo.benef')).authorization;
    expect((await post(t, benef, `/api/dossiers/${dossier.id}/report/refuse`, { justification: 'Les livrables manquent.' })).statusCode).toBe(200);
    const due = new Date(submittedAt.getTime() + (deadlines().reportAutoRejectDays + 1) * DAY);
    await fireDueTransitions(t.database.db, deadlines(), due);
    const [event] = await eventsOf(dossier.id);
    expect(event).toMatchObject({ firedAt: due, lastError: expect.stringMatching(/^Sans objet/) });
    expect((await dossierRow(t, dossier.id))!.statutDossierId).toBe(S.DOSSIER_PRESTATION_SUSPENDUE);
  });

  it('keeps a failure with its error and tries again later', async () => {
    const dossier = await insertDossier(t, { statut: S.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    const now = new Date('2026-05-04T08:00:00Z');
    await t.database.db.insert(scheduledEvents).values({ kind: 'UNKNOWN' as ScheduledEventKind, dossierId: dossier.id, dueAt: now });
    await fireDueTransitions(t.database.db, deadlines(), now);
    const [event] = await eventsOf(dossier.id);
    expect(event).toMatchObject({ firedAt: null, attempts: 1, lastError: 'Événement planifié inconnu : UNKNOWN.', dueAt: new Date(now.getTime() + 60_000) });
  });
});
