import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findReport, reportFacts } from '../../server/services/service-report/stored';
import { StatutDossier } from '../../domain/dossier-status';
import { serviceReportMachine, type ServiceReportEventType } from '../../machines/serviceReport.machine';
import { serviceReportStateValue } from '../../machines/serviceReport.state';
import { serviceReportModel } from '../../model-tests/serviceReport.model';
import { describeStep } from '../../model-tests/steps';
import { walk, type WalkedStep } from '../../model-tests/walk';
import { twinDossier } from '../support/dossier-twin';
import { demoParties, insertDossier, post, type DemoParties } from '../support/dossiers';
import { multipartBody, SAMPLE_FILES } from '../support/multipart';
import { createTestApp, type TestApp } from '../support/test-app';
import { runSchedulerAtDeadline } from '../support/walk-deadlines';
import { distinctBeginnings, playWalks } from '../support/walk-driver';

/**
 * The service-report walks of model-tests/, played against the server on a dossier in status 6: each
 * event sent by the call that makes it (the provider's Authority writes, uploads and submits, the
 * beneficiary's Authority decides, the scheduler rejects a report left undecided), the stored report read
 * back after each step.
 */

const paths = walk(serviceReportMachine, serviceReportModel);

let t: TestApp;
let p: DemoParties;
let dataDir: string;
const as = { presta: '', benef: '' };
beforeAll(async () => {
  // The uploads write their files.
  dataDir = mkdtempSync(path.join(tmpdir(), 'vcp-report-walks-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  p = await demoParties(t);
  as.presta = (await t.login('demo.presta')).authorization;
  as.benef = (await t.login('demo.benef')).authorization;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (dossierId: number, kind: 'invoice' | 'activity-report', fields: Record<string, string>) => {
  const body = multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename: 'piece.pdf', type: 'application/pdf', content: SAMPLE_FILES.pdf },
  ]);
  return t.app.inject({ method: 'POST', url: `/api/dossiers/${dossierId}/report/${kind}`, headers: { authorization: as.presta, ...body.headers }, payload: body.payload });
};

/** The call of each event of the chart; the beneficiary's decisions and the rejection change the dossier's status too. */
const SEND: Record<ServiceReportEventType, (dossierId: number) => Promise<{ statusCode: number; body: string } | null>> = {
  SAVE_DESCRIPTION: (id) =>
    post(t, as.presta, `/api/dossiers/${id}/report/description`, { dateDebut: '2026-01-05', dateFin: '2026-03-20', tachesLivrables: 'Ateliers.', contexte: 'Parcours.' }),
  SAVE_SPECIFICITES: (id) => post(t, as.presta, `/api/dossiers/${id}/report/specificites`, { typePrestation: 'COMPLETE', conclusion: 'Objectifs atteints.' }),
  CONFIRM_RECAP: (id) => post(t, as.presta, `/api/dossiers/${id}/report/confirm-recap`, {}),
  INVOICE_UPLOADED: (id) => upload(id, 'invoice', { numeroFacture: 'F-1', montantHtva: '900,00', dateFacture: '2026-03-25' }),
  ACTIVITY_REPORT_UPLOADED: (id) => upload(id, 'activity-report', {}),
  SUBMIT_TO_BENEFICIARY: (id) => post(t, as.presta, `/api/dossiers/${id}/report/submit-to-beneficiary`, {}),
  BENEFICIARY_VALIDATES: (id) => post(t, as.benef, `/api/dossiers/${id}/report/validate`, {}),
  BENEFICIARY_REFUSES: (id) => post(t, as.benef, `/api/dossiers/${id}/report/refuse`, { justification: 'Livrables manquants.' }),
  // A visit of a screen changes nothing: the report is read as its screens read it.
  OPEN_SCREEN: (id) => t.app.inject({ url: `/api/dossiers/${id}/report`, headers: { authorization: as.presta } }),
  AUTO_REJECTED: async (id) => {
    await runSchedulerAtDeadline(t, id, { over: true });
    return null;
  },
};

const storedState = async (dossierId: number) => serviceReportStateValue(reportFacts(await findReport(t.database.db, dossierId)));

async function playStep(dossierId: number, step: WalkedStep): Promise<boolean> {
  const what = describeStep(step);
  expect(await storedState(dossierId), what).toEqual(step.before.value);
  const response = await SEND[step.event.type as ServiceReportEventType](dossierId);
  if (response) expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(300);
  expect(await storedState(dossierId), what).toEqual(step.after.value);
  return true;
}

describe('the service-report walks, played against the server', () => {
  it('stores after every step of every walked path the report the chart reaches', async () => {
    const played = await playWalks(paths, {
      start: async () => (await insertDossier(t, { statut: StatutDossier.DOSSIER_PRESTATION_CONFIRME, beneficiaireId: p.entreprise, prestataireId: p.prestataire })).id,
      twin: (dossierId) => twinDossier(t, dossierId),
      step: playStep,
    });
    expect(played).toBe(distinctBeginnings(paths));
  }, 60_000);
});
