import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, xContacts } from '../../server/db/schema/index';
import { verifyPassword } from '../../server/auth/passwords';
import { TypeContact } from '../../domain/contact-types';
import { Droit } from '../../domain/droits';
import { StatutValidationLien } from '../../domain/link-validation';
import { TypeAdresse, TypeOrganisation } from '../../domain/organisation-types';
import { createContact } from '../support/contacts';
import { createOutsiderProvider, post, type DemoParties } from '../support/dossiers';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';

/** Spec section 7, Contacts: GET /contacts/{id}?with[]=... and POST /contacts/{id}/update, and who may call them. */

let t: TestApp, p: DemoParties, authority: string, reference: string, manager: string;
let outsider: string;
let counter = 0;
beforeAll(async () => {
  ({ t, p, authority, reference, manager } = await demoApp({ authority: ['demo.presta', Droit.Prestataire], reference: ['demo.reference', Droit.Prestataire], manager: ['demo.gestionnaire'] }));
  await createOutsiderProvider(t, 'fiche.outsider');
  outsider = (await t.login('fiche.outsider')).authorization;
});
afterAll(() => t.close());

const get = (authorization: string, url: string) => t.app.inject({ url, headers: { authorization } });

/** A new contact with a link of `status` as Reference of the demo provider. */
async function providerContact(status: number = StatutValidationLien.VALIDE) {
  const login = `fiche.${++counter}`;
  const id = await createContact(t, login, [Droit.Prestataire]);
  await t.database.db.insert(xContacts).values({
    contactId: id,
    organisationId: p.prestataire,
    typeContactId: TypeContact.REFERENCE,
    typeOrganisationId: TypeOrganisation.PRESTATAIRE,
    validationStatus: status,
    fonction: 'Consultante',
  });
  return { id, login };
}

function form(login: string, version: number, extra: Record<string, unknown> = {}) {
  return {
    Prenom: 'Julie',
    Nom: 'Lemaire',
    Email: `${login}@exemple.be`,
    Telephone: '081 23 45 67',
    Nationalite: 'BE',
    NumeroIdentification: '',
    adresse: { typeAdresse: TypeAdresse.SIEGE_SOCIAL, nom: '', rue: 'Rue de Fer', numero: '12', boite: '', codePostal: '5000', localite: 'Namur', pays: 'BE' },
    NomUtilisateur: login,
    ReceptionEmail: false,
    version,
    ...extra,
  };
}

describe('GET /contacts/{id}', () => {
  it('gives a contact of the organisation to its contacts, with the relations asked for', async () => {
    const { id } = await providerContact(StatutValidationLien.EN_ATTENTE);
    const response = await get(reference, `/api/contacts/${id}?with[]=x_organisations&with[]=organisations_distinct&with[]=droits`);
    expect(response.statusCode, response.body).toBe(200);
    const contact = response.json().result;
    expect(contact.id).toBe(id);
    expect(contact.x_organisations).toEqual([expect.objectContaining({ organisation_id: p.prestataire, validation_status: StatutValidationLien.EN_ATTENTE, fonction: 'Consultante' })]);
    expect(contact.organisations_distinct).toEqual([{ id: p.prestataire, nom: 'Conseil & Transition SRL', TypeOrganisationId: TypeOrganisation.PRESTATAIRE }]);
    expect(contact.droits).toEqual([{ id: Droit.Prestataire }]);
    expect(contact.adresse).toBeUndefined();
    expect(JSON.stringify(contact)).not.toContain('scrypt');
  });

  it('gives anyone their own contact, and a manager any contact', async () => {
    const own = await get(outsider, `/api/contacts/${(await t.database.db.select().from(contacts).where(eq(contacts.nomUtilisateur, 'fiche.outsider')))[0]!.id}`);
    expect(own.statusCode).toBe(200);
    expect((await get(manager, `/api/contacts/${p.presta}?with[]=adresse&with[]=pays`)).statusCode).toBe(200);
  });

  it("loads the identity document's kind and the expert's labellings (spec section 3)", async () => {
    const { id } = await providerContact();
    expect((await get(reference, `/api/contacts/${id}?with[]=type_document_identite&with[]=lab_contact_labellings`)).json().result).toMatchObject({ type_document_identite: null, lab_contact_labellings: [] });
    await t.database.db.update(contacts).set({ typeDocumentIdentite: 'PASSEPORT' }).where(eq(contacts.id, id));
    expect((await get(reference, `/api/contacts/${id}?with[]=type_document_identite`)).json().result.type_document_identite).toEqual({ code: 'PASSEPORT', libelle: 'Passeport' });
    const [expert] = await t.database.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.nomUtilisateur, 'demo.expert'));
    const labellings = (await get(authority, `/api/contacts/${expert!.id}?with[]=lab_contact_labellings`)).json().result.lab_contact_labellings;
    expect(labellings.length).toBeGreaterThan(0);
    expect(labellings[0]).toMatchObject({ organisation_id: p.prestataire, organisation_nom: 'Conseil & Transition SRL', statut: 34, statut_libelle: 'Éligible' });
    expect(labellings[0].expire_le).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('hides a contact of another organisation (404), and refuses an unknown relation (400)', async () => {
    const { id } = await providerContact();
    expect((await get(outsider, `/api/contacts/${id}`)).statusCode).toBe(404);
    expect((await get(outsider, '/api/contacts/999999')).statusCode).toBe(404);
    const unknown = await get(authority, `/api/contacts/${id}?with[]=motDePasse`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([expect.objectContaining({ message: 'Relation inconnue.' })]);
  });
});

describe('POST /contacts/{id}/update', () => {
  it('lets the contact edit itself and change its password, and bumps the version', async () => {
    const { id, login } = await providerContact();
    const self = (await t.login(login)).authorization;
    const response = await post(t, self, `/api/contacts/${id}/update`, form(login, 1, { newPassword: 'Nouveau-2026' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({ Prenom: 'Julie', Telephone: '081 23 45 67', ReceptionEmail: false, version: 2, adresse: { rue: 'Rue de Fer', localite: 'Namur' } });
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, id));
    expect(await verifyPassword('Nouveau-2026', row!.passwordHash)).toBe(true);
  });

  it('lets an Authority of its organisation edit it, but not its password, and refuses a Reference', async () => {
    const { id, login } = await providerContact();
    expect((await post(t, reference, `/api/contacts/${id}/update`, form(login, 1))).statusCode).toBe(403);
    const password = await post(t, authority, `/api/contacts/${id}/update`, form(login, 1, { newPassword: 'Nouveau-2026' }));
    expect(password.statusCode).toBe(403);
    expect(password.json().message).toBe('Seul le contact lui-même peut changer son mot de passe.');
    expect((await post(t, authority, `/api/contacts/${id}/update`, form(login, 1))).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, id));
    expect(row!.prenom).toBe('Julie');
  });

  it('refuses a stale version (409) and an outsider (404), changing nothing', async () => {
    const { id, login } = await providerContact();
    expect((await post(t, outsider, `/api/contacts/${id}/update`, form(login, 1))).statusCode).toBe(404);
    expect((await post(t, authority, `/api/contacts/${id}/update`, form(login, 1))).statusCode).toBe(200);
    const stale = await post(t, authority, `/api/contacts/${id}/update`, form(login, 1, { Prenom: 'Autre' }));
    expect(stale.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, id));
    expect(row).toMatchObject({ prenom: 'Julie', version: 2 });
  });

  it('refuses an e-mail, a user name or a register number already used, in any case, on the field', async () => {
    const { id, login } = await providerContact();
    const taken = async (extra: Record<string, unknown>) => {
      const response = await post(t, authority, `/api/contacts/${id}/update`, form(login, 1, extra));
      expect(response.statusCode, response.body).toBe(400);
      return response.json().fields;
    };
    expect(await taken({ Email: 'DEMO.Reference@demo.example' })).toEqual([{ field: 'Email', message: 'Cette adresse e-mail est déjà utilisée par un autre contact.' }]);
    expect(await taken({ NomUtilisateur: 'Demo.Expert' })).toEqual([{ field: 'NomUtilisateur', message: "Ce nom d'utilisateur est déjà utilisé par un autre contact." }]);
    expect(await taken({ NumeroIdentification: '90.02.01-123.05' })).toEqual([
      { field: 'NumeroIdentification', message: 'Ce numéro de registre national est déjà utilisé par un autre contact.' },
    ]);
    expect(await taken({ NumeroIdentification: '90.02.01-123.06' })).toEqual([expect.objectContaining({ field: 'NumeroIdentification' })]);
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, id));
    expect(row).toMatchObject({ version: 1, telephone: null });
  });
});
