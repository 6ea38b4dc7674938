import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { WizardKind } from '../../domain/wizard-steps';
import { wizardScreenVerdict, wizardSetupVerdict } from '../../machines/dossierWizard.state';
import { dossierCreationOrganisations } from '../../machines/access/dossierCreation';
import { wizardOfDroit } from '../../machines/access/wizardAccess';
import { dossiers, typesAide } from '../../server/db/schema';
import type { DossierDetail } from '../../src/api/dossiers/types';
import { createAppRouter } from '../../src/router';
import { sessionCaller } from '../../src/session/caller';
import { wizardContextOf } from '../../src/screens/wizard/wizard-dossier';
import { ROUTE_GUARDS } from '../support/route-guard-table';
import { createTestApp, type TestApp } from '../support/test-app';
import { DEMO_LOGINS, demoCallers, type Caller } from '../support/demo-callers';

/**
 * Route x demo login x right: a guarded route opens exactly when the server accepts the screen's first write.
 * The route list is the router's own, so a new guarded route without an entry in the table fails here.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

/** Every route of the app that guards or loads before showing its screen. */
function guardedRouteIds(): string[] {
  const router = createAppRouter({ session: {} as never, queryClient: {} as never });
  return Object.values(router.routesById)
    .filter((route) => route.options && ('beforeLoad' in route.options || 'loader' in route.options))
    .map((route) => route.id as string)
    .filter((id) => id !== '__root__');
}

describe('the table of guarded routes', () => {
  it('has an entry for every guarded route of the router, and none for a route that is gone', () => {
    const ids = guardedRouteIds();
    expect(ids.filter((id) => !(id in ROUTE_GUARDS))).toEqual([]);
    expect(Object.keys(ROUTE_GUARDS).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('lists as loading texts only routes that guard nothing before their loader', () => {
    const router = createAppRouter({ session: {} as never, queryClient: {} as never });
    const texts = Object.entries(ROUTE_GUARDS).filter(([, entry]) => entry.kind === 'texts').map(([id]) => id);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((id) => 'beforeLoad' in (router.routesById[id as keyof typeof router.routesById]?.options ?? {}))).toEqual([]);
  });
});

const accepted = (statusCode: number) => statusCode >= 200 && statusCode < 300;

/** What the browser's loader reads: GET /dossiers/{id} as the route asks it; null when refused or unknown (403, 404). */
async function detailAs(caller: Caller, id: number): Promise<DossierDetail | null> {
  const response = await t.app.inject({ url: `/api/dossiers/${id}?with[]=detailDossierAll&with[]=tooltips`, headers: { authorization: caller.authorization } });
  if (response.statusCode === 403 || response.statusCode === 404) return null;
  expect(response.statusCode).toBe(200);
  return response.json().result as DossierDetail;
}

/** The wizard a new dossier belongs to: the right of its creator decides it, and with it the side it is filed for. */
async function createdIn(id: number): Promise<WizardKind> {
  const [row] = await t.database.db.select({ prestataireId: dossiers.prestataireId }).from(dossiers).where(eq(dossiers.id, id));
  return row!.prestataireId === null ? 'initiation' : 'introduction';
}

const WIZARDS: Array<{ wizard: WizardKind; path: string }> = [
  { wizard: 'introduction', path: 'introduction-dossier' },
  { wizard: 'initiation', path: 'initiation-dossier' },
];

describe('the dossier wizards: the route opens exactly when the server accepts its first write', () => {
  let callers: Caller[];
  let typeAideId: number;
  beforeAll(async () => {
    callers = await demoCallers(t);
    const [typeAide] = await t.database.db.select({ id: typesAide.id }).from(typesAide).limit(1);
    typeAideId = typeAide!.id;
  }, 120_000);

  it('covers every demo login under every right it holds', () => {
    expect(new Set(callers.map((c) => c.login))).toEqual(new Set(DEMO_LOGINS));
    expect(callers.length).toBeGreaterThan(DEMO_LOGINS.length);
  });

  it.each(WIZARDS)('/$path (setup): opens when POST /dossiers/add creates the dossier', async ({ wizard, path }) => {
    expect(ROUTE_GUARDS[`/app/${path}/`]).toMatchObject({ kind: 'machine' });
    const rows = [];
    for (const caller of callers) {
      const verdict = wizardSetupVerdict(wizard, wizardContextOf(wizard, caller.session, null));
      // The screen asks which organisation only of a caller who may file for several; it sends the one chosen.
      const creator = sessionCaller(caller.session);
      const [organisationId] = creator ? dossierCreationOrganisations(creator) : [];
      const payload = { typeAideId, ...(organisationId !== undefined && { organisationId }) };
      const write = await t.app.inject({ method: 'POST', url: '/api/dossiers/add', headers: { authorization: caller.authorization }, payload });
      rows.push({ login: caller.login, droitId: caller.droitId, opens: 'open' in verdict, accepted: accepted(write.statusCode) && (await createdIn(write.json().result.id)) === wizard });
    }
    expect(rows.filter((r) => r.opens !== r.accepted)).toEqual([]);
    // Both answers occur: the table is not vacuously equal.
    expect(rows.some((r) => r.opens) && rows.some((r) => !r.opens)).toBe(true);
  }, 120_000);

  it.each(WIZARDS)('/$path/{dossierId}/cheque: opens when the voucher screen saves (update-type-aide)', async ({ wizard, path }) => {
    expect(ROUTE_GUARDS[`/app/${path}/$dossierId/cheque`]).toMatchObject({ kind: 'machine' });
    // Dossiers still in introduction at each saved step, and a few of later statuses: the screen's answers all occur.
    const all = await t.database.db.select({ id: dossiers.id, statut: dossiers.statutDossierId, etape: dossiers.etapeEncodage }).from(dossiers).orderBy(dossiers.id);
    const introduction = [...new Map(all.filter((d) => d.statut === 1).map((d) => [d.etape, d.id])).values()];
    const later = [...new Map(all.filter((d) => d.statut !== 1).map((d) => [d.statut, d.id])).values()].slice(0, 3);
    const sample = [...introduction, ...later];
    // The call is the same in both wizards and the right picks the wizard: a right of the other wizard saves that one's screen.
    const inThisWizard = callers.filter((c) => [wizard, null].includes(wizardOfDroit(c.droitId)));
    const rows = [];
    for (const caller of inThisWizard) {
      for (const id of sample) {
        const detail = await detailAs(caller, id);
        const verdict = wizardScreenVerdict(wizard, wizardContextOf(wizard, caller.session, detail), 'cheque');
        const [row] = await t.database.db.select({ typeAideId: dossiers.typeAideId }).from(dossiers).where(eq(dossiers.id, id));
        const write = await t.app.inject({
          method: 'POST',
          url: `/api/dossiers/${id}/update-type-aide`,
          headers: { authorization: caller.authorization },
          payload: { typeAideId: row!.typeAideId ?? typeAideId },
        });
        rows.push({ login: caller.login, droitId: caller.droitId, id, verdict, status: write.statusCode, opens: 'open' in verdict, accepted: accepted(write.statusCode) });
      }
    }
    expect(rows.filter((r) => r.opens !== r.accepted)).toEqual([]);
    expect(rows.some((r) => r.opens)).toBe(true);
    // An Information contact is told why, as the server refuses it.
    expect(rows.some((r) => r.login === 'demo.information' && 'refused' in r.verdict && r.status === 403)).toBe(wizard === 'introduction');
  }, 180_000);
});
