import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLinkHistory, xContacts } from '../../server/db/schema/index';
import { ALREADY_LINKED, LAST_AUTHORITY, LINK_ENDED, ORGANISATION_NOT_FOUND, TYPE_NOT_ADDABLE } from '../../server/services/contact-links/manage';
import { TypeContact } from '../../domain/contact-types';
import { Droit } from '../../domain/droits';
import { StatutValidationLien } from '../../domain/link-validation';
import { TypeOrganisation } from '../../domain/organisation-types';
import { createContact, createOrganisationWithContacts } from '../support/contacts';
import { post, type DemoParties } from '../support/dossiers';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import { tableDigest } from '../support/table-digest';

let t: TestApp;
let p: DemoParties;
let counter = 0;
const { EN_ATTENTE, VALIDE } = StatutValidationLien;
const PRESTATAIRE_BCE = '0456.789.034';

beforeAll(async () => ({ t, p } = await demoApp()));
afterAll(() => t.close());

/** A provider with one contact of each type A, R, E, I, signed in as its Authority. */
async function provider() {
  const org = await createOrganisationWithContacts(t, `liens${++counter}`, TypeOrganisation.PRESTATAIRE, Droit.Prestataire);
  const { authorization } = await t.login(org.logins.A);
  return { ...org, authorization };
}

const newContact = async () => {
  const login = `libre.${++counter}`;
  return { login, contactId: await createContact(t, login, [Droit.Prestataire]) };
};

const linksOf = (contactId: number, organisationId: number) =>
  t.database.db.select().from(xContacts).where(and(eq(xContacts.contactId, contactId), eq(xContacts.organisationId, organisationId)));

const linkTables = async () => {
  const digest = await tableDigest(t.database.db);
  return [digest.x_contacts, digest.contact_link_history];
};

describe('POST /organisations/addLinkOrgaContact', () => {
  it("lets an Authority link a contact with a type it may still take, validated at once, with a history row", async () => {
    const { organisationId, authorization } = await provider();
    const { contactId } = await newContact();
    const response = await post(t, authorization, '/api/organisations/addLinkOrgaContact', {
      organisationId,
      contactId,
      typeContactId: TypeContact.EXPERT,
      fonction: 'Consultante',
      telephone: '0470 12 34 56',
      email: 'consultante@exemple.be',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({ ContactId: contactId, TypeContactId: TypeContact.EXPERT, validation_status: VALIDE, function: 'Consultante' });
    const [history] = await t.database.db.select().from(contactLinkHistory).where(eq(contactLinkHistory.linkId, response.json().result.id));
    expect(history).toMatchObject({ event: 'ADD_LINK', toStatus: VALIDE });
    // The same type twice, or a type the organisation does not admit (Technical is a manager's), is refused on the type.
    for (const typeContactId of [TypeContact.EXPERT, TypeContact.TECHNIQUE]) {
      const again = await post(t, authorization, '/api/organisations/addLinkOrgaContact', { organisationId, contactId, typeContactId });
      expect(again.statusCode).toBe(400);
      expect(again.json().fields).toEqual([{ field: 'typeContactId', message: TYPE_NOT_ADDABLE }]);
    }
  });

  it("is the organisation's Authority's only, and refuses a wrong phone on its field, changing nothing", async () => {
    const { organisationId, logins, authorization } = await provider();
    const { contactId } = await newContact();
    const before = await linkTables();
    for (const login of [logins.R, logins.E, logins.I, 'demo.presta']) {
      const { authorization: other } = await t.login(login);
      const response = await post(t, other, '/api/organisations/addLinkOrgaContact', { organisationId, contactId, typeContactId: TypeContact.INFORMATION });
      expect(response.statusCode, login).toBe(403);
    }
    const wrong = await post(t, authorization, '/api/organisations/addLinkOrgaContact', { organisationId, contactId, typeContactId: TypeContact.INFORMATION, telephone: '12' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([{ field: 'telephone', message: 'Numéro de téléphone invalide.' }]);
    expect(await linkTables()).toEqual(before);
  });

  it('lets a contact ask to be linked to a provider by its company number: an Information link, pending', async () => {
    const { login, contactId } = await newContact();
    const { authorization } = await t.login(login);
    const response = await post(t, authorization, '/api/organisations/addLinkOrgaContact', { bce: PRESTATAIRE_BCE, typeOrganisationId: TypeOrganisation.PRESTATAIRE });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({ organisation_id: p.prestataire, TypeContactId: TypeContact.INFORMATION, validation_status: EN_ATTENTE });
    const twice = await post(t, authorization, '/api/organisations/addLinkOrgaContact', { bce: PRESTATAIRE_BCE, typeOrganisationId: TypeOrganisation.PRESTATAIRE });
    expect(twice.json().fields).toEqual([{ field: 'bce', message: ALREADY_LINKED }]);
    // A provider's number asked as a beneficiary, a valid number nobody has, a wrong number: refused on the number.
    const asBeneficiary = await post(t, authorization, '/api/organisations/addLinkOrgaContact', { bce: PRESTATAIRE_BCE, typeOrganisationId: TypeOrganisation.BENEFICIAIRE });
    expect(asBeneficiary.json().fields).toEqual([{ field: 'bce', message: ORGANISATION_NOT_FOUND }]);
    const wrong = await post(t, authorization, '/api/organisations/addLinkOrgaContact', { bce: '0456.789.035', typeOrganisationId: TypeOrganisation.PRESTATAIRE });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields[0].field).toBe('bce');
    expect(await linksOf(contactId, p.prestataire)).toHaveLength(1);
  });

  it('takes the type the contact says it holds there, among those the organisation admits, still pending', async () => {
    const { login } = await newContact();
    const { authorization } = await t.login(login);
    const technical = await post(t, authorization, '/api/organisations/addLinkOrgaContact', { bce: PRESTATAIRE_BCE, typeOrganisationId: TypeOrganisation.PRESTATAIRE, typeContactId: TypeContact.TECHNIQUE });
    expect(technical.json().fields).toEqual([{ field: 'typeContactId', message: TYPE_NOT_ADDABLE }]);
    const response = await post(t, authorization, '/api/organisations/addLinkOrgaContact', { bce: PRESTATAIRE_BCE, typeOrganisationId: TypeOrganisation.PRESTATAIRE, typeContactId: TypeContact.AUTORITE });
    expect(response.json().result).toMatchObject({ TypeContactId: TypeContact.AUTORITE, validation_status: EN_ATTENTE, organisation: { id: p.prestataire, nom: 'Conseil & Transition SRL' } });
  });
});

describe('POST /organisations/{orgId}/contact/{id}/update', () => {
  it("changes a link's function, phone and e-mail, the Authority's only", async () => {
    const { organisationId, logins, authorization } = await provider();
    const [link] = await t.database.db.select().from(xContacts).where(and(eq(xContacts.organisationId, organisationId), eq(xContacts.typeContactId, TypeContact.REFERENCE)));
    const url = `/api/organisations/${organisationId}/contact/${link!.id}/update`;
    const { authorization: reference } = await t.login(logins.R);
    expect((await post(t, reference, url, { fonction: 'Moi-même' })).statusCode).toBe(403);
    const response = await post(t, authorization, url, { fonction: ' Gérante ', telephone: '+32 2 123 45 67', email: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({ function: 'Gérante', phone: '+32 2 123 45 67', email: null });
    expect((await post(t, authorization, `/api/organisations/${p.prestataire}/contact/${link!.id}/update`, {})).statusCode).toBe(403);
  });
});

describe('POST /contacts/{contactId}/type/{typeId}/organisation/{orgId}/delete', () => {
  it('lets a contact delete its own link, and an Authority any link, keeping who, when and why', async () => {
    const { organisationId, logins, authorization } = await provider();
    const links = await t.database.db.select().from(xContacts).where(eq(xContacts.organisationId, organisationId));
    const of = (type: number) => links.find((l) => l.typeContactId === type)!;
    const url = (link: { contactId: number; typeContactId: number }) => `/api/contacts/${link.contactId}/type/${link.typeContactId}/organisation/${organisationId}/delete`;

    const { authorization: information } = await t.login(logins.I);
    expect((await post(t, information, url(of(TypeContact.EXPERT)), { reason: 'Pas le mien' })).statusCode).toBe(403);
    expect((await post(t, information, url(of(TypeContact.INFORMATION)), { reason: '' })).statusCode).toBe(400);
    const own = await post(t, information, url(of(TypeContact.INFORMATION)), { reason: "Je quitte l'entreprise." });
    expect(own.statusCode, own.body).toBe(200);
    const byAuthority = await post(t, authorization, url(of(TypeContact.EXPERT)), { reason: 'Fin de mission.' });
    expect(byAuthority.statusCode).toBe(200);
    const remaining = await t.database.db.select().from(xContacts).where(and(eq(xContacts.organisationId, organisationId), eq(xContacts.actif, true)));
    expect(remaining.map((l) => l.typeContactId).sort()).toEqual([TypeContact.AUTORITE, TypeContact.REFERENCE]);
    const history = await t.database.db.select().from(contactLinkHistory).where(eq(contactLinkHistory.linkId, of(TypeContact.EXPERT).id));
    expect(history).toEqual([expect.objectContaining({ event: 'DELETE_LINK', reason: 'Fin de mission.' })]);
    // A deleted link is gone from the session's organisations: its former holder no longer acts there.
    const whoami = await t.app.inject({ url: '/api/auth/whoami', headers: { authorization: information } });
    expect(whoami.json().result.linked_organisations.map((l: { id: number }) => l.id)).not.toContain(organisationId);
    // Added again, the same link lives again.
    const readded = await post(t, authorization, '/api/organisations/addLinkOrgaContact', { organisationId, contactId: of(TypeContact.EXPERT).contactId, typeContactId: TypeContact.EXPERT });
    expect(readded.json().result).toMatchObject({ id: of(TypeContact.EXPERT).id, validation_status: VALIDE });
  });

  it('ends a validated link for good: requested again it does not come back pending (409), and only an Authority may link the contact again', async () => {
    const { login, contactId } = await newContact();
    const { authorization } = await t.login(login);
    const request = () => post(t, authorization, '/api/organisations/addLinkOrgaContact', { bce: PRESTATAIRE_BCE, typeOrganisationId: TypeOrganisation.PRESTATAIRE });
    const { id: linkId, version } = (await request()).json().result;
    const { authorization: presta } = await t.login('demo.presta');
    expect((await post(t, presta, `/api/organisations/${p.prestataire}/contact/${linkId}/validate`, { Statut: VALIDE, version })).statusCode).toBe(200);
    const url = `/api/contacts/${contactId}/type/${TypeContact.INFORMATION}/organisation/${p.prestataire}/delete`;
    expect((await post(t, authorization, url, { reason: "Je quitte l'entreprise." })).statusCode).toBe(200);
    const before = await linkTables();
    const again = await request();
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toEqual({ code: 'InvalidTransition', message: LINK_ENDED });
    expect(await linkTables()).toEqual(before);
    expect(await linksOf(contactId, p.prestataire)).toEqual([expect.objectContaining({ actif: false, validationStatus: VALIDE })]);
    const readded = await post(t, presta, '/api/organisations/addLinkOrgaContact', { organisationId: p.prestataire, contactId, typeContactId: TypeContact.INFORMATION });
    expect(readded.json().result).toMatchObject({ id: linkId, validation_status: VALIDE });
  });

  it('lets a request deleted before any decision be made again, pending', async () => {
    const { login, contactId } = await newContact();
    const { authorization } = await t.login(login);
    const request = () => post(t, authorization, '/api/organisations/addLinkOrgaContact', { bce: PRESTATAIRE_BCE, typeOrganisationId: TypeOrganisation.PRESTATAIRE });
    const linkId = (await request()).json().result.id;
    const url = `/api/contacts/${contactId}/type/${TypeContact.INFORMATION}/organisation/${p.prestataire}/delete`;
    expect((await post(t, authorization, url, { reason: 'Erreur de ma part.' })).statusCode).toBe(200);
    const again = await request();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().result).toMatchObject({ id: linkId, validation_status: EN_ATTENTE });
    const history = await t.database.db.select().from(contactLinkHistory).where(eq(contactLinkHistory.linkId, linkId)).orderBy(contactLinkHistory.id);
    expect(history.map((h) => [h.event, h.fromStatus, h.toStatus])).toEqual([
      ['REQUEST_LINK', EN_ATTENTE, EN_ATTENTE],
      ['DELETE_LINK', EN_ATTENTE, EN_ATTENTE],
      ['REQUEST_LINK', EN_ATTENTE, EN_ATTENTE],
    ]);
  });

  it("keeps the organisation's last validated Authority", async () => {
    const { organisationId, logins, authorization } = await provider();
    const [a] = await t.database.db.select().from(xContacts).where(and(eq(xContacts.organisationId, organisationId), eq(xContacts.typeContactId, TypeContact.AUTORITE)));
    const response = await post(t, authorization, `/api/contacts/${a!.contactId}/type/${TypeContact.AUTORITE}/organisation/${organisationId}/delete`, { reason: 'Départ' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(LAST_AUTHORITY);
    expect((await linksOf(a!.contactId, organisationId))[0]!.actif).toBe(true);
    expect(logins.R).not.toBe(logins.A);
  });
});

describe('POST /contacts/searchByEmail', () => {
  it('answers an Authority who it is and the types it holds there, nothing more; null when unknown; 403 to others', async () => {
    const { organisationId, logins, authorization } = await provider();
    const found = await post(t, authorization, '/api/contacts/searchByEmail', { email: `${logins.R.toUpperCase()}@demo.example`, organisationId });
    expect(found.statusCode, found.body).toBe(200);
    expect(Object.keys(found.json().result).sort()).toEqual(['Email', 'Nom', 'Prenom', 'id', 'types']);
    expect(found.json().result.types).toEqual([TypeContact.REFERENCE]);
    expect((await post(t, authorization, '/api/contacts/searchByEmail', { email: 'personne@exemple.be', organisationId })).json().result).toBeNull();
    const { authorization: reference } = await t.login(logins.R);
    expect((await post(t, reference, '/api/contacts/searchByEmail', { email: 'personne@exemple.be', organisationId })).statusCode).toBe(403);
  });
});
