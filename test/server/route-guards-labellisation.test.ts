import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Droit } from '../../domain/droits';
import { StatutDemandeLabellisation, TypeDemandeLabellisation } from '../../domain/labellisation';
import { TypeOrganisation } from '../../domain/organisation-types';
import type { ExpertSummary } from '../../domain/wire/competences';
import type { DemandeDetail } from '../../domain/wire/labellisation';
import type { Area } from '../../machines/access/areaAccess';
import { completionScreenVerdict, drcResponseVerdict, expertScreenOpens, providerScreenOpens, type ProviderScreen } from '../../machines/labellisationScreens.state';
import { sessionMachine } from '../../machines/session.machine';
import { opensArea } from '../../machines/session.state';
import { demandesLabellisation, organisations } from '../../server/db/schema';
import { insertDemande } from '../../server/services/labellisation/create';
import { sessionCaller } from '../../src/session/caller';
import { demoCallers, type Caller } from '../support/demo-callers';
import { ROUTE_GUARDS } from '../support/route-guard-table';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The labelling area's routes x demo login x right: each opens exactly when the server accepts the screen's
 * first call, computed with the functions the routes ask (the session machine's areas,
 * machines/labellisationScreens.state.ts). Both answers occur for every route, so no equality is vacuous.
 */

let t: TestApp;
let callers: Caller[];
beforeAll(async () => {
  t = await createTestApp();
  callers = await demoCallers(t);
}, 180_000);
afterAll(() => t.close());

type Row = { login: string; droitId: number; at: string; opens: boolean; status: number };

/** The route opens exactly when the server accepts, and both happen. */
function expectEqual(rows: Row[], accepted: (status: number) => boolean) {
  expect(rows.filter((r) => r.opens !== accepted(r.status))).toEqual([]);
  expect(rows.some((r) => r.opens) && rows.some((r) => !r.opens)).toBe(true);
}

const written = (status: number) => status >= 200 && status < 300;
/** A creation past the route's guard: created, or a field refused (a competence already asked) — never the caller. */
const pastTheGuard = (status: number) => written(status) || status === 400;

/** The session the browser holds for the caller, as the session machine restores it. */
const sessionOf = (caller: Caller) =>
  sessionMachine.resolveState({ value: { connected: 'idle' }, context: { ...caller.session, error: null, maintenance: false } } as never);

const opens = (caller: Caller, ...areas: Area[]) => areas.every((area) => opensArea(sessionOf(caller), area));
const callerOf = (caller: Caller) => sessionCaller(caller.session)!;

const send = (caller: Caller, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { authorization: caller.authorization }, ...(payload && { payload }) });

/** What a loader reads: the answer when 200, null when refused or unknown (403, 404, which send home). */
async function read<T>(caller: Caller, url: string): Promise<T | null> {
  const response = await send(caller, 'GET', url);
  if (response.statusCode === 403 || response.statusCode === 404) return null;
  expect(response.statusCode, `${caller.login} GET ${url}`).toBe(200);
  return response.json().result as T;
}

const manager = () => callers.find((c) => c.login === 'demo.gestionnaire')!;
const authority = () => callers.find((c) => c.login === 'demo.presta' && c.droitId === Droit.Prestataire)!;
const expert = () => callers.find((c) => c.login === 'demo.expert')!;

/** The provider organisations the demo logins are linked to: each one's own and the others'. */
async function demoProviders(): Promise<number[]> {
  const linked = [...new Set(callers.flatMap((c) => c.session.linkedOrganisations.map((l) => l.id)))];
  const rows = await t.database.db.select({ id: organisations.id }).from(organisations).where(and(inArray(organisations.id, linked), eq(organisations.typeOrganisationId, TypeOrganisation.PRESTATAIRE)));
  return rows.map((r) => r.id);
}

/** A few requests: one per status, and one competence validation. */
async function sampleDemandes() {
  const all = await t.database.db.select({ id: demandesLabellisation.id, statut: demandesLabellisation.statut, type: demandesLabellisation.type }).from(demandesLabellisation).orderBy(demandesLabellisation.id);
  const byStatut = [...new Map(all.map((d) => [d.statut, d.id])).values()];
  const competence = all.find((d) => d.type === TypeDemandeLabellisation.VALIDATION_COMPETENCE);
  return [...new Set([...byStatut, ...(competence ? [competence.id] : [])])];
}

describe('the reserved areas open exactly when the server accepts their first call', () => {
  it.each([
    { route: '/app/labellisation', area: 'labellisation' as Area, method: 'GET' as const, url: '/labellisation/dashboard' },
    { route: '/app/labellisation/bureau', area: 'labellisationDesk' as Area, method: 'POST' as const, url: '/labellisation/bureau', payload: {} },
  ])('$route', async ({ route, area, method, url, payload }) => {
    expect(ROUTE_GUARDS[route]).toMatchObject({ kind: 'area', area });
    const rows: Row[] = [];
    for (const caller of callers) {
      const response = await send(caller, method, url, payload);
      rows.push({ login: caller.login, droitId: caller.droitId, at: url, opens: opens(caller, area), status: response.statusCode });
    }
    expectEqual(rows, written);
    expect(rows.filter((r) => !written(r.status)).map((r) => r.status)).toEqual(rows.filter((r) => !written(r.status)).map(() => 403));
  });
});

describe('the read-only screens: the server answers their read, 403 and 404 sending home', () => {
  it('a request, a provider file and an expert page are read or refused, never anything else', async () => {
    expect(['/app/labellisation/bureau/demande/$demandeId', '/app/labellisation/prestataire/$prestataireId', '/app/labellisation/expert/$expertId'].map((id) => ROUTE_GUARDS[id]?.kind)).toEqual(['serverRead', 'serverRead', 'serverRead']);
    const unknown = 999_999;
    const urls = [
      ...[...(await sampleDemandes()), unknown].map((id) => `/labellisation/demandes/${id}`),
      ...[...(await demoProviders()), unknown].map((id) => `/labellisation/prestataires/${id}`),
      `/labellisation/experts/${expert().session.user!.id}`,
    ];
    const statuses = new Set<number>();
    for (const caller of callers) {
      for (const url of urls) statuses.add((await send(caller, 'GET', url)).statusCode);
    }
    expect([...statuses].sort()).toEqual([200, 403, 404]);
  }, 120_000);
});

describe('drc-response and complete-request open exactly when the server accepts their first write', () => {
  it('drc-response/{demandeId}: opens when the DRC answer is taken (POST drc-answer)', async () => {
    expect(ROUTE_GUARDS['/app/labellisation/drc-response/$demandeId']).toMatchObject({ kind: 'machine', machine: 'labellisationRequest' });
    // Two requests in examination are put in DRC by the administration: the first answer takes each back to examination.
    const examined = await t.database.db.select({ id: demandesLabellisation.id }).from(demandesLabellisation).where(eq(demandesLabellisation.statut, StatutDemandeLabellisation.EN_EXAMEN));
    for (const { id } of examined.slice(0, 2)) expect((await send(manager(), 'POST', `/labellisation/demandes/${id}/drc`, { texte: 'Précisez vos références.' })).statusCode).toBe(200);
    const sample = [...new Set([...examined.slice(0, 2).map((d) => d.id), ...(await sampleDemandes())])];
    const rows: Row[] = [];
    for (const id of sample) {
      for (const caller of callers) {
        const demande = await read<DemandeDetail>(caller, `/labellisation/demandes/${id}`);
        const open = opens(caller, 'labellisation', 'provider') && demande !== null && drcResponseVerdict(callerOf(caller), demande) === 'open';
        const response = await send(caller, 'POST', `/labellisation/demandes/${id}/drc-answer`, { texte: 'Voici nos références.' });
        rows.push({ login: caller.login, droitId: caller.droitId, at: `demande ${id}`, opens: open, status: response.statusCode });
      }
    }
    expectEqual(rows, written);
  }, 120_000);

  it('complete-request/{demandeId}: opens when the completion saves its first step (POST completion/contact)', async () => {
    expect(ROUTE_GUARDS['/app/labellisation/complete-request/$demandeId']).toMatchObject({ kind: 'machine', machine: 'labellisationRequest' });
    const sample = await sampleDemandes();
    const rows: Row[] = [];
    for (const id of sample) {
      // The contact it already names: the save changes nothing but its version.
      const [{ contactAssigneId }] = (await t.database.db.select({ contactAssigneId: demandesLabellisation.contactAssigneId }).from(demandesLabellisation).where(eq(demandesLabellisation.id, id))) as [{ contactAssigneId: number }];
      for (const caller of callers) {
        const demande = await read<DemandeDetail>(caller, `/labellisation/demandes/${id}`);
        const open = opens(caller, 'labellisation', 'provider') && demande !== null && completionScreenVerdict(callerOf(caller), demande) === 'open';
        const response = await send(caller, 'POST', `/labellisation/demandes/${id}/completion/contact`, { contactId: contactAssigneId });
        rows.push({ login: caller.login, droitId: caller.droitId, at: `demande ${id}`, opens: open, status: response.statusCode });
      }
    }
    expectEqual(rows, written);
  }, 120_000);
});

describe("the expert's own wizards open exactly when the server takes their first write from the caller", () => {
  it.each([
    { action: 'create' as const, route: 'create-competence-request' },
    { action: 'submit' as const, route: 'competence-requests-submission' },
  ])('expert/{id}/$route', async ({ action, route }) => {
    expect(ROUTE_GUARDS[`/app/labellisation/expert/$expertId/${route}`]).toMatchObject({ kind: 'machine' });
    const expertId = expert().session.user!.id;
    // The expert's own page says which providers let them: the screen sends for one of those.
    const own = (await read<ExpertSummary>(expert(), `/labellisation/experts/${expertId}`))!;
    const provider = own.prestataires.find((p) => p.actions[action]) ?? own.prestataires[0]!;
    const payload =
      action === 'create'
        ? { prestataireId: provider.id, competenceIds: (await competencePayload(provider.id)).competenceIds, commentaire: 'Mes compétences.' }
        : { demandeIds: await expertRequestAt(provider.id, expertId) };
    const url = action === 'create' ? `/labellisation/experts/${expertId}/demandes` : `/labellisation/experts/${expertId}/soumissions/verification`;
    const rows: Row[] = [];
    for (const caller of callers) {
      const summary = opens(caller, 'labellisation') ? await read<ExpertSummary>(caller, `/labellisation/experts/${expertId}`) : null;
      const open = summary !== null && expertScreenOpens(action, callerOf(caller), expertId, summary.prestataires.map((p) => p.id));
      const response = await send(caller, 'POST', url, payload);
      rows.push({ login: caller.login, droitId: caller.droitId, at: url, opens: open, status: response.statusCode });
    }
    expectEqual(rows, action === 'create' ? pastTheGuard : written);
  }, 120_000);
});

describe("the provider's wizards open exactly when the server takes their first write from the caller", () => {
  /** Each wizard's first write, with a payload the screen would send for that provider. */
  const WIZARDS: Array<{ screen: ProviderScreen; route: string; write: (providerId: number) => Promise<{ url: string; payload: object }>; accepted: (status: number) => boolean }> = [
    {
      screen: 'createRecognition',
      route: 'create-recognition-request',
      write: async (id) => ({ url: `/labellisation/prestataires/${id}/demandes`, payload: { type: TypeDemandeLabellisation.ACCES_SYSTEME, commentaire: 'Accès au dispositif.' } }),
      accepted: written,
    },
    { screen: 'submitRecognition', route: 'recognition-requests-submission', write: async (id) => ({ url: `/labellisation/prestataires/${id}/soumissions/verification`, payload: { demandeIds: await inIntroduction(id, 'recognition') } }), accepted: written },
    {
      screen: 'createCompetence',
      route: 'create-competence-request',
      write: async (id) => ({ url: `/labellisation/prestataires/${id}/demandes-competences`, payload: await competencePayload(id) }),
      accepted: pastTheGuard,
    },
    {
      screen: 'submitCompetence',
      route: 'competence-requests-submission',
      write: async (id) => ({ url: `/labellisation/prestataires/${id}/soumissions-competences/verification`, payload: { demandeIds: await inIntroduction(id, 'competence') } }),
      accepted: written,
    },
  ];

  it.each(WIZARDS)('prestataire/{id}/$route', async ({ screen, route, write, accepted }) => {
    expect(ROUTE_GUARDS[`/app/labellisation/prestataire/$prestataireId/${route}`]).toMatchObject({ kind: 'machine' });
    const rows: Row[] = [];
    for (const providerId of await demoProviders()) {
      const { url, payload } = await write(providerId);
      for (const caller of callers) {
        const summary = opens(caller, 'labellisation', 'provider') ? await read(caller, `/labellisation/prestataires/${providerId}`) : null;
        const open = summary !== null && providerScreenOpens(screen, callerOf(caller), providerId);
        const response = await send(caller, 'POST', url, payload);
        rows.push({ login: caller.login, droitId: caller.droitId, at: url, opens: open, status: response.statusCode });
      }
    }
    expectEqual(rows, accepted);
  }, 120_000);
});

/** One of a provider's requests in introduction of a family (what its submission screen lists), or none. */
async function inIntroduction(providerId: number, family: 'recognition' | 'competence', expertId?: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: demandesLabellisation.id })
    .from(demandesLabellisation)
    .where(
      and(
        eq(demandesLabellisation.organisationId, providerId),
        eq(demandesLabellisation.statut, StatutDemandeLabellisation.EN_INTRODUCTION),
        family === 'competence' ? eq(demandesLabellisation.type, TypeDemandeLabellisation.VALIDATION_COMPETENCE) : ne(demandesLabellisation.type, TypeDemandeLabellisation.VALIDATION_COMPETENCE),
        expertId === undefined ? undefined : eq(demandesLabellisation.expertId, expertId),
      ),
    );
  return rows.slice(0, 1).map((r) => r.id);
}

/**
 * One of the expert's competence validations in introduction at the provider, stored as its creation stores it
 * when there is none (the demo's practice holds no recognition its competences could be asked on).
 */
async function expertRequestAt(providerId: number, expertId: number): Promise<number[]> {
  const found = await inIntroduction(providerId, 'competence', expertId);
  if (found.length > 0) return found;
  const values = { type: TypeDemandeLabellisation.VALIDATION_COMPETENCE, thematiqueId: null, typeRenouvellement: null, labelId: null, commentaire: 'Mes compétences.', expertId };
  const created = await t.database.db.transaction((tx) => insertDemande(tx, callerOf(expert()), providerId, values, new Date()));
  return [created.id];
}

/** What the provider's creation screen offers: its experts and the competences its recognitions cover. */
async function providerOptions(providerId: number) {
  const asker = callers.find((c) => c.droitId === Droit.Prestataire && c.session.linkedOrganisations.some((l) => l.id === providerId)) ?? authority();
  const experts = (await read<Array<{ id: number }>>(asker, `/labellisation/prestataires/${providerId}/experts`)) ?? [];
  const options = (await read<Array<{ id: number; couverte: boolean }>>(asker, `/labellisation/prestataires/${providerId}/competences`)) ?? [];
  return { expertIds: experts.map((e) => e.id), competenceIds: options.filter((o) => o.couverte).map((o) => o.id) };
}

/** A competence validation the provider may ask for: one of its experts, one competence its recognitions cover. */
async function competencePayload(providerId: number) {
  const { expertIds, competenceIds } = await providerOptions(providerId);
  return { expertId: expertIds[0] ?? expert().session.user!.id, competenceIds: [competenceIds[0] ?? 1], commentaire: 'Compétences de notre expert.' };
}
