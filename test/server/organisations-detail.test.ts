import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TypeContact } from '../../domain/contact-types';
import { Droit } from '../../domain/droits';
import { SourceAdresse } from '../../domain/organisation-types';
import { createOutsiderProvider, demoParties, type DemoParties } from '../support/dossiers';
import { createTestApp, type TestApp } from '../support/test-app';

/** GET /api/organisations/{id}: who may read an organisation, and what it carries. */

let t: TestApp;
let p: DemoParties;
const WITH = '?with[]=sous_type&with[]=type_pme&with[]=nace&with[]=x_contacts&with[]=x_adresses&with[]=forme_juridique';

beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
});
afterAll(() => t.close());

const get = async (login: string, droitId: number, url: string) =>
  t.app.inject({ url, headers: { authorization: (await t.login(login, droitId)).authorization } });

describe('GET /api/organisations/{id}', () => {
  it("gives its own provider's Authority the organisation, its links, addresses and every action of the matrix", async () => {
    const response = await get('demo.presta', Droit.Prestataire, `/api/organisations/${p.prestataire}${WITH}`);
    expect(response.statusCode, response.body).toBe(200);
    const o = response.json().result;
    expect(o).toMatchObject({ id: p.prestataire, NomLong: 'Conseil & Transition SRL', version: expect.any(Number) });
    const presta = o.x_contacts.find((l: { contact: { id: number } }) => l.contact.id === p.presta);
    expect(presta).toMatchObject({ id: expect.any(Number), TypeContactId: TypeContact.AUTORITE, validation_status: 1, contact: { Email: 'demo.presta@demo.example' } });
    expect(o.x_adresses.length).toBeGreaterThan(0);
    expect(Object.values(SourceAdresse)).toContain(o.x_adresses[0].source);
    expect(o.actions).toEqual(expect.arrayContaining(['VIEW_ORGANISATION', 'EDIT_ORGANISATION', 'MANAGE_ADDRESS']));
  });

  it('gives an Information contact the view without the Authority-only actions', async () => {
    const o = (await get('demo.information', Droit.Prestataire, `/api/organisations/${p.prestataire}`)).json().result;
    expect(o.actions).toContain('VIEW_ORGANISATION');
    expect(o.actions).not.toContain('EDIT_ORGANISATION');
    expect(o.x_contacts).toBeUndefined();
  });

  it('lets a provider read the beneficiaries of its dossiers, and nobody an organisation it has no tie to (404)', async () => {
    const own = await get('demo.reference', Droit.Prestataire, `/api/organisations/${p.entreprise}?with[]=x_contacts`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().result.actions).toEqual([]);
    await createOutsiderProvider(t, 'org.outsider');
    const outsider = await get('org.outsider', Droit.Prestataire, `/api/organisations/${p.entreprise}`);
    expect(outsider.statusCode).toBe(404);
    const unknown = await get('demo.presta', Droit.Prestataire, '/api/organisations/999999');
    expect(unknown.statusCode).toBe(404);
  });

  it('marks the register fields of a Belgian company, and none of a foreign one', async () => {
    const belgian = (await get('demo.gestionnaire', Droit.Gestionnaire, `/api/organisations/${p.entreprise}`)).json().result;
    expect(belgian.registerFields).toEqual(['NomLong', 'FormeJuridique', 'NumeroBce', 'CodesNace']);
    const foreign = (await get('demo.gestionnaire', Droit.Gestionnaire, `/api/organisations/${p.etrangere}`)).json().result;
    expect(foreign.registerFields).toEqual([]);
  });
});
