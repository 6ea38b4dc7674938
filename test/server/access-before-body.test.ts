import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatutDossier } from '../../domain/dossier-status';
import { Droit } from '../../domain/droits';
import { createTestApp, type TestApp } from '../support/test-app';
import { createOutsiderProvider, demoParties, insertDossier, post, type DemoParties } from '../support/dossiers';

let t: TestApp;
let p: DemoParties;
let owner: string;
let outsider: string;
let dossierId: number;

beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
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
