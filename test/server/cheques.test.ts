import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { dossiers } from '../../server/db/schema/index';
import { Droit } from '../../domain/droits';
import { ALL_STATUTS_DOSSIER, StatutDossier as S } from '../../domain/dossier-status';
import { isEngagedStatut } from '../../domain/financing';
import { PLATFORM_TIME_ZONE } from '../../domain/platforms';
import type { ChequePage } from '../../domain/wire/cheques';
import { createOutsiderProvider, demoParties, post, type DemoParties } from '../support/dossiers';
import { createTestApp, type TestApp } from '../support/test-app';

/** POST /api/cheques: the provider's vouchers, their filters, sort and pages, and its beneficiaries' consumption. */

let t: TestApp;
let p: DemoParties;
let presta: string;
beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
  presta = (await t.login('demo.presta', Droit.Prestataire)).authorization;
});
afterAll(() => t.close());

const ENGAGED = ALL_STATUTS_DOSSIER.filter(isEngagedStatut);
const list = async (body: object, authorization = presta) => {
  const response = await post(t, authorization, '/api/cheques', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as ChequePage;
};
const all = (body: object = {}, authorization?: string) => list({ ...body, perPage: 100 }, authorization);

describe('the cheques a provider sees', () => {
  it("are its dossiers' engaged vouchers, newest first, with the voucher, the amounts, the share paid and the settlement", async () => {
    const page = await all();
    const expected = await t.database.db
      .select({ id: dossiers.id })
      .from(dossiers)
      .where(and(eq(dossiers.prestataireId, p.prestataire), inArray(dossiers.statutDossierId, ENGAGED)))
      .orderBy(sql`${dossiers.createdAt} desc`);
    expect(page.items.map((c) => c.dossierId)).toEqual(expected.map((d) => d.id));
    expect(page.total).toBe(expected.length);
    expect(page.items.some((c) => c.StatutDossierId === S.DOSSIER_INTRODUCTION || c.StatutDossierId === S.DOSSIER_OBSOLETE)).toBe(false);
    const settled = page.items.find((c) => c.StatutDossierId === S.DOSSIER_SOLDE)!;
    expect(settled).toMatchObject({ statut: 'Soldé', typeAide: expect.any(String), montantCheque: expect.any(Number), quotePartPayeeLe: expect.any(String), soldeLe: expect.any(String) });
    expect(settled.interventionPublique! + settled.quotePartBeneficiaire!).toBe(settled.montantCheque! * 2);
    const examined = page.items.find((c) => c.StatutDossierId === S.DOSSIER_EXAMEN)!;
    expect(examined).toMatchObject({ quotePartPayeeLe: null, soldeLe: null });
  });

  it("give each beneficiary of the page its consumption this year and over three years, against the ceilings", async () => {
    const page = await list({ beneficiaire: 'menuiserie' });
    expect(page.items.every((c) => c.beneficiaire?.id === p.entreprise)).toBe(true);
    expect(page.consommations).toHaveLength(1);
    const year = Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: PLATFORM_TIME_ZONE }).format(new Date()));
    const createdYear = sql<number>`extract(year from ${dossiers.createdAt} at time zone ${PLATFORM_TIME_ZONE})::int`;
    const engaged = await t.database.db
      .select({ year: createdYear, montantCheque: dossiers.montantCheque })
      .from(dossiers)
      .where(and(eq(dossiers.beneficiaireId, p.entreprise), inArray(dossiers.statutDossierId, ENGAGED), sql`${createdYear} between ${year - 2} and ${year}`));
    const sum = (rows: typeof engaged) => rows.reduce((total, row) => total + (row.montantCheque ?? 0), 0);
    expect(page.consommations[0]).toEqual({
      beneficiaireId: p.entreprise,
      nom: 'Menuiserie Dupont SRL',
      annuel: { depuis: year, jusqua: year, plafond: t.config.voucherLimits.plafondAnnuel, consomme: sum(engaged.filter((r) => Number(r.year) === year)), disponible: expect.any(Number) },
      troisAns: { depuis: year - 2, jusqua: year, plafond: t.config.voucherLimits.plafondTroisAns, consomme: sum(engaged), disponible: expect.any(Number) },
    });
    expect(page.consommations[0]!.annuel.consomme).toBeGreaterThan(0);
  });

  it('filter by status, sort by amount both ways, and page', async () => {
    const settled = await all({ statutDossierId: [S.DOSSIER_SOLDE] });
    expect(settled.items.length).toBeGreaterThan(0);
    expect(settled.items.every((c) => c.StatutDossierId === S.DOSSIER_SOLDE)).toBe(true);
    const amounts = (await all({ sort: { field: 'montantCheque', direction: 'asc' } })).items.map((c) => c.montantCheque!);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const descending = (await all({ sort: { field: 'montantCheque', direction: 'desc' } })).items.map((c) => c.montantCheque!);
    expect(descending).toEqual([...amounts].reverse());
    const first = await list({ perPage: 2 });
    const second = await list({ perPage: 2, page: 2 });
    expect(first.items).toHaveLength(2);
    expect(second.items.map((c) => c.dossierId)).toEqual((await all()).items.slice(2, 4).map((c) => c.dossierId));
  });

  it('refuse a status without an engaged voucher, in French, on its field', async () => {
    const response = await post(t, presta, '/api/cheques', { statutDossierId: [S.DOSSIER_INTRODUCTION] });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'statutDossierId.0', message: 'Statut sans chèque engagé.' }]);
  });
});

describe('who may see cheques (spec section 6: provider only, A, R, E, I)', () => {
  it('lets every contact type of the provider see them, and no other right', async () => {
    const total = (await all()).total;
    for (const login of ['demo.reference', 'demo.expert', 'demo.information']) {
      expect((await all({}, (await t.login(login, Droit.Prestataire)).authorization)).total, login).toBe(total);
    }
    expect((await post(t, (await t.login('demo.benef')).authorization, '/api/cheques', {})).statusCode).toBe(403);
    expect((await post(t, (await t.login('demo.gestionnaire')).authorization, '/api/cheques', {})).statusCode).toBe(403);
  });

  it("shows another provider none of these", async () => {
    await createOutsiderProvider(t, 'cheques.outsider');
    const outsider = (await t.login('cheques.outsider', Droit.Prestataire)).authorization;
    expect(await all({}, outsider)).toMatchObject({ items: [], total: 0, consommations: [] });
  });
});
