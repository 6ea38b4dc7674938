import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactDroits, contacts } from '../../server/db/schema/index';
import { demoPasswordHash } from '../../server/seed/demo-contacts';
import { Droit } from '../../domain/droits';
import { StatutDossier as S } from '../../domain/dossier-status';
import { EtapeWorkflow } from '../../domain/encoding-steps';
import { createTestApp, type TestApp } from '../support/test-app';
import { demoParties, dossierRow, historyOf, insertDossier, post, type DemoParties } from '../support/dossiers';

let t: TestApp;
let p: DemoParties;
let colleague: number;
const as = { gestion: '', colleague: '', presta: '' };
beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
  const [contact] = await t.database.db
    .insert(contacts)
    .values({ email: 'marc.dumont@demo.example', nomUtilisateur: 'demo.gestionnaire2', prenom: 'Marc', nom: 'Dumont', compteValide: true, passwordHash: await demoPasswordHash() })
    .returning();
  colleague = contact!.id;
  await t.database.db.insert(contactDroits).values({ contactId: colleague, droitId: Droit.Gestionnaire });
  as.gestion = (await t.login('demo.gestionnaire')).authorization;
  as.colleague = (await t.login('demo.gestionnaire2')).authorization;
  as.presta = (await t.login('demo.presta', Droit.Prestataire)).authorization;
});
afterAll(() => t.close());

const examined = () => insertDossier(t, { statut: S.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
const detail = async (authorization: string, id: number) => (await t.app.inject({ url: `/api/dossiers/${id}?with[]=detailDossierAll`, headers: { authorization } })).json().result;
const move = (authorization: string, id: number, path: string, version?: number) => post(t, authorization, `/api/gestion/dossiers/${id}/workflow/${path}`, version === undefined ? {} : { version });

describe("the administration's own follow-up of a dossier (Workflow steps 60–63)", () => {
  it('assigns a dossier to a manager, whose moves follow the machine and are written in the history', async () => {
    const dossier = await examined();
    const managers = (await t.app.inject({ url: '/api/gestion/gestionnaires', headers: { authorization: as.gestion } })).json().result;
    expect(managers.map((m: { nom: string }) => m.nom)).toEqual(expect.arrayContaining(['Dumont']));
    expect((await post(t, as.colleague, `/api/gestion/dossiers/${dossier.id}/assign`, { gestionnaireId: p.gestionnaire, version: dossier.version })).statusCode).toBe(200);
    expect((await detail(as.gestion, dossier.id)).suiviInterne).toEqual({ etape: EtapeWorkflow.Assignation, libelle: 'Assignation', gestionnaireId: p.gestionnaire, mouvements: ['START_PROCESSING'] });
    // The colleague who assigned it does not move it.
    expect((await detail(as.colleague, dossier.id)).suiviInterne.mouvements).toEqual([]);
    expect((await move(as.colleague, dossier.id, 'start-processing')).statusCode).toBe(403);
    expect((await move(as.gestion, dossier.id, 'send-to-signature')).json()).toMatchObject({ code: 'InvalidTransition' });
    for (const path of ['start-processing', 'send-to-signature', 'open-dispute', 'back-to-processing']) {
      expect((await move(as.gestion, dossier.id, path)).statusCode, path).toBe(200);
    }
    const row = await dossierRow(t, dossier.id);
    expect(row).toMatchObject({ etapeWorkflow: EtapeWorkflow.Traitement, statutDossierId: S.DOSSIER_EXAMEN, version: dossier.version + 5 });
    const history = (await detail(as.gestion, dossier.id)).historique.slice(-5);
    expect(history.map((h: { evenement: string; justification: string }) => `${h.evenement} — ${h.justification}`)).toEqual([
      'Dossier assigné — Assigné à Nadia Peeters.',
      'Traitement commencé — Étape : Traitement.',
      'Décision envoyée à la signature — Étape : Signature.',
      'Analyse de litige ouverte — Étape : Analyse de litige.',
      'Retour au traitement — Étape : Traitement.',
    ]);
    // Assigned again, to the colleague: the follow-up starts over.
    await post(t, as.gestion, `/api/gestion/dossiers/${dossier.id}/assign`, { gestionnaireId: colleague });
    expect((await detail(as.colleague, dossier.id)).suiviInterne).toMatchObject({ etape: EtapeWorkflow.Assignation, gestionnaireId: colleague, mouvements: ['START_PROCESSING'] });
  });

  it('refuses a non-manager, an assignment to a contact without a manager right, a stale version and a read-only dossier; the parties never see it', async () => {
    const dossier = await examined();
    expect((await post(t, as.presta, `/api/gestion/dossiers/${dossier.id}/assign`, { gestionnaireId: p.gestionnaire })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/gestion/gestionnaires', headers: { authorization: as.presta } })).statusCode).toBe(403);
    const notManager = await post(t, as.gestion, `/api/gestion/dossiers/${dossier.id}/assign`, { gestionnaireId: p.presta });
    expect(notManager.json().fields).toEqual([{ field: 'gestionnaireId', message: "Ce contact n'est pas gestionnaire." }]);
    const stale = await post(t, as.gestion, `/api/gestion/dossiers/${dossier.id}/assign`, { gestionnaireId: p.gestionnaire, version: dossier.version + 1 });
    expect(stale.json()).toMatchObject({ code: 'Conflict' });
    const old = await insertDossier(t, { statut: S.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire, anciennePlateforme: true });
    expect((await post(t, as.gestion, `/api/gestion/dossiers/${old.id}/assign`, { gestionnaireId: p.gestionnaire })).statusCode).toBe(403);
    expect(await dossierRow(t, dossier.id)).toMatchObject({ version: dossier.version, gestionnaireId: null, etapeWorkflow: EtapeWorkflow.Assignation });
    expect(await historyOf(t, dossier.id)).toHaveLength(1);
    expect((await detail(as.presta, dossier.id)).suiviInterne).toBeUndefined();
  });
});
