// Also on PostgreSQL: decisions on one link sent at once (two validations; 20 refusals and validations), over a pool of connections.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLinkHistory, contacts, outbox, xContacts } from '../../server/db/schema/index';
import { TypeContact, type TypeContactId } from '../../domain/contact-types';
import { Droit } from '../../domain/droits';
import { StatutValidationLien, type EtatLienId } from '../../domain/link-validation';
import { TypeOrganisation } from '../../domain/organisation-types';
import { createContact } from '../support/contacts';
import { LINK_DECIDED_MEANWHILE } from '../../server/services/contact-links/decide';
import { createOutsiderProvider, post, type DemoParties } from '../support/dossiers';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';

/** docs/organisations.md, Contact-organisation links: POST /organisations/{orgId}/contact/{id}/validate applied through the contact-link machine. */

let t: TestApp;
let p: DemoParties;
let authority: string;
let counter = 0;
const { EN_ATTENTE, VALIDE, REFUSE } = StatutValidationLien;
const FORBIDDEN = "Vous n'avez pas les droits nécessaires pour accéder à cette page.";

beforeAll(async () => ({ t, p, authority } = await demoApp({ authority: ['demo.presta', Droit.Prestataire] })));
afterAll(() => t.close());

/** A new contact's link of `type` with the demo provider (or `organisationId`), in `status`. */
async function linkOf(status: EtatLienId, type: TypeContactId = TypeContact.REFERENCE, organisationId = p.prestataire) {
  const login = `lien.${++counter}`;
  const contactId = await createContact(t, login, [Droit.Prestataire, Droit.Beneficiaire]);
  const [link] = await t.database.db
    .insert(xContacts)
    .values({ contactId, organisationId, typeContactId: type, typeOrganisationId: TypeOrganisation.PRESTATAIRE, validationStatus: status })
    .returning();
  return { login, linkId: link!.id };
}

/** A decision on the link as it is stored now (its current version, unless the payload names one). */
const decide = async (authorization: string, linkId: number, payload: object, organisationId = p.prestataire) => {
  const [link] = await t.database.db.select({ version: xContacts.version }).from(xContacts).where(eq(xContacts.id, linkId));
  return post(t, authorization, `/api/organisations/${organisationId}/contact/${linkId}/validate`, { version: link?.version ?? 1, ...payload });
};

async function statusOf(linkId: number) {
  return (await t.database.db.select().from(xContacts).where(eq(xContacts.id, linkId)))[0]!.validationStatus;
}

const historyOf = (linkId: number) => t.database.db.select().from(contactLinkHistory).where(eq(contactLinkHistory.linkId, linkId)).orderBy(contactLinkHistory.id);

describe('an Authority of the organisation decides on its links', () => {
  it('validates a pending link, with a history row saying who, when, from, to and why', async () => {
    const { linkId } = await linkOf(EN_ATTENTE);
    const response = await decide(authority, linkId, { Statut: VALIDE, reason: '  Nouvelle consultante.  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({ id: linkId, organisation_id: p.prestataire, validation_status: VALIDE, TypeContactId: TypeContact.REFERENCE });
    expect(await statusOf(linkId)).toBe(VALIDE);
    const [row, ...others] = await historyOf(linkId);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ organisationId: p.prestataire, decidedBy: p.presta, fromStatus: EN_ATTENTE, toStatus: VALIDE, event: 'VALIDATE_LINK', reason: 'Nouvelle consultante.' });
    expect(Date.now() - row!.at.getTime()).toBeLessThan(60_000);
  });

  it('refuses a pending link, then may re-validate it', async () => {
    const { linkId } = await linkOf(EN_ATTENTE, TypeContact.EXPERT);
    const refused = await decide(authority, linkId, { Statut: REFUSE });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().result.validation_status).toBe(REFUSE);
    const validated = await decide(authority, linkId, { Statut: VALIDE });
    expect(validated.statusCode, validated.body).toBe(200);
    expect(await statusOf(linkId)).toBe(VALIDE);
    const history = await historyOf(linkId);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.event, h.reason])).toEqual([
      [EN_ATTENTE, REFUSE, 'REFUSE_LINK', null],
      [REFUSE, VALIDE, 'VALIDATE_LINK', null],
    ]);
  });

  it('gets 409 InvalidTransition on changing a validated link or refusing a refused one, and nothing is written', async () => {
    const validated = await linkOf(VALIDE);
    const refused = await linkOf(REFUSE);
    for (const [linkId, Statut] of [[validated.linkId, VALIDE], [validated.linkId, REFUSE], [refused.linkId, REFUSE]] as const) {
      const response = await decide(authority, linkId, { Statut });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().code).toBe('InvalidTransition');
      expect(await historyOf(linkId)).toEqual([]);
    }
    expect(await statusOf(validated.linkId)).toBe(VALIDE);
    expect(await statusOf(refused.linkId)).toBe(REFUSE);
  });
});

describe('the e-mails of a link', () => {
  const mailsTo = (contactId: number) => t.database.db.select().from(outbox).where(eq(outbox.contactId, contactId)).orderBy(outbox.id);

  it("tells the contact its link was refused, with the Authority's reason, then validated", async () => {
    const { linkId } = await linkOf(EN_ATTENTE, TypeContact.EXPERT);
    const contactId = (await t.database.db.select().from(xContacts).where(eq(xContacts.id, linkId)))[0]!.contactId;
    await decide(authority, linkId, { Statut: REFUSE, reason: 'Inconnu de nos services' });
    await decide(authority, linkId, { Statut: VALIDE });
    const [refused, validated, ...others] = await mailsTo(contactId);
    expect(others).toEqual([]);
    expect(refused).toMatchObject({ subject: 'Votre lien avec Conseil & Transition SRL est refusé', status: 'queued' });
    expect(refused!.body).toContain('comme contact Expert a été refusé.\nRaison : Inconnu de nos services');
    expect(validated!.subject).toBe('Votre lien avec Conseil & Transition SRL est validé');
    expect(validated!.body).toContain("Vous pouvez désormais agir pour Conseil & Transition SRL selon les droits d'un contact Expert.");
  });

  it("tells the organisation's Authorities that a contact asks to be linked", async () => {
    const requester = await createContact(t, `demande.${++counter}`, [Droit.Beneficiaire]);
    const signedIn = (await t.login(`demande.${counter}`, Droit.Beneficiaire)).authorization;
    const response = await post(t, signedIn, '/api/organisations/addLinkOrgaContact', { bce: '0456.789.034', typeOrganisationId: TypeOrganisation.PRESTATAIRE });
    expect(response.statusCode, response.body).toBe(200);
    const [notice] = (await mailsTo(p.presta)).filter((m) => m.subject.startsWith('Un lien attend votre validation'));
    const { prenom, nom } = (await t.database.db.select().from(contacts).where(eq(contacts.id, requester)))[0]!;
    expect(notice).toMatchObject({ subject: `Un lien attend votre validation : ${prenom} ${nom}` });
    expect(notice!.body).toContain(`${prenom} ${nom} demande à être lié à Conseil & Transition SRL comme contact Information.`);

    // Cancelling and asking again within the hour leaves the link waiting, but sends the Authorities nothing more.
    const typeContactId = response.json().result.TypeContactId;
    const cancelled = await post(t, signedIn, `/api/contacts/${requester}/type/${typeContactId}/organisation/${p.prestataire}/delete`, { reason: 'Erreur' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const again = await post(t, signedIn, '/api/organisations/addLinkOrgaContact', { bce: '0456.789.034', typeOrganisationId: TypeOrganisation.PRESTATAIRE });
    expect(again.statusCode, again.body).toBe(200);
    expect((await mailsTo(p.presta)).filter((m) => m.subject === notice!.subject)).toHaveLength(1);
  });
});

describe('two decisions at once', () => {
  it('take turns on the link: of two validations, one applies and the other gets 409', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { linkId } = await linkOf(EN_ATTENTE);
      const responses = await Promise.all([decide(authority, linkId, { Statut: VALIDE }), decide(authority, linkId, { Statut: VALIDE })]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await historyOf(linkId)).toHaveLength(1);
    }
  });

  it('have one winner among 20 refusals and validations on the link as read: the others get 409 Conflict, and the contact one e-mail', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { linkId } = await linkOf(EN_ATTENTE);
      const { contactId, version } = (await t.database.db.select().from(xContacts).where(eq(xContacts.id, linkId)))[0]!;
      const decisions = Array.from({ length: 20 }, (_, i) => decide(authority, linkId, { Statut: i % 2 ? VALIDE : REFUSE, version }));
      const responses = await Promise.all(decisions);
      const codes = responses.map((r) => r.statusCode);
      expect(codes.filter((code) => code === 200), codes.join()).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(19);
      const stale = responses.find((r) => r.statusCode === 409)!.json();
      expect(stale).toEqual({ code: 'Conflict', message: LINK_DECIDED_MEANWHILE });
      expect(await historyOf(linkId)).toHaveLength(1);
      expect(await t.database.db.select().from(outbox).where(eq(outbox.contactId, contactId))).toHaveLength(1);
    }
  });
});

describe('who else is refused', () => {
  it('answers 403 Forbidden to a Reference, to an Authority of another organisation, and to an Authority whose own link is pending or inactive', async () => {
    const reference = (await t.login('demo.reference', Droit.Prestataire)).authorization;
    await createOutsiderProvider(t, 'lien.autre.autorite');
    const otherAuthority = (await t.login('lien.autre.autorite', Droit.Prestataire)).authorization;
    const pendingAuthority = await linkOf(EN_ATTENTE, TypeContact.AUTORITE);
    const pendingAuthorization = (await t.login(pendingAuthority.login)).authorization;
    const inactiveAuthority = await linkOf(VALIDE, TypeContact.AUTORITE);
    await t.database.db.update(xContacts).set({ actif: false }).where(eq(xContacts.id, inactiveAuthority.linkId));
    const inactiveAuthorization = (await t.login(inactiveAuthority.login)).authorization;
    const { linkId } = await linkOf(EN_ATTENTE);
    for (const authorization of [reference, otherAuthority, pendingAuthorization, inactiveAuthorization]) {
      const response = await decide(authorization, linkId, { Statut: VALIDE });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'Forbidden', message: FORBIDDEN });
    }
    expect(await statusOf(linkId)).toBe(EN_ATTENTE);
    expect(await historyOf(linkId)).toEqual([]);
  });

  it('answers 404 for an unknown organisation, an unknown link and a link of another organisation', async () => {
    const { linkId } = await linkOf(EN_ATTENTE);
    const elsewhere = await linkOf(EN_ATTENTE, TypeContact.REFERENCE, p.entreprise);
    for (const [organisationId, id] of [[999_999, linkId], [p.prestataire, 999_999], [p.prestataire, elsewhere.linkId], [p.prestataire, 'abc']] as const) {
      const response = await post(t, authority, `/api/organisations/${organisationId}/contact/${id}/validate`, { Statut: VALIDE, version: 1 });
      expect(response.statusCode, `${organisationId}/${id}: ${response.body}`).toBe(404);
      expect(response.json().code).toBe('Not found');
    }
    expect(await statusOf(elsewhere.linkId)).toBe(EN_ATTENTE);
  });

  it('answers 400 ValidationError naming the field, in French, for a bad body', async () => {
    const { linkId } = await linkOf(EN_ATTENTE);
    const cases: Array<[object, string, string]> = [
      [{}, 'Statut', 'Ce champ est obligatoire.'],
      [{ Statut: EN_ATTENTE }, 'Statut', 'Le statut doit être 1 (validé) ou 2 (refusé).'],
      [{ Statut: '1' }, 'Statut', 'Le statut doit être 1 (validé) ou 2 (refusé).'],
      [{ Statut: VALIDE, reason: 12 }, 'reason', "La valeur de ce champ n'est pas valide."],
      [{ Statut: VALIDE, reason: 'x'.repeat(2001) }, 'reason', 'Ce texte ne peut pas dépasser 2000 caractères.'],
      [{ Statut: VALIDE, version: undefined }, 'version', 'Ce champ est obligatoire.'],
      [{ Statut: VALIDE, version: 0 }, 'version', 'Version invalide.'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await decide(authority, linkId, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'ValidationError', fields: [{ field, message }] });
    }
    expect(await statusOf(linkId)).toBe(EN_ATTENTE);
  });
});
