import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, contactDroits, contacts, organisations, xAdresses, xContacts } from '../../server/db/schema/index';
import { TypeContact } from '../../domain/contact-types';
import { Droit, type DroitId } from '../../domain/droits';
import { StatutValidationLien } from '../../domain/link-validation';
import { SousTypeOrganisation, TypeAdresse, TypeOrganisation } from '../../domain/organisation-types';
import { createContact } from '../support/contacts';
import { demoParties, type DemoParties } from '../support/dossiers';
import { tableDigest } from '../support/table-digest';
import { createTestApp, type TestApp } from '../support/test-app';

/** GET /contacts/{id}/porteur/enable, /disable and /addPorteur: the project-holder role of the caller itself. */

let t: TestApp;
let p: DemoParties;
let counter = 0;
const FORBIDDEN = "Vous n'avez pas les droits nécessaires pour accéder à cette page.";

beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
});
afterAll(() => t.close());

/** A valid national register number (check digits 97 - base mod 97) from a 9-digit base. */
function nationalRegisterNumber(base: string): string {
  return `${base}${String(97 - (Number(base) % 97)).padStart(2, '0')}`;
}

/** A new contact signed in, Reference of the demo provider (or without any link), with a national register number. */
async function person({ linked = true, numero = nationalRegisterNumber(`8${String(10_000_000 + ++counter)}`), droits = [Droit.Prestataire] as DroitId[] } = {}) {
  const login = `porteur.${++counter}`;
  const links = linked ? [{ organisationId: p.prestataire, typeOrganisationId: TypeOrganisation.PRESTATAIRE, typeContactId: TypeContact.REFERENCE }] : [];
  const contactId = await createContact(t, login, droits, links);
  await t.database.db.update(contacts).set({ numeroIdentification: numero }).where(eq(contacts.id, contactId));
  return { contactId, numero, authorization: (await t.login(login)).authorization };
}

const call = (authorization: string, contactId: number, path: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url: `/api/contacts/${contactId}/${path}`, headers: { authorization } });

const contactRow = async (contactId: number) => (await t.database.db.select().from(contacts).where(eq(contacts.id, contactId)))[0]!;
const organisationRow = async (id: number) => (await t.database.db.select().from(organisations).where(eq(organisations.id, id)))[0]!;
const digest = () => tableDigest(t.database.db);

describe('addPorteur gives a contact who never held it the project-holder role', () => {
  it('creates its project-holder beneficiary, validated Authority link, beneficiary right, and enables the role', async () => {
    const { contactId, numero, authorization } = await person();
    const response = await call(authorization, contactId, 'addPorteur');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { result } = response.json();
    expect(result).toMatchObject({ id: contactId, porteur_projet_actif: true });
    expect(result.droits).toEqual([{ id: Droit.Prestataire }, { id: Droit.Beneficiaire }]);
    const organisation = await organisationRow(result.BeneficiaireId);
    expect(organisation).toMatchObject({
      typeOrganisationId: TypeOrganisation.BENEFICIAIRE,
      sousTypeOrganisationId: SousTypeOrganisation.PORTEUR_PROJET,
      numeroRegistreNational: numero,
      nomLong: `Test porteur.${counter}`,
      actif: true,
    });
    const links = await t.database.db.select().from(xContacts).where(eq(xContacts.organisationId, organisation.id));
    expect(links).toMatchObject([{ contactId, typeContactId: TypeContact.AUTORITE, validationStatus: StatutValidationLien.VALIDE, actif: true }]);
    // The session sees it at once among its organisations.
    const whoami = await t.app.inject({ url: '/api/auth/whoami', headers: { authorization } });
    expect(whoami.json().result.linked_organisations.map((o: { id: number }) => o.id)).toContain(organisation.id);
  });

  it('is idempotent: a second call creates nothing more and re-enables a disabled role', async () => {
    const { contactId, authorization } = await person();
    const first = (await call(authorization, contactId, 'addPorteur')).json().result;
    await call(authorization, contactId, 'porteur/disable');
    const again = await call(authorization, contactId, 'addPorteur');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().result).toMatchObject({ BeneficiaireId: first.BeneficiaireId, porteur_projet_actif: true });
    expect((await organisationRow(first.BeneficiaireId)).actif).toBe(true);
    const held = await t.database.db.select().from(organisations).where(eq(organisations.numeroRegistreNational, (await contactRow(contactId)).numeroIdentification!));
    expect(held).toHaveLength(1);
    const droits = await t.database.db.select().from(contactDroits).where(eq(contactDroits.contactId, contactId));
    expect(droits.map((d) => d.droitId).sort()).toEqual([Droit.Prestataire, Droit.Beneficiaire]);
  });

  it("gives the new organisation the contact's own address as head office and establishment unit", async () => {
    const { contactId, authorization } = await person();
    const [own] = await t.database.db
      .insert(addresses)
      .values({ typeAdresse: TypeAdresse.FACTURATION, rue: 'Rue Haute', numero: '5', codePostal: '1000', localite: 'Bruxelles' })
      .returning();
    await t.database.db.update(contacts).set({ adresseId: own!.id }).where(eq(contacts.id, contactId));
    const organisationId = (await call(authorization, contactId, 'addPorteur')).json().result.BeneficiaireId;
    const copies = await t.database.db
      .select({ typeAdresse: addresses.typeAdresse, rue: addresses.rue, localite: addresses.localite, source: addresses.source, id: addresses.id })
      .from(xAdresses)
      .innerJoin(addresses, eq(addresses.id, xAdresses.adresseId))
      .where(eq(xAdresses.organisationId, organisationId))
      .orderBy(addresses.typeAdresse);
    expect(copies.map(({ id: _id, ...rest }) => rest)).toEqual([
      { typeAdresse: TypeAdresse.SIEGE_SOCIAL, rue: 'Rue Haute', localite: 'Bruxelles', source: 'manuelle' },
      { typeAdresse: TypeAdresse.UNITE_ETABLISSEMENT, rue: 'Rue Haute', localite: 'Bruxelles', source: 'manuelle' },
    ]);
    // Copies: the contact's own address stays its own.
    expect(copies.map((c) => c.id)).not.toContain(own!.id);
  });

  it('refuses, on the register number and changing nothing, a contact without a valid national register number', async () => {
    const { contactId, authorization } = await person({ numero: '85073003329' });
    const before = await digest();
    const response = await call(authorization, contactId, 'addPorteur');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ValidationError', fields: [{ field: 'numeroIdentification', message: expect.stringMatching(/^Un numéro de registre national valide est nécessaire/) }] });
    expect(await digest()).toEqual(before);
  });

  it('refuses to take over a project holder of the same register number already on the platform', async () => {
    // Sophie Lambert, the demo project holder, added by a provider.
    const { contactId, authorization } = await person({ numero: '85073003328' });
    const before = await digest();
    const response = await call(authorization, contactId, 'addPorteur');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'numeroIdentification', message: expect.stringMatching(/existe déjà sur la plateforme/) }]);
    expect(await digest()).toEqual(before);
  });
});

describe('enable and disable toggle the role the contact holds', () => {
  it('disables the role and its organisation, idempotently, then enables both again', async () => {
    const { contactId, authorization } = await person();
    const organisationId = (await call(authorization, contactId, 'addPorteur')).json().result.BeneficiaireId;
    for (const attempt of [1, 2]) {
      const response = await call(authorization, contactId, 'porteur/disable');
      expect(response.statusCode, `disable #${attempt}: ${response.body}`).toBe(200);
      expect(response.json().result).toMatchObject({ porteur_projet_actif: false, BeneficiaireId: organisationId });
      expect((await organisationRow(organisationId)).actif).toBe(false);
    }
    const version = (await contactRow(contactId)).version;
    const enabled = await call(authorization, contactId, 'porteur/enable');
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().result.porteur_projet_actif).toBe(true);
    expect((await organisationRow(organisationId)).actif).toBe(true);
    expect((await contactRow(contactId)).version).toBe(version + 1);
    expect((await call(authorization, contactId, 'porteur/enable')).json().result.porteur_projet_actif).toBe(true);
    expect((await contactRow(contactId)).version).toBe(version + 1);
  });

  it('refuses to enable a role never held (409, nothing changed) and treats disabling it as already done', async () => {
    const { contactId, authorization } = await person();
    const before = await digest();
    const enable = await call(authorization, contactId, 'porteur/enable');
    expect(enable.statusCode).toBe(409);
    expect(enable.json()).toMatchObject({ code: 'InvalidTransition', message: expect.stringMatching(/^Vous n'avez pas encore le rôle de porteur de projet/) });
    const disable = await call(authorization, contactId, 'porteur/disable');
    expect(disable.statusCode, disable.body).toBe(200);
    expect(disable.json().result).toMatchObject({ porteur_projet_actif: false, BeneficiaireId: null });
    expect(await digest()).toEqual(before);
  });
});

describe('only the contact itself, holding an A, R, E or I link somewhere, may change its role', () => {
  it("refuses another contact's role to anyone, its organisation's Authority included", async () => {
    const target = await person();
    await call(target.authorization, target.contactId, 'addPorteur');
    const authority = (await t.login('demo.presta', Droit.Prestataire)).authorization;
    const before = await digest();
    for (const path of ['porteur/enable', 'porteur/disable', 'addPorteur']) {
      const response = await call(authority, target.contactId, path);
      expect(response.statusCode, path).toBe(403);
      expect(response.json().message).toBe(FORBIDDEN);
    }
    expect(await digest()).toEqual(before);
  });

  it('refuses a contact with no link of type A, R, E or I (an outsider, a Technical manager)', async () => {
    const outsider = await person({ linked: false, droits: [Droit.Beneficiaire] });
    const manager = (await t.login('demo.gestionnaire')).authorization;
    const before = await digest();
    expect((await call(outsider.authorization, outsider.contactId, 'addPorteur')).statusCode).toBe(403);
    expect((await call(manager, p.gestionnaire, 'addPorteur')).statusCode).toBe(403);
    expect(await digest()).toEqual(before);
  });

  it('counts a pending link as none', async () => {
    const { contactId, authorization } = await person({ linked: false });
    await t.database.db.insert(xContacts).values({
      contactId,
      organisationId: p.entreprise,
      typeContactId: TypeContact.REFERENCE,
      typeOrganisationId: TypeOrganisation.BENEFICIAIRE,
      validationStatus: StatutValidationLien.EN_ATTENTE,
    });
    expect((await call(authorization, contactId, 'addPorteur')).statusCode).toBe(403);
    expect((await contactRow(contactId)).beneficiaireId).toBeNull();
  });

  it('changes nothing on a HEAD request, which these paths do not answer', async () => {
    const { contactId, authorization } = await person();
    const response = await call(authorization, contactId, 'addPorteur', 'HEAD');
    expect(response.statusCode).toBe(404);
    expect((await contactRow(contactId)).beneficiaireId).toBeNull();
    const held = await t.database.db.select().from(contactDroits).where(and(eq(contactDroits.contactId, contactId), eq(contactDroits.droitId, Droit.Beneficiaire)));
    expect(held).toEqual([]);
  });

  it('refuses a signed-out call and a malformed id', async () => {
    const { contactId, authorization } = await person();
    // Without a token: 498 'Invalid token', as for any call that needs a session.
    expect((await t.app.inject({ url: `/api/contacts/${contactId}/addPorteur` })).statusCode).toBe(498);
    expect((await contactRow(contactId)).beneficiaireId).toBeNull();
    expect((await call(authorization, 0, 'addPorteur')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/contacts/abc/porteur/enable', headers: { authorization } })).statusCode).toBe(404);
  });
});
