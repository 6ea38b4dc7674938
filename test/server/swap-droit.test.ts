import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app';
import { Droit } from '../../domain/droits';
import { contactDroits, contacts, xContacts } from '../../server/db/schema/index';
import { demoPasswordHash } from '../../server/seed/demo-contacts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const swap = (authorization: string, droitId: string | number) =>
  t.app.inject({ method: 'POST', url: `/api/auth/swap-droit/${droitId}`, headers: { authorization } });

describe('POST /api/auth/swap-droit/{droitId}', () => {
  it('swaps to another right the user holds; the new token acts under it', async () => {
    const { authorization } = await t.login('demo.presta');
    const response = await swap(authorization, Droit.Beneficiaire);
    expect(response.statusCode).toBe(200);
    const next = `Bearer ${response.json().result.access_token}`;
    const whoami = await t.app.inject({ url: '/api/auth/whoami', headers: { authorization: next } });
    expect(whoami.json().meta.auth.droit_id).toBe(Droit.Beneficiaire);
  });

  it('refuses a right the user does not hold with 403', async () => {
    const { authorization } = await t.login('demo.benef');
    const response = await swap(authorization, Droit.Prestataire);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('Forbidden');
  });

  it('answers 404 for a right id that is not a number', async () => {
    const { authorization } = await t.login('demo.benef');
    expect((await swap(authorization, 'abc')).statusCode).toBe(404);
    expect((await swap(authorization, 0)).statusCode).toBe(404);
  });

  it('switches a provider without a provider organisation to beneficiary', async () => {
    const [contact] = await t.database.db
      .insert(contacts)
      .values({ email: 'sans.orga@demo.example', nomUtilisateur: 'sans.orga', prenom: 'Sans', nom: 'Orga', compteValide: true, passwordHash: await demoPasswordHash() })
      .returning();
    await t.database.db.insert(contactDroits).values([
      { contactId: contact!.id, droitId: Droit.Prestataire },
      { contactId: contact!.id, droitId: Droit.Beneficiaire },
    ]);
    const { authorization } = await t.login('sans.orga', Droit.Prestataire);
    const whoami = await t.app.inject({ url: '/api/auth/whoami', headers: { authorization } });
    expect(whoami.json().meta.auth.droit_id).toBe(Droit.Beneficiaire);
    const swapped = await swap(authorization, Droit.Prestataire);
    expect(swapped.json().result.droit_id).toBe(Droit.Beneficiaire);
  });

  it('moves a provider session to beneficiary on refresh once its provider link is gone', async () => {
    const { authorization } = await t.login('demo.presta', Droit.Prestataire);
    const [presta] = await t.database.db.select().from(contacts).where(eq(contacts.nomUtilisateur, 'demo.presta'));
    await t.database.db.update(xContacts).set({ actif: false }).where(eq(xContacts.contactId, presta!.id));
    const refreshed = await t.app.inject({ url: '/api/auth/refresh', headers: { authorization } });
    expect(refreshed.json().result.droit_id).toBe(Droit.Beneficiaire);
    await t.database.db.update(xContacts).set({ actif: true }).where(eq(xContacts.contactId, presta!.id));
  });
});
