import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Droit } from '../../domain/droits';
import { EtapeEncodage as E } from '../../domain/encoding-steps';
import { StatutDossier } from '../../domain/dossier-status';
import { createTestApp, type TestApp } from '../support/test-app';
import { demoParties, historyOf, post, type DemoParties } from '../support/dossiers';
import { get, wizardReferences, type WizardReferences } from '../support/wizard';

let t: TestApp;
let p: DemoParties;
let r: WizardReferences;
const as: Record<'presta' | 'benef' | 'information' | 'gestion', string> = { presta: '', benef: '', information: '', gestion: '' };
beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
  r = await wizardReferences(t);
  as.presta = (await t.login('demo.presta', Droit.Prestataire)).authorization;
  as.benef = (await t.login('demo.benef')).authorization;
  as.information = (await t.login('demo.information')).authorization;
  as.gestion = (await t.login('demo.gestionnaire')).authorization;
});
afterAll(() => t.close());

describe('GET /api/dossiers/types-aide', () => {
  it("lists the platform's vouchers with their rate and the maximum per dossier in force", async () => {
    const response = await get(t, as.benef, '/api/dossiers/types-aide');
    expect(response.statusCode).toBe(200);
    const vouchers = response.json().result as Array<{ code: string; libelle: string; montantMaximumParDossier: number; tauxInterventionPublique: number }>;
    expect(vouchers.map((v) => v.code)).not.toContain('AUDIT_ENERGETIQUE');
    expect(vouchers.map((v) => v.libelle)).toEqual([...vouchers.map((v) => v.libelle)].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(vouchers.find((v) => v.code === 'CONSEIL')).toMatchObject({ libelle: 'Chèque Conseil', tauxInterventionPublique: 50, montantMaximumParDossier: 15000 });
    // Without a maximum of its own, a voucher has the platform's.
    expect(vouchers.find((v) => v.code === 'TRANSFO_NUMERIQUE')!.montantMaximumParDossier).toBe(t.config.voucherLimits.maxParDossier);
  });
});

describe('POST /api/dossiers/add', () => {
  it("opens an introduction for the provider's organisation at step 1, with the voucher", async () => {
    const response = await post(t, as.presta, '/api/dossiers/add', { typeAideId: String(r.conseil.id) });
    expect(response.statusCode, response.body).toBe(201);
    const dossier = response.json().result;
    expect(dossier).toMatchObject({
      StatutDossierId: StatutDossier.DOSSIER_INTRODUCTION,
      EtapeEncodage: E.DossierAide,
      typeAideId: r.conseil.id,
      prestataire: { id: p.prestataire },
      beneficiaire: null,
      version: 1,
      x_competences: [],
    });
    expect(dossier.reference).toMatch(/^CE-\d{4}-\d{5}$/);
    expect(dossier.actions).toMatchObject({ complete: true, delete: true });
    expect((await historyOf(t, dossier.id)).map((h) => [h.event, h.contactId])).toEqual([['CREATE_DOSSIER', p.presta]]);
    const list = (await post(t, as.presta, '/api/dossiers', { reference: dossier.reference })).json().result;
    expect(list.items.map((d: { id: number }) => d.id)).toEqual([dossier.id]);
  });

  it('opens an initiation for the beneficiary organisation it names, among those it files for', async () => {
    // demo.benef files for three beneficiaries (Authority or Reference): it must say which.
    const unnamed = await post(t, as.benef, '/api/dossiers/add', { typeAideId: r.conseil.id });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fields).toEqual([{ field: 'organisationId', message: "Choisissez l'organisation pour laquelle vous introduisez ce dossier." }]);
    const response = await post(t, as.benef, '/api/dossiers/add', { typeAideId: r.conseil.id, organisationId: p.entreprise });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().result).toMatchObject({ EtapeEncodage: E.DossierAide, beneficiaire: { id: p.entreprise }, prestataire: null });
    // An Information contact does not create dossiers (matrix row A, R, E).
    expect((await post(t, as.benef, '/api/dossiers/add', { typeAideId: r.conseil.id, organisationId: p.pouvoirPublic })).statusCode).toBe(403);
  });

  it('refuses a voucher of another platform or an unknown one', async () => {
    for (const typeAideId of [r.energie.id, 999_999]) {
      const response = await post(t, as.presta, '/api/dossiers/add', { typeAideId });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([{ field: 'typeAideId', message: "Ce chèque n'est pas proposé sur cette plateforme." }]);
    }
    const invalid = await post(t, as.presta, '/api/dossiers/add', { typeAideId: 'conseil', extra: 1 });
    expect(invalid.json().fields.map((f: { field: string }) => f.field)).toEqual(['typeAideId', 'extra']);
  });

  it('refuses those who may not create a dossier: an Information contact, a manager', async () => {
    for (const authorization of [as.information, as.gestion]) {
      const response = await post(t, authorization, '/api/dossiers/add', { typeAideId: r.conseil.id });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('Forbidden');
    }
  });
});
