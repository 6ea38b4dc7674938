import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rapportsPrestation } from '../../server/db/schema/index';
import { StatutDossier as S, type StatutDossierId } from '../../domain/dossier-status';
import type { Area } from '../../machines/access/areaAccess';
import { dossierEditScreen } from '../../machines/access/dossierEditAccess';
import { drcScreen } from '../../machines/access/drcAccess';
import { EtapePrestation } from '../../domain/encoding-steps';
import type { ReportScreen } from '../../domain/service-report-screens';
import type { ServiceReport } from '../../domain/wire/service-report';
import { reportScreenVerdict } from '../../machines/serviceReport.state';
import { reportFactsOf } from '../../src/screens/service-report/report-actor';
import { opensArea } from '../../machines/session.state';
import { toDossierForAccess } from '../../src/api/dossiers/dossier-access';
import type { DossierDetail } from '../../src/api/dossiers/types';
import { DEMO_LOGINS, demoCallers, sessionSnapshotOf, type Caller } from '../support/demo-callers';
import { demoParties, EDITED_PRESTATION, insertDossier, type DemoParties } from '../support/dossiers';
import { multipartBody, SAMPLE_FILES } from '../support/multipart';
import { ROUTE_GUARDS } from '../support/route-guard-table';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The dossier side's guarded routes (test/support/route-guard-table.ts, DOSSIER_SIDE): for every demo login under
 * every right, each route's verdict, computed with the function the route itself calls, equals the server's answer
 * to the screen's first call, and both answers occur so that the equality says something.
 */

let t: TestApp;
let callers: Caller[];
let p: DemoParties;
let dataDir: string;
beforeAll(async () => {
  // The report's invoice uploads write their files.
  dataDir = mkdtempSync(path.join(tmpdir(), 'vcp-route-guards-dossier-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  callers = await demoCallers(t);
  p = await demoParties(t);
}, 180_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const accepted = (statusCode: number) => statusCode >= 200 && statusCode < 300;

/** Both answers occur: a route that always or never opens would make the equality vacuous. */
function expectBothAnswers(rows: Array<{ opens: boolean }>) {
  expect(rows.some((r) => r.opens) && rows.some((r) => !r.opens)).toBe(true);
}

/** GET /dossiers/{id} as the dossier's routes load it (src/api/dossiers/detail.ts); null when refused or unknown, which sends home. */
async function detailAs(caller: Caller, id: number): Promise<DossierDetail | null> {
  const response = await t.app.inject({ url: `/api/dossiers/${id}?with[]=detailDossierAll&with[]=tooltips`, headers: { authorization: caller.authorization } });
  if (response.statusCode === 403 || response.statusCode === 404) return null;
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as DossierDetail;
}

it('covers every demo login under every right it holds', () => {
  expect(new Set(callers.map((c) => c.login))).toEqual(new Set(DEMO_LOGINS));
});

/** Each reserved area's route and the call its screen makes first. `alsoServes`: the call also answers that area's callers, whom this route sends there. */
const AREA_CALLS: Array<{ route: string; method: 'GET' | 'POST'; path: string; alsoServes?: Area }> = [
  // The managers' queue lists through the same call, on their desk (/gestion).
  { route: '/app/dossiers', method: 'POST', path: '/dossiers', alsoServes: 'gestion' },
  { route: '/app/gestion', method: 'GET', path: '/gestion/gestionnaires' },
  { route: '/app/gestion/enquetes', method: 'POST', path: '/gestion/surveys' },
  { route: '/app/cheques', method: 'POST', path: '/cheques' },
];

describe('the reserved areas: the session machine opens the route exactly when the server answers its first call', () => {
  it.each(AREA_CALLS)('$route ($method $path)', async ({ route, method, path, alsoServes }) => {
    const entry = ROUTE_GUARDS[route];
    expect(entry).toEqual({ kind: 'area', area: expect.any(String), firstCall: `${method} ${path}` });
    const { area } = entry as { area: Area };
    const rows = [];
    for (const caller of callers) {
      const session = sessionSnapshotOf(caller);
      const answer = await t.app.inject({ method, url: `/api${path}`, headers: { authorization: caller.authorization }, ...(method === 'POST' && { payload: {} }) });
      const served = alsoServes !== undefined && opensArea(session, alsoServes);
      rows.push({ login: caller.login, droitId: caller.droitId, opens: opensArea(session, area), served, status: answer.statusCode });
    }
    expect(rows.filter((r) => r.opens !== (accepted(r.status) && !r.served))).toEqual([]);
    // The callers the call also serves are sent to their own area, never let in here.
    expect(rows.filter((r) => r.served && (r.opens || !accepted(r.status)))).toEqual([]);
    expectBothAnswers(rows);
  }, 60_000);
});

describe("the dossier's pages: inside their area, the server's read is the only guard", () => {
  it.each([
    { route: '/app/dossiers/$dossierId', area: 'dossiers' },
    { route: '/app/gestion/dossiers/$dossierId', area: 'gestion' },
  ] as const)('$route', async ({ route, area }) => {
    expect(ROUTE_GUARDS[route]).toEqual({ kind: 'serverRead', area, firstCall: 'GET /dossiers/{id}' });
    // A dossier of the demo parties, and one between organisations none of the demo logins belongs to.
    const own = await insertDossier(t, { statut: S.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    const stranger = await insertDossier(t, { statut: S.DOSSIER_EXAMEN, beneficiaireId: p.grandeEntreprise, prestataireId: null });
    const rows = [];
    for (const caller of callers.filter((c) => opensArea(sessionSnapshotOf(c), area))) {
      for (const id of [own.id, stranger.id, 999_999]) {
        const read = await t.app.inject({ url: `/api/dossiers/${id}?with[]=detailDossierAll&with[]=tooltips`, headers: { authorization: caller.authorization } });
        rows.push({ login: caller.login, droitId: caller.droitId, id, status: read.statusCode, opens: read.statusCode === 200 });
      }
    }
    // Every refusal is one the route sends home with the dossier's reason (403, 404), never an error screen.
    expect(rows.filter((r) => !r.opens && ![403, 404].includes(r.status))).toEqual([]);
    expectBothAnswers(rows);
  }, 60_000);
});

/** A fresh dossier of the demo parties in that status, its provider's demo Authority assigned: each accepted write moves its own. */
const dossierIn = (statut: StatutDossierId, assigned = [p.presta]) => insertDossier(t, { statut, beneficiaireId: p.entreprise, prestataireId: p.prestataire, assigned });

describe('/app/drc/{id}/reponse: the answer machine, restored from the dossier, opens exactly when the server takes the answer', () => {
  it('POST /dossiers/{id}/submit-drc, for every caller, in statuses that wait for information and some that do not', async () => {
    expect(ROUTE_GUARDS['/app/drc/$dossierId/reponse']).toEqual({ kind: 'machine', machine: 'drcAnswer', firstWrite: 'POST /dossiers/{id}/submit-drc' });
    const rows = [];
    for (const statut of [S.DOSSIER_DEMANDE_INFOS, S.DOSSIER_PRESTATION_ATTENTE_INFOS, S.DOSSIER_EXAMEN, S.DOSSIER_EXAMEN_APRES_INFOS]) {
      for (const caller of callers) {
        const dossier = await dossierIn(statut);
        const detail = await detailAs(caller, dossier.id);
        const opens = detail !== null && drcScreen(detail, 'reponse') === 'reponse';
        const write = await t.app.inject({
          method: 'POST',
          url: `/api/dossiers/${dossier.id}/submit-drc`,
          headers: { authorization: caller.authorization },
          payload: { answer: 'Le planning est revu.', version: dossier.version },
        });
        rows.push({ login: caller.login, droitId: caller.droitId, statut, opens, status: write.statusCode });
      }
    }
    expect(rows.filter((r) => r.opens !== accepted(r.status))).toEqual([]);
    expectBothAnswers(rows);
  }, 120_000);
});

describe('/app/dossiers/{id}/modification: the status machine, restored from the dossier, opens exactly when the server takes the edit', () => {
  it('POST /dossiers/{id}/edit/prestation (the screen\'s first part), for every caller, in and out of statuses 5 and 9', async () => {
    expect(ROUTE_GUARDS['/app/dossiers/$dossierId/modification']).toEqual({ kind: 'machine', machine: 'dossierStatus', firstWrite: 'POST /dossiers/{id}/edit/prestation' });
    const sample = [];
    for (const statut of [S.DOSSIER_DEMANDE_INFOS, S.DOSSIER_PRESTATION_ATTENTE_INFOS, S.DOSSIER_EXAMEN, S.DOSSIER_PRESTATION_CONFIRME, S.DOSSIER_EXAMEN_APRES_INFOS]) {
      sample.push(await dossierIn(statut));
    }
    const rows = [];
    for (const caller of callers) {
      for (const dossier of sample) {
        const detail = await detailAs(caller, dossier.id);
        const opens = detail !== null && dossierEditScreen({ ...toDossierForAccess(detail), callerMayEdit: detail.actions.edit }) === 'modification';
        const write = await t.app.inject({ method: 'POST', url: `/api/dossiers/${dossier.id}/edit/prestation`, headers: { authorization: caller.authorization }, payload: EDITED_PRESTATION });
        rows.push({ login: caller.login, droitId: caller.droitId, statut: dossier.statutDossierId, opens, status: write.statusCode });
      }
    }
    expect(rows.filter((r) => r.opens !== accepted(r.status))).toEqual([]);
    expectBothAnswers(rows);
  }, 120_000);
});

/** Service reports of the demo parties' dossiers, as each screen finds them: one fresh dossier per visit, as each accepted write moves it. */
const REPORTS = {
  /** Status 6, nothing written yet (step Description). */
  new: () => insertDossier(t, { statut: S.DOSSIER_PRESTATION_CONFIRME, beneficiaireId: p.entreprise, prestataireId: p.prestataire }),
  /** Status 6, its data written, at the recap. */
  recap: async () => {
    const dossier = await REPORTS.new();
    await t.database.db.insert(rapportsPrestation).values({
      dossierId: dossier.id,
      etape: EtapePrestation.PrestaRecapitulatif,
      dateDebut: '2026-01-05',
      dateFin: '2026-03-20',
      tachesLivrables: 'Ateliers.',
      contexte: 'Parcours.',
      typePrestation: 'COMPLETE',
      conclusion: 'Objectifs atteints.',
    });
    return dossier;
  },
  /** Status 6, both documents there, not submitted. */
  documents: () => insertDossier(t, { statut: S.DOSSIER_PRESTATION_CONFIRME, beneficiaireId: p.entreprise, prestataireId: p.prestataire, rapport: 'documents' }),
  /** Status 6, submitted to the beneficiary. */
  submitted: () => insertDossier(t, { statut: S.DOSSIER_PRESTATION_CONFIRME, beneficiaireId: p.entreprise, prestataireId: p.prestataire, rapportSoumisLe: new Date() }),
  /** Validated by the beneficiary: the administration examines the performance (status 7). */
  examined: () => insertDossier(t, { statut: S.DOSSIER_PRESTATION_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire, rapportSoumisLe: new Date() }),
};

type Write = (caller: Caller, dossier: { id: number; version: number }, report: ServiceReport | null) => Promise<{ statusCode: number }>;
const postAs = (caller: Caller, url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: { authorization: caller.authorization }, payload });

/** Each screen's first write (src/api/dossiers/report.ts), and reports at which the screen opens to someone and at which it opens to nobody. */
const REPORT_SCREEN_WRITES: Array<{ screen: ReportScreen; write: Write; reports: Array<keyof typeof REPORTS> }> = [
  {
    screen: 'description',
    write: (caller, { id }) => postAs(caller, `/dossiers/${id}/report/description`, { dateDebut: '2026-01-05', dateFin: '2026-03-20', tachesLivrables: 'Ateliers.', contexte: 'Parcours.' }),
    reports: ['new', 'documents'],
  },
  {
    screen: 'specificites',
    write: (caller, { id }) => postAs(caller, `/dossiers/${id}/report/specificites`, { typePrestation: 'COMPLETE', conclusion: 'Objectifs atteints.' }),
    reports: ['new', 'documents'],
  },
  { screen: 'recapitulatif', write: (caller, { id }) => postAs(caller, `/dossiers/${id}/report/confirm-recap`, {}), reports: ['recap', 'new'] },
  {
    // The invoice to an Authority (the matrix's "edit invoice"), else the activity report: what DocumentsStep offers first.
    screen: 'documents',
    write: (caller, { id }, report) => {
      const invoice = report?.actions.editInvoice ?? true;
      const fields = invoice ? { numeroFacture: 'F-2', montantHtva: '900,00', dateFacture: '2026-03-25' } : {};
      const body = multipartBody([
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
        { name: 'file', filename: 'piece.pdf', type: 'application/pdf', content: SAMPLE_FILES.pdf },
      ]);
      const url = `/api/dossiers/${id}/report/${invoice ? 'invoice' : 'activity-report'}`;
      return t.app.inject({ method: 'POST', url, headers: { authorization: caller.authorization, ...body.headers }, payload: body.payload });
    },
    reports: ['documents', 'new', 'examined'],
  },
  {
    screen: 'validation',
    write: (caller, { id, version }) => postAs(caller, `/dossiers/${id}/report/refuse`, { justification: 'Livrables manquants.', version }),
    reports: ['submitted', 'documents'],
  },
];

/** GET /dossiers/{id}/report as the report's routes load it (src/api/dossiers/report-query.ts); null when refused, which sends home. */
async function reportAs(caller: Caller, id: number): Promise<ServiceReport | null> {
  const response = await t.app.inject({ url: `/api/dossiers/${id}/report`, headers: { authorization: caller.authorization } });
  if (response.statusCode === 403 || response.statusCode === 404) return null;
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as ServiceReport;
}

describe('/app/rapportPrestation/{id}/<screen>: the report machine, restored from the report, opens the screen exactly when the server takes its first write', () => {
  it.each(REPORT_SCREEN_WRITES)('$screen', async ({ screen, write, reports }) => {
    const entry = ROUTE_GUARDS[`/app/rapportPrestation/$dossierId/${screen}`];
    expect(entry).toMatchObject({ kind: 'machine', machine: 'serviceReport' });
    const rows = [];
    for (const situation of reports) {
      for (const caller of callers) {
        const dossier = await REPORTS[situation]();
        const report = await reportAs(caller, dossier.id);
        const opens = report !== null && reportScreenVerdict(reportFactsOf(report), { statut: report.statutDossierId, ...report.visiteur }, screen) === screen;
        const answer = await write(caller, dossier, report);
        rows.push({ login: caller.login, droitId: caller.droitId, situation, opens, status: answer.statusCode });
      }
    }
    expect(rows.filter((r) => r.opens !== accepted(r.status))).toEqual([]);
    expectBothAnswers(rows);
  }, 120_000);
});
