import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Droit } from '../../domain/droits';
import { Plateforme } from '../../domain/platforms';
import { competences, dossiers, organisations, typesAide } from '../../server/db/schema/index';
import { loadConfig, PLATFORM_PROFILES } from '../../server/config';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import { post } from '../support/dossiers';
import { get } from '../support/wizard';

/** The energy-voucher platform (issue 17): the same server on PLATFORM_ID=101, seeded with its own demo data. */
let t: TestApp;
let presta: string;
let gestion: string;
beforeAll(async () => ({ t, presta, gestion } = await demoApp({ presta: ['demo.presta', Droit.Prestataire], gestion: ['demo.gestionnaire'] }, { PLATFORM_ID: '101' })));
afterAll(() => t.close());

describe('the platform setting', () => {
  it("gives each platform its own defaults, which the variables still override", () => {
    expect(loadConfig({}).platform).toMatchObject({ id: 100, code: 'ce', name: 'Chèques entreprises' });
    const tlpe = loadConfig({ PLATFORM_ID: '101' });
    expect(tlpe.platform).toMatchObject({ id: 101, code: 'tlpe', name: 'Chèques énergie', metaTitle: 'Chèques énergie — gestion des dossiers' });
    expect(tlpe.voucherLimits).toEqual(PLATFORM_PROFILES[101].voucherLimits);
    expect(tlpe.mailFrom).toBe('Chèques énergie <no-reply@localhost>');
    expect(loadConfig({ PLATFORM_ID: '101', PLATFORM_NAME: 'Énergie', MAX_VOUCHER_PER_DOSSIER: '9000' })).toMatchObject({ platform: { name: 'Énergie' }, voucherLimits: { maxParDossier: 9000 } });
  });

  it('refuses a platform other than 100 and 101, in French', () => {
    for (const wrong of ['102', '0', 'tlpe']) expect(() => loadConfig({ PLATFORM_ID: wrong })).toThrow(/PLATFORM_ID/);
    expect(() => loadConfig({ PLATFORM_ID: '102' })).toThrow('PLATFORM_ID doit valoir 100 (chèques entreprises) ou 101 (chèques énergie) (reçu « 102 »).');
  });
});

describe('a server on PLATFORM_ID=101', () => {
  it('answers its constants', async () => {
    const { result } = (await t.app.inject({ url: '/api/constants/get' })).json();
    expect(result).toMatchObject({ 'platform.id': 101, 'platform.code': 'tlpe', 'platform.name': 'Chèques énergie', 'platform.meta_title': 'Chèques énergie — gestion des dossiers' });
  });

  it("lists only the energy vouchers in the wizard's catalogue", async () => {
    const vouchers = (await get(t, presta, '/api/dossiers/types-aide')).json().result as Array<{ code: string; plateformeId: number; montantMaximumParDossier: number }>;
    expect(vouchers.map((v) => v.code).sort()).toEqual(['AUDIT_ENERGETIQUE', 'EFFICACITE_ENERGETIQUE', 'ENERGIES_RENOUVELABLES']);
    expect(vouchers.every((v) => v.plateformeId === Plateforme.TLPE.id)).toBe(true);
    // Without a maximum of its own, a voucher has the platform's.
    expect(vouchers.find((v) => v.code === 'ENERGIES_RENOUVELABLES')!.montantMaximumParDossier).toBe(PLATFORM_PROFILES[101].voucherLimits.maxParDossier);
  });

  it('creates dossiers on platform 101, refusing a business voucher', async () => {
    const [conseil] = await t.database.db.select().from(typesAide).where(eq(typesAide.code, 'CONSEIL'));
    const refused = await post(t, presta, '/api/dossiers/add', { typeAideId: conseil!.id });
    expect(refused.json().fields).toEqual([{ field: 'typeAideId', message: "Ce chèque n'est pas proposé sur cette plateforme." }]);
    const [audit] = await t.database.db.select().from(typesAide).where(eq(typesAide.code, 'AUDIT_ENERGETIQUE'));
    const response = await post(t, presta, '/api/dossiers/add', { typeAideId: audit!.id });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().result;
    expect(created.reference).toMatch(/^TLPE-\d{4}-\d{5}$/);
    const [row] = await t.database.db.select({ plateformeId: dossiers.plateformeId }).from(dossiers).where(eq(dossiers.id, created.id));
    expect(row!.plateformeId).toBe(Plateforme.TLPE.id);
  });

  it("was seeded with the platform's demo data: organisations, competences and dossiers on energy vouchers", async () => {
    const db = t.database.db;
    expect(new Set((await db.select({ p: organisations.plateformeId }).from(organisations)).map((r) => r.p))).toEqual(new Set([Plateforme.TLPE.id]));
    expect(new Set((await db.select({ p: competences.plateformeId }).from(competences)).map((r) => r.p))).toEqual(new Set([Plateforme.TLPE.id]));
    const seeded = await db.select({ p: dossiers.plateformeId, voucher: typesAide.plateformeId }).from(dossiers).innerJoin(typesAide, eq(typesAide.id, dossiers.typeAideId));
    expect(seeded.length).toBeGreaterThan(5);
    expect(seeded.every((d) => d.p === Plateforme.TLPE.id && d.voucher === Plateforme.TLPE.id)).toBe(true);
  });

  it("shows the manager desk the platform's dossiers, and another platform's only when the filter names it", async () => {
    const all = (await post(t, gestion, '/api/dossiers', { perPage: 100 })).json().result;
    expect(all.items.length).toBeGreaterThan(0);
    expect(all.items.every((d: { reference: string }) => d.reference.startsWith('TLPE-'))).toBe(true);
    expect((await post(t, gestion, '/api/dossiers', { plateformeId: Plateforme.CE.id })).json().result.items).toEqual([]);
  });
});
