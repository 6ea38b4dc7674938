import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../server/db/schema/index';
import { Droit } from '../../domain/droits';
import { SousTypeOrganisation as ST } from '../../domain/organisation-types';
import { createTestApp, type TestApp } from '../support/test-app';
import { createOutsiderProvider, demoParties, type DemoParties } from '../support/dossiers';
import { get, wizardReferences, type WizardReferences } from '../support/wizard';

let t: TestApp;
let p: DemoParties;
let r: WizardReferences;
let outsider: { organisationId: number };
const as: Record<'presta' | 'benef' | 'gestion', string> = { presta: '', benef: '', gestion: '' };
beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
  r = await wizardReferences(t);
  outsider = await createOutsiderProvider(t, 'organisations.outsider');
  as.presta = (await t.login('demo.presta', Droit.Prestataire)).authorization;
  as.benef = (await t.login('demo.benef')).authorization;
  as.gestion = (await t.login('demo.gestionnaire')).authorization;
});
afterAll(() => t.close());

const ids = (organisations: Array<{ id: number }>) => organisations.map((o) => o.id);
const beneficiaires = (authorization: string, query: string) => get(t, authorization, `/api/organisations/get-available-beneficiaires?${query}`);

describe('GET /api/organisations/get-available-beneficiaires', () => {
  it('finds a beneficiary for a provider by its company number, national register number or identity document', async () => {
    expect((await beneficiaires(as.presta, 'sousTypeOrganisationId=1')).json().result).toEqual([]);
    const company = (await beneficiaires(as.presta, 'sousTypeOrganisationId=1&typeRecherche=bce&recherche=0123 456 749')).json().result;
    expect(company).toEqual([
      expect.objectContaining({
        id: p.entreprise,
        nom: 'Menuiserie Dupont SRL',
        NumeroBCE: '0123456749',
        unitesEtablissement: [expect.objectContaining({ id: await r.unitOf(p.entreprise), localite: 'Liège' })],
        contacts: [{ id: p.benef, Prenom: 'Marc', Nom: 'Dupont', TypeContactId: 1 }],
      }),
    ]);
    // The number of another kind of beneficiary finds nothing of this kind.
    expect((await beneficiaires(as.presta, 'sousTypeOrganisationId=5&typeRecherche=bce&recherche=0123456749')).json().result).toEqual([]);
    const holder = (await beneficiaires(as.presta, 'sousTypeOrganisationId=2&typeRecherche=registreNational&recherche=85.07.30-033.28')).json().result;
    expect(ids(holder)).toEqual([p.porteurProjet]);
    await t.database.db.update(contacts).set({ numeroDocumentIdentite: '592-1234567-89' }).where(eq(contacts.id, p.benef));
    const byDocument = (await beneficiaires(as.presta, 'sousTypeOrganisationId=2&typeRecherche=documentIdentite&recherche=592123456789')).json().result;
    expect(ids(byDocument)).toEqual([p.porteurProjet]);
    const foreign = (await beneficiaires(as.presta, 'sousTypeOrganisationId=3&typeRecherche=identification&recherche=fr40303265045')).json().result;
    expect(ids(foreign)).toEqual([p.etrangere]);
  });

  it('gives a beneficiary the organisations of that kind it files for, and refuses bad numbers', async () => {
    expect(ids((await beneficiaires(as.benef, `sousTypeOrganisationId=${ST.ENTREPRISE}`)).json().result)).toEqual([p.entreprise]);
    // An Information contact does not file for the public authority.
    expect((await beneficiaires(as.benef, `sousTypeOrganisationId=${ST.POUVOIR_PUBLIC}`)).json().result).toEqual([]);
    const bad = await beneficiaires(as.presta, 'sousTypeOrganisationId=1&typeRecherche=bce&recherche=0123456748');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('recherche');
    expect((await beneficiaires(as.gestion, 'sousTypeOrganisationId=1')).statusCode).toBe(403);
  });
});

describe('eligibility look-ups', () => {
  it('says whether an organisation may be the beneficiary, with an establishment unit or not, and why not', async () => {
    const eligible = (id: number, adresse = '') => get(t, as.presta, `/api/organisations/is-beneficiaire-eligible/${id}${adresse}`);
    expect((await eligible(p.entreprise)).json().result).toEqual({ eligible: true, motifs: [] });
    expect((await eligible(p.entreprise, `/${await r.unitOf(p.entreprise)}`)).json().result.eligible).toBe(true);
    expect((await eligible(p.entreprise, `/${await r.unitOf(p.etrangere)}`)).json().result).toEqual({
      eligible: false,
      motifs: ["Cette adresse n'est pas une unité d'établissement active de l'organisation."],
    });
    expect((await eligible(p.porteurProjet)).json().result.motifs).toEqual(["L'organisation n'a aucun contact Autorité validé."]);
    expect((await eligible(2_147_483_647)).statusCode).toBe(404);
    expect((await eligible(p.entreprise, '/abc')).statusCode).toBe(404);
  });

  it('says whether a provider may take dossiers', async () => {
    expect((await get(t, as.benef, `/api/organisations/is-prestataire-eligible/${p.prestataire}`)).json().result).toEqual({ eligible: true, motifs: [] });
    const other = (await get(t, as.benef, `/api/organisations/is-prestataire-eligible/${outsider.organisationId}`)).json().result;
    expect(other.eligible).toBe(false);
    expect(other.motifs).toContain("L'organisation n'a aucun contact Référence validé.");
  });

  it('answers only about an organisation the caller may pick in its wizard, 404 for any other id', async () => {
    const status = async (authorization: string, path: string) => (await get(t, authorization, `/api/organisations/${path}`)).statusCode;
    // A provider names any beneficiary its search identifies, never a provider organisation.
    expect(await status(as.presta, `is-beneficiaire-eligible/${p.grandeEntreprise}`)).toBe(200);
    expect(await status(as.presta, `is-beneficiaire-eligible/${p.prestataire}`)).toBe(404);
    expect(await status(as.presta, `is-beneficiaire-eligible/${p.prestataire}/${await r.unitOf(p.entreprise)}`)).toBe(404);
    // A beneficiary names only the organisations it files for (an Information contact does not file).
    expect(await status(as.benef, `is-beneficiaire-eligible/${p.entreprise}`)).toBe(200);
    expect(await status(as.benef, `is-beneficiaire-eligible/${p.grandeEntreprise}`)).toBe(404);
    expect(await status(as.benef, `is-beneficiaire-eligible/${p.pouvoirPublic}`)).toBe(404);
    // A provider takes a dossier for one of its own provider organisations; a beneficiary picks a provider of the platform.
    expect(await status(as.presta, `is-prestataire-eligible/${p.prestataire}`)).toBe(200);
    expect(await status(as.presta, `is-prestataire-eligible/${outsider.organisationId}`)).toBe(404);
    expect(await status(as.benef, `is-prestataire-eligible/${p.entreprise}`)).toBe(404);
    expect(await status(as.benef, `is-prestataire-eligible/2147483647`)).toBe(404);
  });
});

describe('GET /api/organisations/searchBCE and /api/services/bce-lookup/{bce}', () => {
  const search = (query: string) => get(t, as.presta, `/api/organisations/searchBCE?${query}`);

  it("finds the platform's organisation, or else the company register's data", async () => {
    const known = (await search('bce=0123.456.749&roleCode=beneficiaire')).json().result;
    expect(ids(known.organisations)).toEqual([p.entreprise]);
    expect(known.registre).toBeNull();
    const unknown = (await search('bce=0442796189&roleCode=beneficiaire')).json().result;
    expect(unknown.organisations).toEqual([]);
    expect(unknown.registre).toMatchObject({ numeroBce: '0442796189', denomination: 'Boulangerie Lemaire SRL', codesNace: ['10.711', '47.240'] });
    expect(unknown.registre.unitesEtablissement).toHaveLength(2);
    expect((await search('bce=0442796189&roleCode=beneficiaire&restrictPlatform=1')).json().result).toEqual({ organisations: [], registre: null });
    expect(ids((await search('bce=0456789034&roleCode=prestataire')).json().result.organisations)).toEqual([p.prestataire]);
    expect(ids((await search('bce=FR40303265045&roleCode=beneficiaire&foreigner=1')).json().result.organisations)).toEqual([p.etrangere]);
  });

  it('refuses a company number whose check digits are wrong, unless it is a foreign identification', async () => {
    const response = await search('bce=0442796188&roleCode=beneficiaire');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'bce', message: expect.stringMatching(/^Numéro d'entreprise invalide/) }]);
  });

  it('reads the embedded register: 200 with the company, 404 for an unknown number, 400 for an invalid one', async () => {
    const found = await get(t, as.benef, '/api/services/bce-lookup/0891.234.515');
    expect(found.statusCode).toBe(200);
    expect(found.json().result).toMatchObject({ denomination: 'DigiWal SRL', formeJuridique: 'SRL', siegeSocial: { localite: 'Namur' } });
    expect((await get(t, as.benef, '/api/services/bce-lookup/0501234533')).statusCode).toBe(404);
    expect((await get(t, as.benef, '/api/services/bce-lookup/0501234534')).statusCode).toBe(400);
    expect((await get(t, as.gestion, '/api/services/bce-lookup/0891234515')).statusCode).toBe(403);
  });
});
