// Also on PostgreSQL: two creations of one organisation sent at once, over a pool of connections.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, contactDroits, contacts, organisations, xAdresses, xContacts } from '../../server/db/schema/index';
import { TypeContact } from '../../domain/contact-types';
import { Droit } from '../../domain/droits';
import { StatutValidationLien } from '../../domain/link-validation';
import { SousTypeOrganisation, SourceAdresse, TypeAdresse, TypeOrganisation, TypePme } from '../../domain/organisation-types';
import { EMAIL_INVALID, PHONE_INVALID } from '../../domain/schemas/contacts';
import { INACTIVE_IN_REGISTER, MISSING_ADDRESSES, MISSING_CONTACTS } from '../../domain/schemas/organisation-add';
import { PME_FIELD_MESSAGES } from '../../domain/sme';
import { demoParties, post, type DemoParties } from '../support/dossiers';
import { entrepriseBody, etrangereBody, nationalRegisterNumber, porteurProjetBody } from '../support/organisation-add';
import { createTestApp, type TestApp } from '../support/test-app';

/** POST /organisations/add (spec sections 5, 6, 7, 8): a provider adds a beneficiary organisation. */

let t: TestApp;
let p: DemoParties;
let authority: string;
const add = (body: unknown, authorization = authority) => post(t, authorization, '/api/organisations/add', body);
const organisationCount = async () => (await t.database.db.select({ n: count() }).from(organisations))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
  authority = (await t.login('demo.presta', Droit.Prestataire)).authorization;
});
afterAll(() => t.close());

/** Expects a 400 on that field, with that message (or a part of it), and nothing created. */
async function expectRefused(body: unknown, field: string, message: string | RegExp, authorization = authority) {
  const before = await organisationCount();
  const response = await add(body, authorization);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().code).toBe('ValidationError');
  expect(response.json().fields).toContainEqual({ field, message: typeof message === 'string' ? message : expect.stringMatching(message) });
  expect(await organisationCount()).toBe(before);
}

describe('a company from the company register', () => {
  it('is created with its register identity, its addresses marked as the register’s and its Authority and Reference linked', async () => {
    const body = entrepriseBody();
    const extra = { typeAdresse: TypeAdresse.FACTURATION, nom: 'Comptabilité', rue: 'Rue du Parc', numero: '1', boite: 'B', codePostal: '7500', localite: 'Tournai', pays: 'BE' };
    const response = await add({ ...body, adresses: [...body.adresses, extra] });
    expect(response.statusCode, response.body).toBe(200);
    const id: number = response.json().result.id;
    const [row] = await t.database.db.select().from(organisations).where(eq(organisations.id, id));
    expect(row).toMatchObject({
      typeOrganisationId: TypeOrganisation.BENEFICIAIRE,
      sousTypeOrganisationId: SousTypeOrganisation.ENTREPRISE,
      numeroBce: '0442796189',
      nomLong: 'Boulangerie Lemaire SRL',
      typePme: TypePme.STANDARD,
      pmeDateCreation: '2015-01-12',
      pmeChiffreAffaire: '850000.00',
      pmeNombreEmploye: '6.50',
      etranger: false,
    });
    expect(row!.codesNace.length).toBeGreaterThan(0);
    const stored = await t.database.db.select({ type: addresses.typeAdresse, rue: addresses.rue, source: addresses.source }).from(xAdresses).innerJoin(addresses, eq(addresses.id, xAdresses.adresseId)).where(eq(xAdresses.organisationId, id));
    expect(stored).toEqual(
      expect.arrayContaining([
        { type: TypeAdresse.SIEGE_SOCIAL, rue: 'Grand-Place', source: SourceAdresse.BCE },
        { type: TypeAdresse.UNITE_ETABLISSEMENT, rue: 'Rue Royale', source: SourceAdresse.BCE },
        { type: TypeAdresse.FACTURATION, rue: 'Rue du Parc', source: SourceAdresse.MANUELLE },
      ]),
    );
    const links = await t.database.db.select({ type: xContacts.typeContactId, status: xContacts.validationStatus, email: contacts.email, telephone: xContacts.telephone }).from(xContacts).innerJoin(contacts, eq(contacts.id, xContacts.contactId)).where(eq(xContacts.organisationId, id));
    expect(links).toEqual(
      expect.arrayContaining([
        { type: TypeContact.AUTORITE, status: StatutValidationLien.VALIDE, email: 'lemaire.autorite@exemple.be', telephone: '0471 23 45 67' },
        { type: TypeContact.REFERENCE, status: StatutValidationLien.VALIDE, email: 'lemaire.reference@exemple.be', telephone: null },
      ]),
    );
    expect(links).toHaveLength(2);
    const [created] = await t.database.db.select().from(contacts).where(eq(contacts.email, 'lemaire.autorite@exemple.be'));
    expect(created).toMatchObject({ prenom: 'Anne', nom: 'Autorité', nomUtilisateur: 'lemaire.autorite@exemple.be', telephone: '0471 23 45 67', passwordHash: null });
    // The provider who added it gets no link to it.
    const presta = await t.database.db.select().from(xContacts).where(eq(xContacts.contactId, p.presta));
    expect(presta.map((l) => l.organisationId)).not.toContain(id);
  });

  it('refuses it a second time: the organisation exists, named in the message', async () => {
    await expectRefused(entrepriseBody('0442 796 189', 'lemaire2'), 'organisation.numeroBce', /existe déjà.*Boulangerie Lemaire SRL/);
  });

  it('refuses a company number with wrong check digits, one the register does not know, or a company it says is closed', async () => {
    await expectRefused(entrepriseBody('0442.796.188'), 'organisation.numeroBce', /chiffre de contrôle/);
    await expectRefused(entrepriseBody('0000.000.097'), 'organisation.numeroBce', /inconnu de la Banque-Carrefour/);
    await expectRefused(entrepriseBody('0777.888.926'), 'organisation.numeroBce', INACTIVE_IN_REGISTER);
  });

  it('links an existing contact found by its e-mail instead of creating one, and gives it the beneficiary right', async () => {
    const body = entrepriseBody('0891.234.515', 'digiwal');
    const [reference] = await t.database.db.select().from(contacts).where(eq(contacts.id, p.reference));
    body.contacts[1] = { ...body.contacts[1]!, Email: reference!.email.toUpperCase(), Prenom: 'Autre', Nom: 'Nom' };
    const contactsBefore = (await t.database.db.select({ n: count() }).from(contacts))[0]!.n;
    const response = await add(body);
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.database.db.select({ n: count() }).from(contacts))[0]!.n).toBe(contactsBefore + 1);
    const [link] = await t.database.db.select().from(xContacts).where(and(eq(xContacts.organisationId, response.json().result.id), eq(xContacts.contactId, p.reference)));
    expect(link?.typeContactId).toBe(TypeContact.REFERENCE);
    const droits = await t.database.db.select().from(contactDroits).where(eq(contactDroits.contactId, p.reference));
    expect(droits.map((d) => d.droitId)).toContain(Droit.Beneficiaire);
  });
});

describe('two providers adding the same company at once', () => {
  // The demo provider itself: a company known to the platform only as a provider may still become a beneficiary.
  it('creates it once: the other is told it exists', async () => {
    const before = await organisationCount();
    const responses = await Promise.all([add(entrepriseBody('0456.789.034', 'conseil1')), add(entrepriseBody('0456.789.034', 'conseil2'))]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await organisationCount()).toBe(before + 1);
  });
});

describe('the rules of organisation creation (spec section 5)', () => {
  it('needs an Authority and a Reference contact', async () => {
    const body = entrepriseBody('0654.321.022', 'fagnes');
    await expectRefused({ ...body, contacts: body.contacts.slice(0, 1) }, 'contacts', MISSING_CONTACTS);
    await expectRefused({ ...body, contacts: [] }, 'contacts', MISSING_CONTACTS);
  });

  it('needs a head office and an establishment unit', async () => {
    const body = entrepriseBody('0654.321.022', 'fagnes');
    await expectRefused({ ...body, adresses: body.adresses.slice(1) }, 'adresses', MISSING_ADDRESSES);
    await expectRefused({ ...body, adresses: body.adresses.slice(0, 1) }, 'adresses', MISSING_ADDRESSES);
  });

  it('checks each contact and address on its field', async () => {
    const body = entrepriseBody('0654.321.022', 'fagnes');
    await expectRefused({ ...body, contacts: [{ ...body.contacts[0]!, Email: 'pas-une-adresse' }, body.contacts[1]] }, 'contacts.0.Email', EMAIL_INVALID);
    await expectRefused({ ...body, contacts: [{ ...body.contacts[0]!, Telephone: '12' }, body.contacts[1]] }, 'contacts.0.Telephone', PHONE_INVALID);
    await expectRefused({ ...body, adresses: [{ ...body.adresses[0]!, rue: ' ' }, body.adresses[1]] }, 'adresses.0.rue', 'Ce champ est obligatoire.');
  });

  it('applies the SME type rule: a large company says so, an SME past its starter years is Standard', async () => {
    const body = entrepriseBody('0654.321.022', 'fagnes');
    await expectRefused({ ...body, organisation: { ...body.organisation, pmeNombreEmploye: 300 } }, 'organisation.typePme', PME_FIELD_MESSAGES.large);
    await expectRefused({ ...body, organisation: { ...body.organisation, typePme: TypePme.GRANDE_ENTREPRISE } }, 'organisation.typePme', PME_FIELD_MESSAGES.notLarge);
    await expectRefused({ ...body, organisation: { ...body.organisation, typePme: TypePme.STARTER, pmeDateCreation: '2008-04-18' } }, 'organisation.typePme', PME_FIELD_MESSAGES.standard);
    await expectRefused({ ...body, organisation: { ...body.organisation, pmeDateCreation: '2999-01-01' } }, 'organisation.pmeDateCreation', PME_FIELD_MESSAGES.future);
    await expectRefused({ ...body, organisation: { ...body.organisation, pmeDateCreation: '2015-02-30' } }, 'organisation.pmeDateCreation', /n'existe pas/);
  });
});

describe('who may add a beneficiary (spec section 6: Authority or Reference of a provider)', () => {
  it('refuses an Expert, an Information contact and a beneficiary session, and an Authority acting for another provider', async () => {
    const body = entrepriseBody('0654.321.022', 'fagnes');
    const before = await organisationCount();
    // For the demo provider, where they are its Expert and its Information contact (the expert is its own practice's Authority).
    for (const login of ['demo.expert', 'demo.information']) {
      expect((await add({ ...body, prestataireId: p.prestataire }, (await t.login(login, Droit.Prestataire)).authorization)).statusCode, login).toBe(403);
    }
    expect((await add(body, (await t.login('demo.benef', Droit.Beneficiaire)).authorization)).statusCode).toBe(403);
    expect((await add({ ...body, prestataireId: p.prestataire + 1000 })).statusCode).toBe(403);
    expect(await organisationCount()).toBe(before);
  });

  it('lets a Reference add one, for its provider named or not', async () => {
    const reference = (await t.login('demo.reference', Droit.Prestataire)).authorization;
    const response = await add({ ...entrepriseBody('0654.321.022', 'fagnes'), prestataireId: p.prestataire }, reference);
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('a foreign company and a project holder', () => {
  it('creates a foreign company by its identification number, and refuses the same number again', async () => {
    const response = await add(etrangereBody('fr 123.456.789-01'));
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.database.db.select().from(organisations).where(eq(organisations.id, response.json().result.id));
    expect(row).toMatchObject({ sousTypeOrganisationId: SousTypeOrganisation.ENTREPRISE_ETRANGERE, numeroIdentification: 'FR12345678901', nomLong: 'Société Lilloise SAS', etranger: true, numeroBce: null });
    await expectRefused(etrangereBody('FR12345678901', 'etrangere2'), 'organisation.numeroIdentification', /existe déjà.*Société Lilloise SAS/);
  });

  it('creates a project holder by national register number, with no SME data, and refuses a number already used or with wrong check digits', async () => {
    const nrn = nationalRegisterNumber('920412', 151);
    const response = await add(porteurProjetBody(nrn));
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.database.db.select().from(organisations).where(eq(organisations.id, response.json().result.id));
    expect(row).toMatchObject({ sousTypeOrganisationId: SousTypeOrganisation.PORTEUR_PROJET, numeroRegistreNational: nrn, nomLong: 'Paul Porteur', typePme: null });
    const printed = `${nrn.slice(0, 2)}.${nrn.slice(2, 4)}.${nrn.slice(4, 6)}-${nrn.slice(6, 9)}.${nrn.slice(9)}`;
    await expectRefused(porteurProjetBody(printed, 'porteur2'), 'organisation.numeroRegistreNational', /registre national est déjà utilisé.*Paul Porteur/);
    const wrong = `${nrn.slice(0, 9)}${String((Number(nrn.slice(9)) % 96) + 1).padStart(2, '0')}`;
    await expectRefused(porteurProjetBody(wrong, 'porteur3'), 'organisation.numeroRegistreNational', /chiffre de contrôle/);
  });
});
