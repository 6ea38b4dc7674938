import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Droit } from '../../domain/droits';
import { TypeDemandeLabellisation as T } from '../../domain/labellisation';
import { StatutValidationLien } from '../../domain/link-validation';
import { TypeOrganisation } from '../../domain/organisation-types';
import { createOutsiderProvider, demoParties, post, type DemoParties } from '../support/dossiers';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 29, item 4: the Authority of organisation 1 read the e-mails announcing organisation 8's labellisation
 * decisions, because they were sent to a contact of both. Each message now names the organisation it is about.
 */
let t: TestApp;
let p: DemoParties;
const as = { other: '', presta: '', gestion: '' };
let other: { organisationId: number; contactId: number };
const DEMO_PROVIDER_BCE = '0456.789.034';

beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
  // The Authority of another provider ("organisation 8") asks to join the demo provider ("organisation 1"), whose Authority validates it.
  other = await createOutsiderProvider(t, 'deux.organisations');
  as.other = (await t.login('deux.organisations', Droit.Prestataire)).authorization;
  as.presta = (await t.login('demo.presta', Droit.Prestataire)).authorization;
  as.gestion = (await t.login('demo.gestionnaire')).authorization;
  const asked = await post(t, as.other, '/api/organisations/addLinkOrgaContact', { bce: DEMO_PROVIDER_BCE, typeOrganisationId: TypeOrganisation.PRESTATAIRE });
  expect(asked.statusCode, asked.body).toBe(200);
  const { id, version } = asked.json().result;
  const validated = await post(t, as.presta, `/api/organisations/${p.prestataire}/contact/${id}/validate`, { Statut: StatutValidationLien.VALIDE, version });
  expect(validated.statusCode, validated.body).toBe(200);
  // Organisation 8's system access, submitted and validated by the administration: its Authorities are told.
  const created = await post(t, as.other, `/api/labellisation/prestataires/${other.organisationId}/demandes`, { type: T.ACCES_SYSTEME, commentaire: 'Notre cabinet.' });
  expect(created.statusCode, created.body).toBe(201);
  const demandeId = created.json().result.id;
  await post(t, as.other, `/api/labellisation/demandes/${demandeId}/completion/specific`, { commentaire: 'Notre cabinet.', references: 'Trois missions.' });
  expect((await post(t, as.other, `/api/labellisation/prestataires/${other.organisationId}/soumissions`, { demandeIds: [demandeId] })).statusCode).toBe(200);
  expect((await post(t, as.gestion, `/api/labellisation/demandes/${demandeId}/validate`, {})).statusCode).toBe(200);
});
afterAll(() => t.close());

type Listed = { id: number; subject: string };
const history = async (authorization: string, filter: object = {}) =>
  (await post(t, authorization, '/api/emails', { perPage: 100, ...filter })).json().result.items as Listed[];
const ofContact = (items: Listed[], pattern: RegExp) => items.filter((m) => pattern.test(m.subject));

describe('an e-mail is read by the organisation it is about', () => {
  it('keeps organisation 8’s labellisation decision from organisation 1’s Authority, list and message alike', async () => {
    const [decision] = ofContact(await history(as.other), /^Demande validée : LAB-/);
    expect(decision, 'the contact reads its own decision').toBeDefined();
    expect((await history(as.presta, { organisationId: p.prestataire })).map((m) => m.id)).not.toContain(decision!.id);
    expect((await t.app.inject({ url: `/api/emails/${decision!.id}`, headers: { authorization: as.presta } })).statusCode).toBe(404);
  });

  it('still shows organisation 1’s Authority the messages about organisation 1 sent to that contact', async () => {
    const [linkDecision] = ofContact(await history(as.other), /^Votre lien avec .* est validé/);
    expect(linkDecision, 'the contact reads its link decision').toBeDefined();
    expect((await history(as.presta, { organisationId: p.prestataire })).map((m) => m.id)).toContain(linkDecision!.id);
  });
});
