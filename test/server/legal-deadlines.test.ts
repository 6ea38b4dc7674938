import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { outbox } from '../../server/db/schema/index';
import { fireDueTransitions } from '../../server/services/scheduler/timed-transitions';
import { addWorkingDays } from '../../domain/working-days';
import { StatutDossier as S } from '../../domain/dossier-status';
import { platformToday } from '../../domain/sme';
import { createTestApp, type TestApp } from '../support/test-app';
import { demoParties, dossierRow, historyOf, insertDossier, post, type DemoParties } from '../support/dossiers';
import { readyIntroduction, wizardReferences, type WizardReferences } from '../support/wizard';

let t: TestApp;
let p: DemoParties;
let r: WizardReferences;
const as = { presta: '', gestion: '' };
beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
  r = await wizardReferences(t);
  as.presta = (await t.login('demo.presta')).authorization;
  as.gestion = (await t.login('demo.gestionnaire')).authorization;
});
afterAll(() => t.close());

const call = async (who: keyof typeof as, path: string, body?: object) => {
  const response = await post(t, as[who], `/api/${path}`, body);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json().result;
};
const deadlineOf = async (dossierId: number) => {
  const row = (await dossierRow(t, dossierId))!;
  return { dateEcheance: row.dateEcheance, datesAlerte: row.datesAlerte };
};
/** The mails of a dossier whose subject starts so, with their recipients. */
const mails = (reference: string, subject: string) => t.database.db.select().from(outbox).where(like(outbox.subject, `Dossier ${reference} : ${subject}%`));

/** An introduction validated by the provider: its submission starts the admissibility deadline. */
async function introduction() {
  const dossier = await readyIntroduction(t, p, r);
  await call('presta', `dossiers/${dossier.id}/validate`);
  return dossier;
}

/** A request in examination whose last day is a Friday: tacitly admissible from the Saturday in Brussels. */
const lastDay = '2026-03-13';
const examined = () =>
  insertDossier(t, { statut: S.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire, gestionnaireId: p.gestionnaire, assigned: [p.presta], dateEcheance: lastDay, datesAlerte: ['2026-03-06', '2026-03-11'] });

describe('the legal deadlines', () => {
  it('start with the submission, stop at a request for information, start again with the answer, and end with the decision', async () => {
    const dossier = await introduction();
    const today = platformToday();
    // Alerts 5 and 2 working days before the last day: the first would fall on the day it starts, so only the second.
    const admissibility = { dateEcheance: addWorkingDays(today, 5), datesAlerte: [addWorkingDays(today, 3)] };
    await call('presta', `dossiers/${dossier.id}/confirm-documents`);
    expect(await deadlineOf(dossier.id)).toEqual(admissibility);
    await call('gestion', `gestion/dossiers/${dossier.id}/ask-information`, { askText: 'Merci de préciser le planning.' });
    expect(await deadlineOf(dossier.id)).toEqual({ dateEcheance: null, datesAlerte: [] });
    const answered = await call('presta', `dossiers/${dossier.id}/submit-drc`, { answer: 'Le planning est précisé.' });
    expect(answered).toMatchObject({ StatutDossierId: S.DOSSIER_EXAMEN_APRES_INFOS, dateEcheance: admissibility.dateEcheance, joursOuvresRestants: 5 });
    await call('gestion', `gestion/dossiers/${dossier.id}/admissible`);
    expect(await deadlineOf(dossier.id)).toEqual({ dateEcheance: null, datesAlerte: [] });
  });

  it('leave the platform closing days out of the count', async () => {
    const dossier = await introduction();
    const closed = addWorkingDays(platformToday(), 2);
    await call('gestion', 'gestion/closing-days/add', { day: closed, libelle: 'Fermeture de la plateforme' });
    try {
      await call('presta', `dossiers/${dossier.id}/confirm-documents`);
      expect((await deadlineOf(dossier.id)).dateEcheance).toBe(addWorkingDays(platformToday(), 6));
    } finally {
      await call('gestion', 'gestion/closing-days/delete', { day: closed });
    }
  });

  it('accept a request tacitly once its last day is over, without an author, and tell the beneficiary and the provider', async () => {
    const dossier = await examined();
    await fireDueTransitions(t.database.db, t.config, new Date('2026-03-13T22:30:00Z'));
    expect((await dossierRow(t, dossier.id))!.statutDossierId).toBe(S.DOSSIER_EXAMEN);

    await fireDueTransitions(t.database.db, t.config, new Date('2026-03-14T00:00:00Z'));
    expect((await dossierRow(t, dossier.id))!).toMatchObject({ statutDossierId: S.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART, dateEcheance: null });
    expect((await historyOf(t, dossier.id)).at(-1)).toMatchObject({
      contactId: null,
      event: 'ACCEPT_TACITLY',
      fromStatut: S.DOSSIER_EXAMEN,
      toStatut: S.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART,
      justification: "Demande recevable tacitement : l'administration n'a pas décidé au plus tard le 13/03/2026.",
    });
    const told = await mails(dossier.reference, 'demande recevable');
    expect(new Set(told.map((m) => m.contactId))).toEqual(new Set([p.benef, p.presta]));
    expect(told[0]!.body).toContain('recevable tacitement');
  });

  it('never accept tacitly a request the administration decided in time', async () => {
    const dossier = await examined();
    await fireDueTransitions(t.database.db, t.config, new Date('2026-03-12T08:00:00Z'));
    await call('gestion', `gestion/dossiers/${dossier.id}/inadmissible`, { justification: "L'entreprise n'est pas éligible." });
    await fireDueTransitions(t.database.db, t.config, new Date('2026-03-16T08:00:00Z'));
    expect((await dossierRow(t, dossier.id))!.statutDossierId).toBe(S.DOSSIER_IRRECEVABLE);
    expect((await historyOf(t, dossier.id)).map((h) => h.event)).not.toContain('ACCEPT_TACITLY');
    expect(await mails(dossier.reference, 'demande recevable')).toEqual([]);
  });

  it('alert whoever must act on each alert day, once: the assigned manager for a request, the beneficiary for its report', async () => {
    const request = await examined();
    const report = await insertDossier(t, {
      statut: S.DOSSIER_PRESTATION_CONFIRME,
      beneficiaireId: p.entreprise,
      prestataireId: p.prestataire,
      rapportSoumisLe: new Date('2026-02-20T10:00:00Z'),
      dateEcheance: lastDay,
      datesAlerte: ['2026-03-11'],
    });
    const alerts = async (reference: string) => (await mails(reference, 'échéance')).sort((a, b) => a.id - b.id);
    await fireDueTransitions(t.database.db, t.config, new Date('2026-03-05T12:00:00Z'));
    expect(await alerts(request.reference)).toEqual([]);
    for (const at of ['2026-03-06T06:00:00Z', '2026-03-09T06:00:00Z']) await fireDueTransitions(t.database.db, t.config, new Date(at));
    expect((await alerts(request.reference)).map((m) => m.body.includes('dans 5 jours ouvrables'))).toEqual([true]);
    expect(await alerts(report.reference)).toEqual([]);
    for (const at of ['2026-03-11T06:00:00Z', '2026-03-12T06:00:00Z']) await fireDueTransitions(t.database.db, t.config, new Date(at));

    const [, toManager, ...more] = await alerts(request.reference);
    expect(more).toEqual([]);
    expect(toManager).toMatchObject({ contactId: p.gestionnaire, kind: 'DOSSIER', subject: `Dossier ${request.reference} : échéance le 13/03/2026` });
    expect(toManager!.body).toContain('dans 2 jours ouvrables');
    expect(toManager!.body).toContain('recevable tacitement');
    const toBeneficiary = await alerts(report.reference);
    expect(toBeneficiary.map((m) => m.contactId)).toEqual([p.benef]);
    expect(toBeneficiary[0]!.body).toContain('rejeté automatiquement');
  });

  it('send no alert once the deadline has moved on', async () => {
    const dossier = await examined();
    await fireDueTransitions(t.database.db, t.config, new Date('2026-03-05T12:00:00Z'));
    await call('gestion', `gestion/dossiers/${dossier.id}/admissible`);
    await fireDueTransitions(t.database.db, t.config, new Date('2026-03-12T06:00:00Z'));
    expect(await mails(dossier.reference, 'échéance')).toEqual([]);
  });

  it('flag a service check overdue on the desk, in working days', async () => {
    const today = platformToday();
    const dossier = await insertDossier(t, {
      statut: S.DOSSIER_PRESTATION_EXAMEN,
      beneficiaireId: p.entreprise,
      prestataireId: p.prestataire,
      // Two working days have passed since this deadline, whatever day the suite runs: counted back from the next
      // working day (on a Saturday, Thursday and Friday have passed since Wednesday; from today itself it would be Thursday).
      dateEcheance: addWorkingDays(addWorkingDays(today, 1), -3),
    });
    const [listed] = (await call('gestion', 'dossiers', { reference: dossier.reference })).items;
    expect(listed).toMatchObject({ id: dossier.id, joursOuvresRestants: -2 });
  });

  it('give the check of a validated report REPORT_CHECK_DAYS working days, with an alert 5 and 2 working days before its end', async () => {
    const dossier = await insertDossier(t, { statut: S.DOSSIER_PRESTATION_CONFIRME, beneficiaireId: p.entreprise, prestataireId: p.prestataire, rapportSoumisLe: new Date() });
    const benef = (await t.login('demo.benef')).authorization;
    expect((await post(t, benef, `/api/dossiers/${dossier.id}/report/validate`, {})).statusCode).toBe(200);
    const today = platformToday();
    expect(await deadlineOf(dossier.id)).toEqual({ dateEcheance: addWorkingDays(today, 15), datesAlerte: [addWorkingDays(today, 10), addWorkingDays(today, 13)] });
  });
});
