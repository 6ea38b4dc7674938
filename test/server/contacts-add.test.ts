// Also on PostgreSQL: two additions of one contact sent at once, over a pool of connections.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactDroits, contacts, xContacts } from '../../server/db/schema/index';
import { TypeContact } from '../../domain/contact-types';
import { Droit } from '../../domain/droits';
import { StatutDossier } from '../../domain/dossier-status';
import { StatutValidationLien } from '../../domain/link-validation';
import { TypeAdresse, TypeOrganisation } from '../../domain/organisation-types';
import { insertDossier, post, type DemoParties } from '../support/dossiers';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';

/** Spec sections 5 and 7, Contacts: POST /contacts/add (with its optional link) and POST /contacts/{id}/delete. */

let t: TestApp, p: DemoParties, authority: string, reference: string, manager: string;
let counter = 0;
beforeAll(async () => ({ t, p, authority, reference, manager } = await demoApp({ authority: ['demo.presta', Droit.Prestataire], reference: ['demo.reference', Droit.Prestataire], manager: ['demo.gestionnaire'] })));
afterAll(() => t.close());

function newContact(extra: Record<string, unknown> = {}) {
  const login = `nouveau.${++counter}`;
  return {
    Prenom: 'Sarah',
    Nom: 'Leroy',
    Email: `${login}@exemple.be`,
    Telephone: '',
    Nationalite: 'FR',
    NumeroIdentification: `FR-${counter}-X`,
    adresse: { typeAdresse: TypeAdresse.SIEGE_SOCIAL, nom: '', rue: 'Rue Haute', numero: '3', boite: '', codePostal: '75001', localite: 'Paris', pays: 'FR' },
    NomUtilisateur: login,
    ReceptionEmail: true,
    ...extra,
  };
}

const rowOf = async (id: number) => (await t.database.db.select().from(contacts).where(eq(contacts.id, id)))[0];

describe('POST /contacts/add', () => {
  it('lets a manager add a contact, with its address', async () => {
    const response = await post(t, manager, '/api/contacts/add', newContact());
    expect(response.statusCode, response.body).toBe(200);
    const contact = response.json().result;
    expect(contact).toMatchObject({ Prenom: 'Sarah', Nationalite: 'FR', NumeroIdentification: `FR${counter}X`, adresse: { localite: 'Paris' }, x_organisations: [] });
  });

  it("creates an Authority's contact and its validated link to the organisation in one go, with the provider's right", async () => {
    const organisation = { organisationId: p.prestataire, typeContactId: TypeContact.EXPERT, fonction: 'Consultante' };
    const response = await post(t, authority, '/api/contacts/add', newContact({ organisation }));
    expect(response.statusCode, response.body).toBe(200);
    const { id, x_organisations: links } = response.json().result;
    expect(links).toEqual([expect.objectContaining({ organisation_id: p.prestataire, TypeContactId: TypeContact.EXPERT, validation_status: StatutValidationLien.VALIDE, fonction: 'Consultante' })]);
    expect(await t.database.db.select({ droitId: contactDroits.droitId }).from(contactDroits).where(eq(contactDroits.contactId, id))).toEqual([{ droitId: Droit.Prestataire }]);
  });

  it('refuses a Reference, a non-manager without organisation, and a type the organisation may not have, adding nothing', async () => {
    const before = (await t.database.db.select({ id: contacts.id }).from(contacts)).length;
    const organisation = { organisationId: p.prestataire, typeContactId: TypeContact.REFERENCE };
    expect((await post(t, reference, '/api/contacts/add', newContact({ organisation }))).statusCode).toBe(403);
    expect((await post(t, authority, '/api/contacts/add', newContact())).statusCode).toBe(403);
    const technique = await post(t, authority, '/api/contacts/add', newContact({ organisation: { ...organisation, typeContactId: TypeContact.TECHNIQUE } }));
    expect(technique.statusCode).toBe(400);
    expect(technique.json().fields).toEqual([{ field: 'organisation.typeContactId', message: 'Ce type de contact ne peut pas être ajouté à cette organisation.' }]);
    expect((await t.database.db.select({ id: contacts.id }).from(contacts)).length).toBe(before);
  });

  it('refuses an e-mail or user name already used in another case, on the field, also when two adds race', async () => {
    const taken = await post(t, manager, '/api/contacts/add', newContact({ Email: 'Demo.Presta@DEMO.example' }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual([{ field: 'Email', message: 'Cette adresse e-mail est déjà utilisée par un autre contact.' }]);
    const same = newContact();
    const answers = await Promise.all([post(t, manager, '/api/contacts/add', same), post(t, manager, '/api/contacts/add', { ...same, NomUtilisateur: same.NomUtilisateur.toUpperCase(), Email: `autre.${same.Email}`, NumeroIdentification: '' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().fields).toEqual([{ field: 'NomUtilisateur', message: "Ce nom d'utilisateur est déjà utilisé par un autre contact." }]);
  });

  it('checks a Belgian national register number, and refuses one already used', async () => {
    const wrong = await post(t, manager, '/api/contacts/add', newContact({ Nationalite: 'BE', NumeroIdentification: '90.02.01-123.06' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields[0].field).toBe('NumeroIdentification');
    const used = await post(t, manager, '/api/contacts/add', newContact({ Nationalite: 'BE', NumeroIdentification: '90020112305' }));
    expect(used.json().fields).toEqual([{ field: 'NumeroIdentification', message: 'Ce numéro de registre national est déjà utilisé par un autre contact.' }]);
  });
});

describe('POST /contacts/{id}/delete', () => {
  const add = async () => (await post(t, manager, '/api/contacts/add', newContact())).json().result.id as number;

  it('lets a manager delete a contact linked to nothing', async () => {
    const id = await add();
    const response = await post(t, manager, `/api/contacts/${id}/delete`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
  });

  it('refuses while the contact is linked to an organisation or a dossier, and to anyone but a manager', async () => {
    const linked = await add();
    await t.database.db.insert(xContacts).values({ contactId: linked, organisationId: p.entreprise, typeContactId: TypeContact.INFORMATION, typeOrganisationId: TypeOrganisation.BENEFICIAIRE, validationStatus: StatutValidationLien.EN_ATTENTE });
    const refused = await post(t, manager, `/api/contacts/${linked}/delete`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Ce contact est encore lié à une organisation : retirez d'abord ce lien, puis supprimez le contact.");

    const assigned = await add();
    await insertDossier(t, { statut: StatutDossier.DOSSIER_INTRODUCTION, beneficiaireId: p.entreprise, prestataireId: p.prestataire, assigned: [assigned] });
    const onDossier = await post(t, manager, `/api/contacts/${assigned}/delete`, {});
    expect(onDossier.statusCode).toBe(409);
    expect(onDossier.json().message).toContain('lié à un dossier');

    const free = await add();
    expect((await post(t, authority, `/api/contacts/${free}/delete`, {})).statusCode).toBe(403);
    expect(await rowOf(linked)).toBeDefined();
    expect(await rowOf(assigned)).toBeDefined();
    expect(await rowOf(free)).toBeDefined();
  });
});
