import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, notInArray } from 'drizzle-orm';
import { SousTypeOrganisation, TypeOrganisation } from '../../domain/organisation-types';
import { porteurProjetPayload } from '../../domain/schemas/organisation-add';
import { ORGANISATION_WITH } from '../../domain/wire/organisation-with';
import type { Area } from '../../machines/access/areaAccess';
import { linksEditOrganisation } from '../../machines/contactLink.state';
import { organisationWizardOpens } from '../../machines/organisationWizard.state';
import { sessionMachine } from '../../machines/session.machine';
import { opensArea } from '../../machines/session.state';
import { ADRESSES, CONTACTS, PMES } from '../../model-tests/organisationWizard.model';
import { contacts, organisations } from '../../server/db/schema/index';
import { sessionCaller } from '../../src/session/caller';
import { organisationPayload } from '../../src/screens/organisation-wizard/payload';
import { ROUTE_GUARDS } from '../support/route-guard-table';
import { createTestApp, type TestApp } from '../support/test-app';
import { demoCallers, type Caller } from '../support/demo-callers';

/**
 * The organisations', contacts' and profile's routes (issue 27, item 2): for every demo login under every right,
 * each route opens exactly when the server accepts the screen's first write, or for a reading screen its first read.
 */

let t: TestApp;
let callers: Caller[];
/** The organisations the demo callers are linked to, and two they are not: a sample, not the whole seed. */
let sample: Array<{ id: number; type: number }>;

beforeAll(async () => {
  t = await createTestApp();
  callers = await demoCallers(t);
  const linked = [...new Set(callers.flatMap((c) => c.session.linkedOrganisations.map((l) => l.id)))];
  const db = t.database.db;
  const columns = { id: organisations.id, type: organisations.typeOrganisationId };
  const outside = [TypeOrganisation.BENEFICIAIRE, TypeOrganisation.PRESTATAIRE].map((type) =>
    db.select(columns).from(organisations).where(notInArray(organisations.id, linked)).limit(10).then((rows) => rows.find((r) => r.type === type)),
  );
  sample = [...(await db.select(columns).from(organisations).where(inArray(organisations.id, linked))), ...(await Promise.all(outside)).filter((r) => r !== undefined)];
}, 180_000);
afterAll(() => t.close());

const accepted = (statusCode: number) => statusCode >= 200 && statusCode < 300;
/** What the routes' loaders turn into "home, told why" (src/api/errors.ts isRefusal). */
const REFUSALS = [403, 404];

const call = (caller: Caller, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { authorization: caller.authorization }, ...(payload && { payload }) });

/** The rows where the route and the server disagree; and that both answers occur, so that equality says something. */
function expectSameAnswers(rows: Array<{ opens: boolean; accepted: boolean }>, { bothOccur = true } = {}) {
  expect(rows.filter((r) => r.opens !== r.accepted)).toEqual([]);
  if (bothOccur) expect(rows.some((r) => r.opens) && rows.some((r) => !r.opens)).toBe(true);
}

/** The session machine as the browser holds it for this caller, signed in (what requireArea asks). */
const sessionOf = (caller: Caller) => sessionMachine.resolveState({ value: { connected: 'idle' }, context: { ...caller.session, error: null, maintenance: false } });

const AREA = { [TypeOrganisation.PRESTATAIRE]: 'prestataire' } as Record<number, string>;
const areaOf = (type: number) => AREA[type] ?? 'beneficiaire';

describe('an organisation read: its loader asks only the server', () => {
  it('opens when GET /organisations/{id} answers, refused with a reason otherwise; each tab then reads what it shows', async () => {
    const reading = Object.entries(ROUTE_GUARDS).filter(([id, e]) => /^\/app\/(beneficiaire|prestataire)\/\$orgaId/.test(id) && e.kind === 'serverRead');
    expect(reading.length).toBe(11);
    const rows = [];
    for (const caller of callers) {
      for (const { id, type } of sample) {
        const read = await call(caller, 'GET', `/organisations/${id}?${ORGANISATION_WITH.map((w) => `with[]=${w}`).join('&')}`);
        const opens = read.statusCode === 200;
        if (!opens) expect(REFUSALS, `${caller.login} ${id}`).toContain(read.statusCode);
        // The dossiers tab's own read: the organisation's dossiers among those the caller may see.
        const dossiers = opens ? await call(caller, 'POST', '/dossiers', { organisationId: id, page: 1, perPage: 10 }) : null;
        rows.push({ login: caller.login, droitId: caller.droitId, id, area: areaOf(type), opens, accepted: opens && accepted(dossiers!.statusCode) });
      }
    }
    expectSameAnswers(rows);
    // Both areas are read, by someone, and refused to someone.
    for (const area of ['beneficiaire', 'prestataire']) expect(new Set(rows.filter((r) => r.area === area).map((r) => r.opens))).toEqual(new Set([true, false]));
  }, 120_000);
});

/** POST /organisations/{id}/update as the edit form sends it: every stored field back, at the stored version. */
async function updatePayload(id: number) {
  const [o] = await t.database.db.select().from(organisations).where(eq(organisations.id, id));
  const text = (value: string | null) => value ?? '';
  return {
    version: o!.version,
    NomLong: o!.nomLong,
    NomCourt: text(o!.nomCourt),
    FormeJuridique: text(o!.formeJuridique),
    NumeroBce: text(o!.numeroBce),
    // The form requires a code; an organisation seeded without one gets a valid one.
    CodesNace: o!.codesNace.length > 0 ? o!.codesNace : ['62.010'],
    TypePme: o!.typePme ?? '',
    PmeDateCreation: text(o!.pmeDateCreation),
    PmeChiffreAffaire: text(o!.pmeChiffreAffaire),
    PmeNombreEmploye: text(o!.pmeNombreEmploye),
    FinaliteProjet: text(o!.finaliteProjet),
    Remarques: text(o!.remarques),
    IBAN: text(o!.iban),
    TitulaireIBAN: text(o!.titulaireIban),
    PaysIBAN: text(o!.paysIban),
    DescriptionIBAN: text(o!.descriptionIban),
  };
}

async function commercialPayload(id: number) {
  const [o] = await t.database.db.select({ version: organisations.version }).from(organisations).where(eq(organisations.id, id));
  return { version: o!.version, DenominationCommercialeLongue: '', SiteWeb: '', ProfilLinkedIn: '', MailContact: '', ContactsCommerciaux: [], AdresseCommerciale: null };
}

const EDITS = [
  { screen: 'modification', url: (id: number) => `/organisations/${id}/update`, payload: updatePayload, areas: ['beneficiaire', 'prestataire'] },
  { screen: 'commercial/modification', url: (id: number) => `/organisations/${id}/info-commerciales/update`, payload: commercialPayload, areas: ['prestataire'] },
];

describe("an organisation's editing screens ask the contact-link chart", () => {
  it.each(EDITS)('{orgaId}/$screen opens when the server accepts its save', async ({ screen, url, payload, areas }) => {
    for (const area of areas) expect(ROUTE_GUARDS[`/app/${area}/$orgaId/${screen}`]).toMatchObject({ kind: 'machine', machine: 'contactLink' });
    const rows = [];
    for (const caller of callers) {
      for (const { id } of sample.filter((o) => areas.includes(areaOf(o.type)))) {
        const opens = linksEditOrganisation(caller.session, id);
        const write = await call(caller, 'POST', url(id), await payload(id));
        if (!accepted(write.statusCode)) expect([403, 404], `${caller.login} ${id}: ${write.body}`).toContain(write.statusCode);
        rows.push({ login: caller.login, droitId: caller.droitId, id, opens, accepted: accepted(write.statusCode) });
      }
    }
    expectSameAnswers(rows);
  }, 120_000);
});

describe('the beneficiary creation screens ask the organisation wizard', () => {
  let created = 0;
  /** A new foreign company each time, so that no creation is refused as one that exists already. */
  const wizardPayload = () => {
    created += 1;
    const identite = { sousTypeId: SousTypeOrganisation.ENTREPRISE_ETRANGERE, numeroIdentification: `FR${String(90000000000 + created)}`, nomLong: `Garde ${created} SAS` };
    return organisationPayload({ identite, pme: PMES.valid, contacts: CONTACTS.both, adresses: ADRESSES.both, organisationId: null, refusal: null });
  };
  /** A new project holder: a national register number with its check digits, born before 2000. */
  const porteurPayload = () => {
    created += 1;
    const base = `850101${String(created).padStart(3, '0')}`;
    const numeroRegistreNational = `${base}${String(97 - (Number(base) % 97)).padStart(2, '0')}`;
    const adresse = ADRESSES.both[0]!;
    return porteurProjetPayload({ numeroRegistreNational, Prenom: 'Anne', Nom: `Garde ${created}`, Email: `garde.${created}@exemple.be`, Telephone: '', adresse });
  };

  it.each([
    { path: 'add', payload: wizardPayload },
    { path: 'porteurProjetAdd', payload: porteurPayload },
  ])('/beneficiaire/$path opens when POST /organisations/add creates the organisation', async ({ path, payload }) => {
    expect(ROUTE_GUARDS[`/app/beneficiaire/${path}`]).toMatchObject({ kind: 'machine', machine: 'organisationWizard' });
    const rows = [];
    for (const caller of callers) {
      const creator = sessionCaller(caller.session);
      const opens = creator !== null && organisationWizardOpens(creator);
      const write = await call(caller, 'POST', '/organisations/add', payload());
      if (!accepted(write.statusCode)) expect(write.statusCode, `${caller.login}: ${write.body}`).toBe(403);
      rows.push({ login: caller.login, droitId: caller.droitId, opens, accepted: accepted(write.statusCode) });
    }
    expectSameAnswers(rows);
  }, 120_000);
});

/**
 * `sameAnswer`: the route opens exactly when its first read answers. The labellisations tab's read is the labelling
 * dashboard, which every right reads (the desk's own); the tab is provider-only (spec section 6), so there the
 * route only never opens onto a refused read.
 */
const AREAS: Array<{ route: string; area: Area; sameAnswer: boolean; firstCall: (caller: Caller) => ReturnType<typeof call> }> = [
  { route: '/app/beneficiaire/', area: 'provider', sameAnswer: true, firstCall: (c) => call(c, 'POST', '/organisations', {}) },
  { route: '/app/profile/labellisations', area: 'provider', sameAnswer: false, firstCall: (c) => call(c, 'GET', '/labellisation/dashboard') },
];

describe('the provider-only pages ask the session chart', () => {
  it.each(AREAS)('$route opens when its first read answers', async ({ route, area, sameAnswer, firstCall }) => {
    expect(ROUTE_GUARDS[route]).toMatchObject({ kind: 'area', area });
    const rows = [];
    for (const caller of callers) {
      const response = await firstCall(caller);
      rows.push({ login: caller.login, droitId: caller.droitId, opens: opensArea(sessionOf(caller), area), accepted: accepted(response.statusCode), status: response.statusCode });
    }
    if (sameAnswer) expectSameAnswers(rows);
    else {
      expect(rows.filter((r) => r.opens && !r.accepted)).toEqual([]);
      expect(rows.some((r) => r.opens) && rows.some((r) => !r.opens)).toBe(true);
    }
  }, 60_000);
});

describe("a contact and one's own profile: the server's read is the guard", () => {
  it('/contact/{contactId} opens when GET /contacts/{id} answers; any other answer is a refusal said in words', async () => {
    expect(ROUTE_GUARDS['/app/contact/$contactId']).toMatchObject({ kind: 'serverRead' });
    const own = callers.map((c) => c.session.user!.id);
    const others = await t.database.db.select({ id: contacts.id }).from(contacts).where(notInArray(contacts.id, own)).limit(3);
    const ids = [...new Set([...own, ...others.map((o) => o.id)])];
    const rows = [];
    for (const caller of callers) {
      for (const id of ids) {
        const read = await call(caller, 'GET', `/contacts/${id}?with[]=adresse&with[]=pays&with[]=x_organisations`);
        if (read.statusCode !== 200) expect(REFUSALS, `${caller.login} ${id}`).toContain(read.statusCode);
        rows.push({ opens: read.statusCode === 200, accepted: read.statusCode === 200, own: id === caller.session.user!.id });
      }
    }
    // Everyone reads themselves; someone is refused someone else.
    expect(rows.filter((r) => r.own).every((r) => r.opens)).toBe(true);
    expect(rows.some((r) => !r.opens)).toBe(true);
  }, 60_000);

  it('/profile/infos, roles and organisations open to every signed-in caller, whose own reads all answer', async () => {
    for (const tab of ['infos', 'roles', 'organisations']) expect(ROUTE_GUARDS[`/app/profile/${tab}`]).toMatchObject({ kind: 'serverRead' });
    for (const caller of callers) {
      expect((await call(caller, 'GET', `/contacts/${caller.session.user!.id}?with[]=adresse&with[]=pays&with[]=x_organisations`)).statusCode, caller.login).toBe(200);
      expect((await call(caller, 'GET', '/auth/whoami')).statusCode, caller.login).toBe(200);
    }
  });
});
