import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema/index';
import { TypeContact } from '../../domain/contact-types';
import { Droit } from '../../domain/droits';
import { EtapeEncodage as E } from '../../domain/encoding-steps';
import { TypeOrganisation } from '../../domain/organisation-types';
import { createTestApp, type TestApp } from '../support/test-app';
import { createOutsiderProvider, demoParties, historyOf, post, type DemoParties } from '../support/dossiers';
import { get, introductionAt, wizardReferences, type WizardReferences } from '../support/wizard';

let t: TestApp;
let p: DemoParties;
let r: WizardReferences;
let outsider: { organisationId: number; contactId: number };
const as: Record<'presta' | 'benef', string> = { presta: '', benef: '' };
beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
  r = await wizardReferences(t);
  outsider = await createOutsiderProvider(t, 'parties.outsider');
  as.presta = (await t.login('demo.presta', Droit.Prestataire)).authorization;
  as.benef = (await t.login('demo.benef')).authorization;
});
afterAll(() => t.close());

const contactsOf = (dossier: { x_contacts: Array<{ ContactId: number; TypeOrganisationId: number; TypeContactId: number }> }, side: number) =>
  dossier.x_contacts.filter((c) => c.TypeOrganisationId === side).map((c) => [c.ContactId, c.TypeContactId]);

describe('step 2: the beneficiary, its establishment unit and its Authority', () => {
  it('saves them for an eligible beneficiary and answers the dossier with them', async () => {
    const dossier = await introductionAt(t, p, r, E.DossierBeneficiaire);
    const unit = await r.unitOf(p.entreprise);
    const response = await post(t, as.presta, `/api/dossiers/${dossier.id}/configure-beneficiaire`, { beneficiaireOrganisationId: p.entreprise, uniteEtablissementId: unit, autoriteContactId: p.benef });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().result;
    expect(result.uniteEtablissement).toMatchObject({ id: unit });
    expect(contactsOf(result, TypeOrganisation.BENEFICIAIRE)).toEqual([[p.benef, TypeContact.AUTORITE]]);
  });

  it('refuses an ineligible beneficiary, a unit of another organisation and a contact who is not its Authority', async () => {
    const dossier = await introductionAt(t, p, r, E.DossierBeneficiaire);
    const url = `/api/dossiers/${dossier.id}/configure-beneficiaire`;
    // The project holder has no Authority contact.
    const ineligible = await post(t, as.presta, url, { beneficiaireOrganisationId: p.porteurProjet, uniteEtablissementId: await r.unitOf(p.porteurProjet), autoriteContactId: p.benef });
    expect(ineligible.json().fields).toEqual([{ field: 'beneficiaireOrganisationId', message: "L'organisation n'a aucun contact Autorité validé." }]);
    const otherUnit = await post(t, as.presta, url, { beneficiaireOrganisationId: p.entreprise, uniteEtablissementId: await r.unitOf(p.grandeEntreprise), autoriteContactId: p.benef });
    expect(otherUnit.json().fields).toEqual([{ field: 'uniteEtablissementId', message: "Cette adresse n'est pas une unité d'établissement active de l'organisation." }]);
    const notAuthority = await post(t, as.presta, url, { beneficiaireOrganisationId: p.entreprise, uniteEtablissementId: await r.unitOf(p.entreprise), autoriteContactId: p.reference });
    expect(notAuthority.json().fields).toEqual([{ field: 'autoriteContactId', message: "Ce contact n'est pas un contact Autorité validé de l'organisation." }]);
    const unknown = await post(t, as.presta, url, { beneficiaireOrganisationId: 999_999, uniteEtablissementId: 1, autoriteContactId: p.benef });
    expect(unknown.json().fields).toEqual([{ field: 'beneficiaireOrganisationId', message: 'Organisation inconnue.' }]);
  });

  it('lets a beneficiary name only an organisation it files for', async () => {
    const dossier = await introductionAt(t, p, r, E.DossierBeneficiaire, { prestataire: false });
    const response = await post(t, as.benef, `/api/dossiers/${dossier.id}/configure-beneficiaire`, {
      beneficiaireOrganisationId: p.grandeEntreprise,
      uniteEtablissementId: await r.unitOf(p.grandeEntreprise),
      autoriteContactId: p.presta,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('step 3 of the introduction: the provider and its Authority, Reference and Information contacts', () => {
  const payload = () => ({ prestataireOrganisationId: p.prestataire, autoriteContactId: p.presta, referenceContactId: p.reference, informationContactId: p.information });

  it('assigns the three contacts to the dossier', async () => {
    const dossier = await introductionAt(t, p, r, E.DossierPrestataire);
    const result = (await post(t, as.presta, `/api/dossiers/${dossier.id}/configure-prestataire`, payload())).json().result;
    expect(contactsOf(result, TypeOrganisation.PRESTATAIRE).sort()).toEqual(
      [[p.presta, TypeContact.AUTORITE], [p.reference, TypeContact.REFERENCE], [p.information, TypeContact.INFORMATION]].sort(),
    );
  });

  it("refuses a provider that is not the caller's, and contacts of the wrong type", async () => {
    const dossier = await introductionAt(t, p, r, E.DossierPrestataire);
    const url = `/api/dossiers/${dossier.id}/configure-prestataire`;
    expect((await post(t, as.presta, url, { ...payload(), prestataireOrganisationId: outsider.organisationId })).statusCode).toBe(403);
    const swapped = await post(t, as.presta, url, { ...payload(), referenceContactId: p.information, informationContactId: p.reference });
    expect(swapped.json().fields).toEqual([
      { field: 'referenceContactId', message: "Ce contact n'est pas un contact Référence validé de l'organisation." },
      { field: 'informationContactId', message: "Ce contact n'est pas un contact Information validé de l'organisation." },
    ]);
  });
});

describe('the initiation by a beneficiary, sent to the provider who completes it', () => {
  it('goes from the setup to the provider, then the provider takes over in its introduction', async () => {
    const created = (await post(t, as.benef, '/api/dossiers/add', { typeAideId: r.conseil.id, organisationId: p.entreprise })).json().result;
    const url = (path: string) => `/api/dossiers/${created.id}/${path}`;
    expect((await post(t, as.benef, url('update-type-aide'), { typeAideId: r.numerique.id })).json().result.EtapeEncodage).toBe(E.DossierBeneficiaire);
    const unit = await r.unitOf(p.entreprise);
    expect((await post(t, as.benef, url('configure-beneficiaire'), { beneficiaireOrganisationId: p.entreprise, uniteEtablissementId: unit, autoriteContactId: p.benef })).statusCode).toBe(200);
    // The provider cannot see the dossier before it is sent.
    expect((await get(t, as.presta, `/api/dossiers/${created.id}`)).statusCode).toBe(403);
    const choices = (await get(t, as.benef, `/api/organisations/get-available-prestataires?dossierId=${created.id}`)).json().result;
    expect(choices.map((o: { id: number }) => o.id)).toEqual([p.prestataire]);
    const sent = await post(t, as.benef, url('configure-prestataire-partially'), { prestataireOrganisationId: p.prestataire });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().result).toMatchObject({ EtapeEncodage: E.DossierPrestation, prestataire: { id: p.prestataire } });
    expect((await historyOf(t, created.id)).at(-1)).toMatchObject({ event: 'SEND_TO_PROVIDER', contactId: p.benef, fromStatut: 1, toStatut: 1 });
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.contactId, p.presta));
    expect(mails.some((m) => m.subject === `Dossier ${created.reference} : un bénéficiaire vous a choisi comme prestataire`)).toBe(true);
    // Sent: the beneficiary's earlier screens are closed, only the recap stays.
    expect((await post(t, as.benef, url('configure-beneficiaire'), { beneficiaireOrganisationId: p.entreprise, uniteEtablissementId: unit, autoriteContactId: p.benef })).statusCode).toBe(409);
    // The provider has no contact on the dossier yet: the wizard sends it back to the provider step.
    const competences = { competences: [{ competenceId: r.strat.id, pourcentage: 100 }], expertContactIds: [p.expert] };
    expect((await post(t, as.presta, url('configure-competences'), competences)).statusCode).toBe(409);
    const provider = { prestataireOrganisationId: p.prestataire, autoriteContactId: p.presta, referenceContactId: p.reference, informationContactId: p.information };
    expect((await post(t, as.presta, url('configure-prestataire'), provider)).json().result.EtapeEncodage).toBe(E.DossierPrestation);
    expect((await post(t, as.presta, url('configure-competences'), competences)).statusCode).toBe(200);
  });

  it("passes the beneficiary's message to the provider's Authorities and keeps it in the remarks", async () => {
    const dossier = await introductionAt(t, p, r, E.DossierPrestation);
    const response = await post(t, as.benef, `/api/dossiers/${dossier.id}/askPrestataire`, { askText: 'Quand pouvez-vous commencer ?' });
    expect(response.statusCode, response.body).toBe(200);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.contactId, p.presta));
    expect(mails.some((m) => m.body.endsWith('Quand pouvez-vous commencer ?'))).toBe(true);
    const detail = (await get(t, as.benef, `/api/dossiers/${dossier.id}?with[]=detailDossierAll`)).json().result;
    // A message of the beneficiary, not the administration's request for information.
    expect(detail.remarques.at(-1)).toMatchObject({ event: 'ASK_PRESTATAIRE', kind: 'message', texte: 'Quand pouvez-vous commencer ?' });
    expect(detail.historique.at(-1).evenement).toBe('Message du bénéficiaire au prestataire');
    // Not before the dossier is with the provider.
    const early = await introductionAt(t, p, r, E.DossierPrestataire, { prestataire: false });
    expect((await post(t, as.benef, `/api/dossiers/${early.id}/askPrestataire`, { askText: 'Bonjour' })).statusCode).toBe(409);
  });

  it('lets the beneficiary write again from the dossier until the provider submits it, keeping every message with its author', async () => {
    // Validated by the provider: the beneficiary's wizard only opens the documents now, the dossier's remarks still take a message.
    const dossier = await introductionAt(t, p, r, E.DossierUpload);
    const url = `/api/dossiers/${dossier.id}/askPrestataire`;
    expect((await post(t, as.benef, url, { askText: 'Premier message.' })).statusCode).toBe(200);
    expect((await post(t, as.benef, url, { askText: 'Second message.' })).statusCode).toBe(200);
    const detail = (await get(t, as.presta, `/api/dossiers/${dossier.id}?with[]=detailDossierAll`)).json().result;
    const messages = detail.remarques.filter((remark: { kind: string }) => remark.kind === 'message');
    expect(messages.map((m: { texte: string; auteur: { id: number } }) => [m.texte, m.auteur.id])).toEqual([
      ['Premier message.', p.benef],
      ['Second message.', p.benef],
    ]);
    expect(messages.every((m: { at: string }) => !Number.isNaN(Date.parse(m.at)))).toBe(true);
    // The provider does not write to itself this way.
    expect((await post(t, as.presta, url, { askText: 'Bonjour' })).statusCode).toBe(403);
  });

  it("offers a provider its own provider organisations only, and refuses an ineligible provider to the beneficiary", async () => {
    const dossier = await introductionAt(t, p, r, E.DossierPrestataire);
    const own = (await get(t, as.presta, `/api/organisations/get-available-prestataires?dossierId=${dossier.id}`)).json().result;
    expect(own.map((o: { id: number }) => o.id)).toEqual([p.prestataire]);
    expect(own[0].contacts.map((c: { TypeContactId: number }) => c.TypeContactId)).toEqual([1, 2, 3, 4]);
    const initiation = await introductionAt(t, p, r, E.DossierPrestataire, { prestataire: false });
    const refused = await post(t, as.benef, `/api/dossiers/${initiation.id}/configure-prestataire-partially`, { prestataireOrganisationId: outsider.organisationId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.map((f: { message: string }) => f.message)).toContain("Le prestataire n'a aucun expert disposant d'une compétence.");
  });
});
