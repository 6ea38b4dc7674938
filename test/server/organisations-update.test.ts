import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, organisations } from '../../server/db/schema/index';
import { TypeContact } from '../../domain/contact-types';
import { Droit } from '../../domain/droits';
import { TypeOrganisation } from '../../domain/organisation-types';
import { REGISTER_FIELD_MESSAGE } from '../../domain/schemas/organisations';
import { createContact } from '../support/contacts';
import { demoParties, post, type DemoParties } from '../support/dossiers';
import { createTestApp, type TestApp } from '../support/test-app';

/** POST /api/organisations/{id}/update and /info-commerciales/update: who edits, what the register keeps, no lost update. */

let t: TestApp;
let p: DemoParties;
let presta: string;
let benef: string;

beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
  presta = (await t.login('demo.presta', Droit.Prestataire)).authorization;
  benef = (await t.login('demo.benef', Droit.Beneficiaire)).authorization;
});
afterAll(() => t.close());

const rowOf = async (id: number) => (await t.database.db.select().from(organisations).where(eq(organisations.id, id)))[0]!;

/** The form's payload for the organisation as stored: every field sent back, some of them changed. */
async function payloadOf(id: number, changes: object = {}) {
  const o = await rowOf(id);
  // The form sends an empty text for each optional field left blank.
  const optional = { NomCourt: o.nomCourt, FormeJuridique: o.formeJuridique, NumeroBce: o.numeroBce, TypePme: o.typePme, PmeDateCreation: o.pmeDateCreation, PmeChiffreAffaire: o.pmeChiffreAffaire, PmeNombreEmploye: o.pmeNombreEmploye, FinaliteProjet: o.finaliteProjet, Remarques: o.remarques, IBAN: o.iban, TitulaireIBAN: o.titulaireIban, PaysIBAN: o.paysIban, DescriptionIBAN: o.descriptionIban };
  return { version: o.version, NomLong: o.nomLong, CodesNace: o.codesNace, ...Object.fromEntries(Object.entries(optional).map(([field, value]) => [field, value ?? ''])), ...changes };
}

const fieldsOf = (body: string) => (JSON.parse(body) as { fields: Array<{ field: string; message: string }> }).fields;

describe('POST /api/organisations/{id}/update', () => {
  it("lets the organisation's Authority change its own data and moves the version on", async () => {
    const before = await rowOf(p.entreprise);
    const response = await post(t, benef, `/api/organisations/${p.entreprise}/update`, await payloadOf(p.entreprise, {
      NomCourt: '  Dupont  ',
      IBAN: 'be68 5390 0754 7034',
      TitulaireIBAN: 'Menuiserie Dupont SRL',
      PmeNombreEmploye: '12,5',
      PmeDateCreation: '2011-04-01',
      NumeroBce: '0123.456.749',
    }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({ NomCourt: 'Dupont', IBAN: 'BE68539007547034', version: before.version + 1 });
    expect(await rowOf(p.entreprise)).toMatchObject({ nomCourt: 'Dupont', pmeNombreEmploye: '12.50', pmeDateCreation: '2011-04-01', numeroBce: '0123456749' });
  });

  it('refuses a change to any register field on that field, "modifiable par le helpdesk uniquement", and changes nothing', async () => {
    const before = await rowOf(p.entreprise);
    const response = await post(t, benef, `/api/organisations/${p.entreprise}/update`, await payloadOf(p.entreprise, {
      NomLong: 'Menuiserie Durand SRL',
      FormeJuridique: 'SA',
      CodesNace: ['16.230', '31.090'],
      Remarques: 'Changée avec le reste',
    }));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.body)).toEqual([
      { field: 'NomLong', message: REGISTER_FIELD_MESSAGE },
      { field: 'FormeJuridique', message: REGISTER_FIELD_MESSAGE },
      { field: 'CodesNace', message: REGISTER_FIELD_MESSAGE },
    ]);
    expect(await rowOf(p.entreprise)).toEqual(before);
  });

  it("lets a foreign company's Authority rename it (it is not in the register), and not the administration, which reads only", async () => {
    await createContact(t, 'maj.etrangere', [Droit.Beneficiaire], [{ organisationId: p.etrangere, typeOrganisationId: TypeOrganisation.BENEFICIAIRE, typeContactId: TypeContact.AUTORITE }]);
    const authority = (await t.login('maj.etrangere', Droit.Beneficiaire)).authorization;
    const response = await post(t, authority, `/api/organisations/${p.etrangere}/update`, await payloadOf(p.etrangere, { NomLong: 'Lumière Industrie Europe SAS' }));
    expect(response.statusCode, response.body).toBe(200);
    expect((await rowOf(p.etrangere)).nomLong).toBe('Lumière Industrie Europe SAS');
    const gest = (await t.login('demo.gestionnaire', Droit.Gestionnaire)).authorization;
    expect((await post(t, gest, `/api/organisations/${p.etrangere}/update`, await payloadOf(p.etrangere))).statusCode).toBe(403);
  });

  it.each([
    ['IBAN', 'BE00 0000 0000 0000', 'IBAN invalide.'],
    ['CodesNace', ['abc'], 'Code NACE invalide (par exemple 62.010).'],
    ['PmeDateCreation', '2023-02-30', "Cette date n'existe pas : vérifiez le jour et le mois."],
    ['TypePme', 9, 'Type de PME inconnu.'],
  ])('refuses an invalid %s on that field', async (field, value, message) => {
    const response = await post(t, benef, `/api/organisations/${p.entreprise}/update`, await payloadOf(p.entreprise, { [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.body)).toContainEqual({ field: expect.stringContaining(field), message });
  });

  it('refuses a stale version (409 Conflict), a non-Authority contact and an outsider (403), an unknown organisation (404)', async () => {
    const stale = await payloadOf(p.prestataire, { Remarques: 'Trop tard', version: (await rowOf(p.prestataire)).version - 1 || 99 });
    expect((await post(t, presta, `/api/organisations/${p.prestataire}/update`, stale)).json()).toMatchObject({ code: 'Conflict' });
    const information = (await t.login('demo.information', Droit.Prestataire)).authorization;
    expect((await post(t, information, `/api/organisations/${p.prestataire}/update`, await payloadOf(p.prestataire))).statusCode).toBe(403);
    expect((await post(t, benef, `/api/organisations/${p.prestataire}/update`, await payloadOf(p.prestataire))).statusCode).toBe(403);
    expect((await post(t, presta, '/api/organisations/999999/update', await payloadOf(p.prestataire))).statusCode).toBe(404);
  });
});

describe('POST /api/organisations/{id}/info-commerciales/update', () => {
  const commercial = async (changes: object = {}) => ({
    version: (await rowOf(p.prestataire)).version,
    DenominationCommercialeLongue: 'Conseil & Transition — accompagnement des PME',
    SiteWeb: 'https://conseil-transition.example',
    ProfilLinkedIn: 'https://www.linkedin.com/company/conseil-transition',
    MailContact: 'contact@conseil-transition.example',
    ContactsCommerciaux: [{ nom: 'Julie Martin', email: 'julie@conseil-transition.example', telephone: '0470 12 34 56' }],
    AdresseCommerciale: { typeAdresse: 3, nom: '', rue: 'Rue Neuve', numero: '12', boite: '', codePostal: '5000', localite: 'Namur', pays: 'BE' },
    ...changes,
  });

  it('saves the commercial information and its address, then moves the address in place', async () => {
    const response = await post(t, presta, `/api/organisations/${p.prestataire}/info-commerciales/update`, await commercial());
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().result;
    expect(result).toMatchObject({ SiteWeb: 'https://conseil-transition.example', ContactsCommerciaux: [{ nom: 'Julie Martin' }], AdresseCommerciale: { rue: 'Rue Neuve', source: 'manuelle' } });
    const again = await post(t, presta, `/api/organisations/${p.prestataire}/info-commerciales/update`, await commercial({ AdresseCommerciale: { typeAdresse: 3, nom: '', rue: 'Rue de Fer', numero: '3', boite: '', codePostal: '5000', localite: 'Namur', pays: 'BE' } }));
    expect(again.json().result.AdresseCommerciale).toMatchObject({ AdresseId: result.AdresseCommerciale.AdresseId, rue: 'Rue de Fer' });
    const removed = await post(t, presta, `/api/organisations/${p.prestataire}/info-commerciales/update`, await commercial({ AdresseCommerciale: null }));
    expect(removed.json().result.AdresseCommerciale).toBeNull();
    expect(await t.database.db.select().from(addresses).where(eq(addresses.id, result.AdresseCommerciale.AdresseId))).toEqual([]);
  });

  it.each([
    ['SiteWeb', 'conseil-transition', 'Adresse web invalide : elle commence par https:// ou http://.'],
    ['MailContact', 'contact@', 'Adresse e-mail invalide.'],
    ['ContactsCommerciaux', [{ nom: 'Julie', email: null, telephone: '12' }], 'Numéro de téléphone invalide.'],
  ])('refuses an invalid %s on that field and changes nothing', async (field, value, message) => {
    const before = await rowOf(p.prestataire);
    const response = await post(t, presta, `/api/organisations/${p.prestataire}/info-commerciales/update`, await commercial({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.body)).toContainEqual({ field: expect.stringContaining(field), message });
    expect(await rowOf(p.prestataire)).toEqual(before);
  });

  it('is refused to a Reference contact of the provider (Authority only)', async () => {
    const reference = (await t.login('demo.reference', Droit.Prestataire)).authorization;
    expect((await post(t, reference, `/api/organisations/${p.prestataire}/info-commerciales/update`, await commercial())).statusCode).toBe(403);
  });
});
