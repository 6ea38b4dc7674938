import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'superstruct';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { listOrganisations } from '../../server/services/organisations/list';
import { OrganisationListFilter } from '../../domain/schemas/organisations';
import { Droit } from '../../domain/droits';
import { StatutDossier } from '../../domain/dossier-status';
import { TypeOrganisation } from '../../domain/organisation-types';
import { createContact, createOrganisation } from '../support/contacts';
import { createOutsiderProvider, insertDossier, post, type DemoParties } from '../support/dossiers';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';

/** POST /api/organisations: the provider area's beneficiary list, its scope, filters, search, sort and pages. */

let t: TestApp, p: DemoParties, presta: string;
beforeAll(async () => ({ t, p, presta } = await demoApp({ presta: ['demo.presta', Droit.Prestataire] })));
afterAll(() => t.close());

const list = async (body: object, authorization = presta) => {
  const response = await post(t, authorization, '/api/organisations', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as { items: Array<{ id: number; NomLong: string; localite: string | null }>; total: number };
};
const names = async (body: object, authorization?: string) => (await list(body, authorization)).items.map((o) => o.NomLong);

describe('the beneficiaries a provider sees', () => {
  it('are those of its dossiers, by name, with their head office locality', async () => {
    const page = await list({});
    expect(page.items.map((o) => o.id)).toEqual(expect.arrayContaining([p.entreprise, p.porteurProjet, p.etrangere, p.pouvoirPublic, p.grandeEntreprise]));
    expect(page.items.every((o, i, all) => i === 0 || all[i - 1]!.NomLong.localeCompare(o.NomLong, 'fr') <= 0)).toBe(true);
    expect(page.items.find((o) => o.id === p.entreprise)?.localite).toBe('Liège');
    expect(page.items.map((o) => o.NomLong)).not.toContain('Conseil & Transition SRL');
  });

  it("are none of another provider's, until it has a dossier with one of them; and those it is linked to", async () => {
    const other = await createOutsiderProvider(t, 'liste.autre');
    const authorization = (await t.login('liste.autre', Droit.Prestataire)).authorization;
    expect(await list({}, authorization)).toMatchObject({ items: [], total: 0 });
    await insertDossier(t, { statut: StatutDossier.DOSSIER_EXAMEN, beneficiaireId: p.pouvoirPublic, prestataireId: other.organisationId });
    expect(await names({}, authorization)).toEqual(['Commune de Gembloux']);
    const own = await createOrganisation(t, 'Atelier Lié SRL', TypeOrganisation.BENEFICIAIRE);
    await createContact(t, 'liste.lie', [Droit.Prestataire], [
      { organisationId: other.organisationId, typeOrganisationId: TypeOrganisation.PRESTATAIRE, typeContactId: 3 },
      { organisationId: own, typeOrganisationId: TypeOrganisation.BENEFICIAIRE, typeContactId: 1 },
    ]);
    const linked = (await t.login('liste.lie', Droit.Prestataire)).authorization;
    expect(await names({}, linked)).toEqual(['Atelier Lié SRL', 'Commune de Gembloux']);
  });

  it('are refused to a beneficiary session (provider only) and to a provider contact linked to no provider', async () => {
    const benef = (await t.login('demo.benef', Droit.Beneficiaire)).authorization;
    expect((await post(t, benef, '/api/organisations', {})).statusCode).toBe(403);
    await createContact(t, 'liste.seul', [Droit.Prestataire]);
    const alone = (await t.login('liste.seul', Droit.Prestataire)).authorization;
    expect((await post(t, alone, '/api/organisations', {})).statusCode).toBe(403);
  });
});

describe('filters, search, sort and pages', () => {
  it.each([
    ['pme', ['Lumière Industrie SAS', 'Menuiserie Dupont SRL']],
    ['porteurProjet', ['Sophie Lambert (porteuse de projet)']],
    ['grandeEntreprise', ['Verrerie Wallonne SA']],
    ['pouvoirPublic', ['Commune de Gembloux']],
  ])('the %s filter narrows the list to its kind', async (categorie, expected) => {
    expect(await names({ categorie })).toEqual(expected);
  });

  it('finds a name fragment in any case, a company number typed with dots, a foreign identification number', async () => {
    expect(await names({ recherche: 'menuis' })).toEqual(['Menuiserie Dupont SRL']);
    expect(await names({ recherche: '0123.456' })).toEqual(['Menuiserie Dupont SRL']);
    expect(await names({ recherche: 'FR4030' })).toEqual(['Lumière Industrie SAS']);
    expect(await names({ recherche: '100%' })).toEqual([]);
  });

  it('sorts by name or company number either way and pages, the total counting every page', async () => {
    const all = await names({});
    expect(await names({ sort: { field: 'nom', direction: 'desc' } })).toEqual([...all].reverse());
    const first = await list({ perPage: 2 });
    const second = await list({ perPage: 2, page: 2 });
    expect(first.total).toBe(all.length);
    expect([...first.items, ...second.items].map((o) => o.NomLong)).toEqual(all.slice(0, 4));
    const byBce = await names({ sort: { field: 'numeroBce', direction: 'asc' }, categorie: 'pouvoirPublic' });
    expect(byBce).toEqual(['Commune de Gembloux']);
  });

  it('counts a bounded way past the page: "at least" then, exact near the end', async () => {
    const scope = { kind: 'all' as const };
    const ahead = await listOrganisations(t.database.db, scope, create({ perPage: 1 }, OrganisationListFilter), 2);
    expect(ahead).toMatchObject({ total: 2, totalExact: false });
    const exact = await listOrganisations(t.database.db, scope, create({ perPage: 1 }, OrganisationListFilter));
    expect(exact.totalExact).toBe(true);
    const last = await listOrganisations(t.database.db, scope, create({ perPage: 1, page: exact.total }, OrganisationListFilter), 2);
    expect(last).toMatchObject({ total: exact.total, totalExact: true });
  });

  it('refuses an unknown filter or a page size out of bounds, on the field', async () => {
    const response = await post(t, presta, '/api/organisations', { categorie: 'multinationale', perPage: 1000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('ValidationError');
  });
});

describe('POST /organisations/export', () => {
  const csvNames = (payload: Buffer) => (parse(payload.toString('utf8').slice(1), { delimiter: ';', from_line: 2 }) as string[][]).map((r) => r[0]);

  it('holds every beneficiary of the list the filters select, every page, as CSV and as XLSX', async () => {
    const response = await post(t, presta, '/api/organisations/export', {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="beneficiaires-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header] = parse(response.rawPayload.toString('utf8').slice(1), { delimiter: ';', to_line: 1 }) as string[][];
    expect(header).toEqual(['Nom', 'Type', 'Taille', "Numéro d'entreprise", "Numéro d'identification", 'Localité du siège social']);
    const all = (await list({ perPage: 100 })).items.map((o) => o.NomLong);
    expect(csvNames(response.rawPayload).sort()).toEqual([...all].sort());
    expect(csvNames((await post(t, presta, '/api/organisations/export', { categorie: 'pme' })).rawPayload).sort()).toEqual(['Lumière Industrie SAS', 'Menuiserie Dupont SRL']);

    const xlsx = await post(t, presta, '/api/organisations/export', { recherche: 'menuiserie', format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.getWorksheet('Bénéficiaires')!.getSheetValues().slice(2).map((row) => (row as unknown[]).slice(1));
    expect(rows).toEqual([['Menuiserie Dupont SRL', expect.any(String), expect.any(String), expect.stringMatching(/^\d{4}\.\d{3}\.\d{3}$/), undefined, 'Liège']]);
  });

  it('is refused where the list is', async () => {
    const benef = (await t.login('demo.benef', Droit.Beneficiaire)).authorization;
    expect((await post(t, benef, '/api/organisations/export', {})).statusCode).toBe(403);
    expect((await post(t, presta, '/api/organisations/export', { page: 2 })).statusCode).toBe(400);
  });
});
