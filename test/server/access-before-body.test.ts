import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { TypeContact } from '../../domain/contact-types';
import { StatutDossier } from '../../domain/dossier-status';
import { StatutDemandeLabellisation, TypeDemandeLabellisation } from '../../domain/labellisation';
import { demandesLabellisation, xContacts } from '../../server/db/schema/index';
import { Droit, type DroitId } from '../../domain/droits';
import { admittedDroits, admits } from '../../server/http/policy';
import { MULTIPART } from '../../server/http/route';
import { parse } from '../../server/http/validate';
import type { RouteTableEntry } from '../../server/plugins/context';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import { createOutsiderProvider, insertDossier, post, type DemoParties } from '../support/dossiers';

let t: TestApp;
let p: DemoParties;
let owner: string;
let outsider: string;
let dossierId: number;

beforeAll(async () => {
  ({ t, p } = await demoApp());
  await createOutsiderProvider(t, 'access.outsider');
  owner = (await t.login('demo.presta', Droit.Prestataire)).authorization;
  outsider = (await t.login('access.outsider', Droit.Prestataire)).authorization;
  dossierId = (await insertDossier(t, { statut: StatutDossier.DOSSIER_INTRODUCTION, beneficiaireId: p.entreprise, prestataireId: p.prestataire })).id;
});
afterAll(() => t.close());

/** Routes whose right the policy admits for any provider; only the dossier tells the owner from the outsider. */
const ROUTES = ['edit/prestation', 'edit/financier', 'cancel-introduced', 'validate'];
const BODIES: Array<[string, unknown]> = [
  ['no body', undefined],
  ['an empty body', {}],
  ['a body of the wrong shape', { version: 'x', justification: 42, titre: [] }],
];

describe('issue 30: the caller is judged before its body', () => {
  for (const path of ROUTES) {
    for (const [name, body] of BODIES) {
      it(`POST /dossiers/{id}/${path} with ${name}: 403 to a provider of another organisation`, async () => {
        const response = await post(t, outsider, `/api/dossiers/${dossierId}/${path}`, body);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('Forbidden');
      });
    }

    it(`POST /dossiers/{id}/${path} on a dossier that does not exist: 404 whatever the body`, async () => {
      expect((await post(t, outsider, `/api/dossiers/999999/${path}`, {})).statusCode).toBe(404);
    });

    // `validate` takes an optional version: an empty body is a valid one.
    it.skipIf(path === 'validate')(`POST /dossiers/{id}/${path} with an empty body: still 400 ValidationError to the dossier's own provider`, async () => {
      const response = await post(t, owner, `/api/dossiers/${dossierId}/${path}`, {});
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('ValidationError');
    });
  }
});

/**
 * The labellisation and contact-link routes, on records that exist: a provider of another organisation is refused
 * whatever it sends, the record's own caller with an empty body still learns what the body lacks.
 */
describe('issue 30: labellisation and contact-link routes judge the outsider before the body', () => {
  let demandeId: number;
  let presta: string;
  let expert: string;
  let linkId: number;
  beforeAll(async () => {
    presta = (await t.login('demo.presta', Droit.Prestataire)).authorization;
    expert = (await t.login('demo.expert', Droit.Prestataire)).authorization;
    [{ id: demandeId }] = await t.database.db
      .insert(demandesLabellisation)
      .values({ reference: 'LAB-ACCESS-1', organisationId: p.prestataire, type: TypeDemandeLabellisation.RECONNAISSANCE, statut: StatutDemandeLabellisation.EN_INTRODUCTION, contactAssigneId: p.presta })
      .returning({ id: demandesLabellisation.id }) as [{ id: number }];
    [{ id: linkId }] = await t.database.db
      .select({ id: xContacts.id })
      .from(xContacts)
      .where(and(eq(xContacts.contactId, p.reference), eq(xContacts.organisationId, p.prestataire))) as [{ id: number }];
  });

  /** Each route with the session its record belongs to (an Authority of the demo provider, or the expert themself). */
  const routes = (): Array<[string, () => string]> => [
    [`/api/labellisation/prestataires/${p.prestataire}/demandes`, () => presta],
    [`/api/labellisation/prestataires/${p.prestataire}/soumissions`, () => presta],
    [`/api/labellisation/prestataires/${p.prestataire}/demandes-competences`, () => presta],
    [`/api/labellisation/demandes/${demandeId}/cancel`, () => presta],
    [`/api/labellisation/demandes/${demandeId}/completion/contact`, () => presta],
    [`/api/labellisation/experts/${p.expert}/demandes`, () => expert],
    [`/api/contacts/${p.reference}/type/${TypeContact.REFERENCE}/organisation/${p.prestataire}/delete`, () => presta],
    [`/api/organisations/${p.prestataire}/contact/${linkId}/validate`, () => presta],
  ];

  it('answers 403 to a provider of another organisation, whatever the body', async () => {
    for (const [url] of routes()) {
      for (const [name, body] of BODIES) {
        const response = await post(t, outsider, url, body);
        expect(`${url} with ${name} → ${response.statusCode} ${response.json().code}`).toBe(`${url} with ${name} → 403 Forbidden`);
      }
    }
  });

  it("still answers 400 ValidationError to the record's own caller with an empty body", async () => {
    for (const [url, own] of routes()) {
      const response = await post(t, own(), url, {});
      expect(`${url} → ${response.statusCode} ${response.json().code}`).toBe(`${url} → 400 ValidationError`);
      expect(response.json().message).toBe('Certaines données sont invalides.');
    }
  });
});

/**
 * Every route that names a record in its address and reads a body, asked by a session its policy admits about a
 * record that does not exist: the record-level check answers (403 or 404) before the body is validated.
 */
describe('issue 30: on every route that names a record, the record is judged before the body', () => {
  const MISSING = '999999';
  /** One demo login per right, to call each route under a right its policy admits. */
  const LOGINS: Array<[DroitId, string]> = [
    [Droit.Gestionnaire, 'demo.gestionnaire'],
    [Droit.Prestataire, 'demo.presta'],
    [Droit.Beneficiaire, 'demo.benef'],
    [Droit.Emetteur, 'demo.emetteur'],
    [Droit.CentreReference, 'demo.centre.reference'],
    [Droit.CentreAvis, 'demo.centre.avis'],
  ];
  /** The routes with a body and a record in their address whose address parses with a missing record's id. */
  const judged = () =>
    t.app.routeTable.filter((entry) => entry.body && entry.body !== MULTIPART && /:[A-Za-z]+/.test(entry.url) && entry.policy.kind !== 'public' && addressOf(entry) !== null);
  const addressOf = (entry: RouteTableEntry) => {
    const params = Object.fromEntries([...entry.url.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name, MISSING]));
    try {
      if (entry.params) parse(entry.params, params);
      return entry.url.replace(/:[A-Za-z]+/g, MISSING);
    } catch {
      return null;
    }
  };

  it('answers 403 or 404, never 400, to an empty body about a record that does not exist', async () => {
    const sessions = new Map<DroitId, string>();
    for (const [droit, login] of LOGINS) sessions.set(droit, (await t.login(login, droit)).authorization);
    const answers = new Map<string, string>();
    for (const entry of judged()) {
      const admitted = admittedDroits(entry.policy);
      const droit = LOGINS.map(([d]) => d).find((d) => admitted === null || admits(admitted, d));
      if (droit === undefined) continue;
      const response = await t.app.inject({ method: entry.method as 'POST', url: addressOf(entry)!, headers: { authorization: sessions.get(droit)! }, payload: {} });
      answers.set(`${entry.method} ${entry.url}`, `${response.statusCode} ${response.json().code}`);
    }
    expect(answers.size).toBeGreaterThan(40);
    const bodyFirst = [...answers].filter(([, answer]) => !/^40[34] /.test(answer)).map(([name, answer]) => `${name} → ${answer}`);
    expect(bodyFirst).toEqual([]);
  });
});
