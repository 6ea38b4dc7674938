import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Droit } from '../../domain/droits';
import { EtapeEncodage as E } from '../../domain/encoding-steps';
import { createTestApp, type TestApp } from '../support/test-app';
import { createOutsiderProvider, demoParties, dossierRow, post, type DemoParties } from '../support/dossiers';
import { get, introductionAt, wizardReferences, type WizardReferences } from '../support/wizard';

let t: TestApp;
let p: DemoParties;
let r: WizardReferences;
let outsider: { organisationId: number };
let presta: string;
beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
  r = await wizardReferences(t);
  outsider = await createOutsiderProvider(t, 'prestation.outsider');
  presta = (await t.login('demo.presta', Droit.Prestataire)).authorization;
});
afterAll(() => t.close());

describe('step 4: the competences and the experts who hold them', () => {
  it("offers the competences the provider's experts hold, and the experts holding the ones asked for", async () => {
    const dossier = await introductionAt(t, p, r, E.DossierPrestation);
    const competences = (await get(t, presta, `/api/dossiers/${dossier.id}/available-competences`)).json().result;
    expect(competences.map((c: { code: string }) => c.code).sort()).toEqual(['ENERG', 'EXPORT', 'NUM', 'STRAT']);
    const experts = (await get(t, presta, `/api/contacts/available-experts-for-dossier/${dossier.id}?competences=${r.strat.id},${r.rh.id}`)).json().result;
    expect(experts).toEqual([expect.objectContaining({ id: p.expert, Nom: 'Lefèvre', competences: expect.arrayContaining([expect.objectContaining({ code: 'STRAT' })]) })]);
    expect((await get(t, presta, `/api/contacts/available-experts-for-dossier/${dossier.id}?competences=${r.rh.id}`)).json().result).toEqual([]);
    expect((await get(t, presta, `/api/contacts/available-experts-for-dossier/${dossier.id}`)).json().result).toHaveLength(1);
    expect((await get(t, presta, `/api/contacts/available-experts-for-dossier/${dossier.id}?competences=a`)).statusCode).toBe(400);
  });

  it('refuses a competence no chosen expert holds, a contact who is not an expert of the provider, an unknown competence', async () => {
    const dossier = await introductionAt(t, p, r, E.DossierPrestation);
    const url = `/api/dossiers/${dossier.id}/configure-competences`;
    const uncovered = await post(t, presta, url, { competences: [{ competenceId: r.strat.id, pourcentage: 50 }, { competenceId: r.rh.id, pourcentage: 50 }], expertContactIds: [p.expert] });
    expect(uncovered.json().fields).toEqual([{ field: 'expertContactIds', message: 'Aucun expert choisi ne détient la compétence « Ressources humaines ».' }]);
    const notExpert = await post(t, presta, url, { competences: [{ competenceId: r.strat.id, pourcentage: 100 }], expertContactIds: [p.reference] });
    expect(notExpert.json().fields).toEqual([{ field: 'expertContactIds', message: "Un des contacts choisis n'est pas un expert validé du prestataire." }]);
    const unknown = await post(t, presta, url, { competences: [{ competenceId: 999_999, pourcentage: 100 }], expertContactIds: [p.expert] });
    expect(unknown.json().fields).toEqual([{ field: 'competences', message: 'Une des compétences choisies est inconnue sur cette plateforme.' }]);
  });

  it('replaces the competences and experts of a previous save, and opens the prestation screen', async () => {
    const dossier = await introductionAt(t, p, r, E.DossierPrestation, { competences: true });
    const response = await post(t, presta, `/api/dossiers/${dossier.id}/configure-competences`, {
      competences: [{ competenceId: r.num.id, pourcentage: 100 }],
      expertContactIds: [p.expert],
    });
    const result = response.json().result;
    expect(result.x_competences).toEqual([expect.objectContaining({ id: r.num.id, pourcentage: 100 })]);
    expect(result.x_contacts.filter((c: { TypeContactId: number }) => c.TypeContactId === 4).map((c: { ContactId: number }) => c.ContactId)).toEqual([p.expert]);
  });
});

describe('step 5: the performance and its subcontractors', () => {
  const prestation = {
    titre: 'Diagnostic numérique',
    objectifGeneral: 'Identifier les outils utiles.',
    valeurAjoutee: 'Des choix éclairés.',
    dateDebutEstimee: '2030-04-01',
    dateFinEstimee: '2030-04-30',
    planning: 'Entretiens puis rapport.',
    nombreJours: 3,
  };

  it("saves the performance; a subcontractor found on the platform keeps the platform's name", async () => {
    const dossier = await introductionAt(t, p, r, E.DossierPrestation, { competences: true });
    const response = await post(t, presta, `/api/dossiers/${dossier.id}/configure-prestation`, {
      ...prestation,
      sousTraitants: [{ organisationId: outsider.organisationId, nom: 'nom tapé' }, { nom: 'Studio Graphique' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.prestation).toEqual({
      ...prestation,
      sousTraitants: [{ organisationId: outsider.organisationId, nom: 'Autre Conseil prestation.outsider' }, { nom: 'Studio Graphique' }],
    });
    expect(await dossierRow(t, dossier.id)).toMatchObject({ etapeEncodage: E.DossierFinanciere, titre: 'Diagnostic numérique' });
  });

  it('refuses a subcontractor id that is no company: a project holder (a private person) or the administration', async () => {
    const dossier = await introductionAt(t, p, r, E.DossierPrestation, { competences: true });
    const url = `/api/dossiers/${dossier.id}/configure-prestation`;
    const holder = await post(t, presta, url, { ...prestation, sousTraitants: [{ organisationId: p.porteurProjet, nom: 'x' }] });
    expect(holder.json().fields).toEqual([{ field: 'sousTraitants.0.organisationId', message: 'Sous-traitant inconnu.' }]);
    const company = await post(t, presta, url, { ...prestation, sousTraitants: [{ organisationId: p.entreprise, nom: 'x' }, { nom: 'Boulangerie Lemaire SRL' }] });
    expect(company.statusCode).toBe(200);
    expect((await dossierRow(t, dossier.id))?.sousTraitants).toEqual([{ organisationId: p.entreprise, nom: 'Menuiserie Dupont SRL' }, { nom: 'Boulangerie Lemaire SRL' }]);
  });

  it('finds subcontractors by a part of their name or the start of their company number', async () => {
    const search = async (recherche: string) => (await get(t, presta, `/api/organisations/search-sous-traitant?recherche=${encodeURIComponent(recherche)}`)).json().result;
    expect(await search('transition')).toEqual([{ id: p.prestataire, nom: 'Conseil & Transition SRL', NumeroBCE: '0456789034', localite: 'Namur' }]);
    expect((await search('0456.78')).map((o: { id: number }) => o.id)).toEqual([p.prestataire]);
    expect(await search('%_')).toEqual([]);
    const short = await get(t, presta, '/api/organisations/search-sous-traitant?recherche=x');
    expect(short.json().fields).toEqual([{ field: 'recherche', message: 'Tapez au moins 2 caractères.' }]);
  });

  it('finds every company of the platform by fragments of its name, then the register companies the platform lacks', async () => {
    const search = async (recherche: string) => (await get(t, presta, `/api/organisations/search-sous-traitant?recherche=${encodeURIComponent(recherche)}`)).json().result;
    // A beneficiary company of the platform, once: the register's copy of it is not offered again.
    expect(await search('Verrerie')).toEqual([{ id: p.grandeEntreprise, nom: 'Verrerie Wallonne SA', NumeroBCE: '0400378485', localite: 'Charleroi' }]);
    expect((await search('wall verr')).map((o: { id: number }) => o.id)).toEqual([p.grandeEntreprise]);
    // Only in the register: no id, kept by name.
    expect(await search('Bo')).toContainEqual({ id: null, nom: 'Boulangerie Lemaire SRL', NumeroBCE: '0442796189', localite: 'Tournai' });
    // A project holder is a private person: never found by name.
    expect(await search('Sophie')).toEqual([]);
  });
});
