import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLinkHistory, labels, organisations, xContacts } from '../../server/db/schema/index';
import { ORGANISATION_HAS_DOSSIERS, ORGANISATION_HAS_LABELS } from '../../server/services/organisations/delete';
import { Droit } from '../../domain/droits';
import { StatutValidationLien } from '../../domain/link-validation';
import { TypeOrganisation } from '../../domain/organisation-types';
import { createContact, createOrganisationWithContacts } from '../support/contacts';
import { demoParties, insertDossier, post, type DemoParties } from '../support/dossiers';
import { createTestApp, type TestApp } from '../support/test-app';

/** POST /api/organisations/{id}/delete: who may, what is refused, what it changes (server/services/organisations/delete.ts). */

let t: TestApp;
let p: DemoParties;
let made = 0;

beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
});
afterAll(() => t.close());

const rowOf = async (id: number) => (await t.database.db.select().from(organisations).where(eq(organisations.id, id)))[0]!;
const linksOf = (id: number) => t.database.db.select().from(xContacts).where(eq(xContacts.organisationId, id));

/** A fresh provider with contacts A, R, E, I signed in, and one more contact whose link is still pending. */
async function organisation() {
  const prefix = `suppr.${++made}`;
  const { organisationId, logins } = await createOrganisationWithContacts(t, prefix, TypeOrganisation.PRESTATAIRE, Droit.Prestataire);
  const pending = await createContact(t, `${prefix}.attente`, [Droit.Prestataire]);
  await t.database.db.insert(xContacts).values({ contactId: pending, organisationId, typeOrganisationId: TypeOrganisation.PRESTATAIRE, typeContactId: 3, validationStatus: StatutValidationLien.EN_ATTENTE });
  const as = async (letter: 'a' | 'r' | 'e' | 'i') => (await t.login(logins[letter.toUpperCase() as 'A'], Droit.Prestataire)).authorization;
  return { organisationId, as };
}

const remove = (authorization: string, id: number, version = 1) => post(t, authorization, `/api/organisations/${id}/delete`, { version });

describe('POST /api/organisations/{id}/delete', () => {
  it('lets its Authority delete it: every link ends through the link machine with a history row, the organisation stays for audit, inactive', async () => {
    const { organisationId, as } = await organisation();
    const authority = await as('a');
    const response = await remove(authority, organisationId);
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowOf(organisationId)).toMatchObject({ actif: false, version: 2 });
    const links = await linksOf(organisationId);
    expect(links).toHaveLength(5);
    expect(links.every((link) => !link.actif)).toBe(true);
    const history = await t.database.db.select().from(contactLinkHistory).where(eq(contactLinkHistory.organisationId, organisationId));
    expect(history.map((row) => row.event)).toEqual(Array(5).fill('DELETE_LINK'));
    // The Authority no longer reaches it: neither to read it nor to delete it again.
    expect((await t.app.inject({ url: `/api/organisations/${organisationId}`, headers: { authorization: authority } })).statusCode).toBe(404);
    expect((await remove(authority, organisationId, 2)).statusCode).toBe(404);
  });

  it('refuses its Reference, Expert and Information contacts (403) and changes nothing', async () => {
    const { organisationId, as } = await organisation();
    for (const letter of ['r', 'e', 'i'] as const) {
      const response = await remove(await as(letter), organisationId);
      expect(response.statusCode, `${letter}: ${response.body}`).toBe(403);
    }
    expect(await rowOf(organisationId)).toMatchObject({ actif: true, version: 1 });
    expect((await linksOf(organisationId)).filter((link) => link.actif)).toHaveLength(5);
  });

  it("refuses an Authority of another organisation (403), a manager's session (403) and a stale version (409 Conflict)", async () => {
    const { organisationId, as } = await organisation();
    const stranger = (await t.login('demo.presta', Droit.Prestataire)).authorization;
    expect((await remove(stranger, organisationId)).statusCode).toBe(403);
    const manager = (await t.login('demo.gestionnaire', Droit.Gestionnaire)).authorization;
    expect((await remove(manager, organisationId)).statusCode).toBe(403);
    const stale = await remove(await as('a'), organisationId, 7);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'Conflict' });
    expect(await rowOf(organisationId)).toMatchObject({ actif: true });
  });

  it('refuses an organisation that is party to a dossier, saying why, and leaves its links as they were', async () => {
    const { organisationId, as } = await organisation();
    await insertDossier(t, { statut: 1, etape: 1, beneficiaireId: p.entreprise, prestataireId: organisationId });
    const response = await remove(await as('a'), organisationId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'OrganisationInUse', message: ORGANISATION_HAS_DOSSIERS });
    expect(await rowOf(organisationId)).toMatchObject({ actif: true, version: 1 });
    expect((await linksOf(organisationId)).filter((link) => link.actif)).toHaveLength(5);
  });

  it('refuses an organisation that holds a label', async () => {
    const { organisationId, as } = await organisation();
    await t.database.db.insert(labels).values({ organisationId, type: 1, statut: 1, accordeLe: '2026-01-01', expireLe: '2028-12-31' });
    const response = await remove(await as('a'), organisationId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ORGANISATION_HAS_LABELS);
  });
});
