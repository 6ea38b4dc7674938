import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { dossiers } from '../../server/db/schema/index';
import { Droit } from '../../domain/droits';
import { ALL_STATUTS_DOSSIER, StatutDossier as S } from '../../domain/dossier-status';
import { isEngagedStatut } from '../../domain/financing';
import { formatDate } from '../../domain/format';
import { TypeOrganisation } from '../../domain/organisation-types';
import { PLATFORM_TIME_ZONE, Plateforme } from '../../domain/platforms';
import type { ChequePage } from '../../domain/wire/cheques';
import { createOutsiderProvider, insertDossier, post, type DemoParties } from '../support/dossiers';
import { createOrganisation } from '../support/contacts';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';

/** POST /api/cheques: the provider's vouchers, their filters, sort and pages, and its beneficiaries' consumption. */

let t: TestApp, p: DemoParties, presta: string;
beforeAll(async () => ({ t, p, presta } = await demoApp({ presta: ['demo.presta', Droit.Prestataire] })));
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

describe('who may see cheques (spec section 6: provider, A, R, E, I; and the issuer)', () => {
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

  it("shows an issuer (droit 6) every engaged voucher of the platform, whoever the provider, and no dossier", async () => {
    const issuer = (await t.login('demo.emetteur')).authorization;
    // A voucher of a provider no demo login belongs to.
    const prestataireId = await createOrganisation(t, 'Émis Conseil (chèques)', TypeOrganisation.PRESTATAIRE);
    const other = await insertDossier(t, { statut: S.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId });
    const engaged = await t.database.db
      .select({ id: dossiers.id })
      .from(dossiers)
      .where(and(eq(dossiers.plateformeId, Plateforme.CE.id), inArray(dossiers.statutDossierId, ENGAGED)));
    const page = await list({ perPage: 100 }, issuer);
    expect(page.total).toBe(engaged.length);
    expect(page.total).toBeGreaterThan((await all()).total);
    expect(page.items.map((c) => c.dossierId)).toContain(other.id);
    expect((await post(t, issuer, '/api/dossiers', {})).statusCode).toBe(403);
  });
});

describe('the cheques exported', () => {
  it('are what the filters select, as CSV a Belgian spreadsheet opens: BOM, semicolons, decimal commas, French dates', async () => {
    const response = await post(t, presta, '/api/cheques/export', { beneficiaire: 'menuiserie' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="cheques-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records: string[][] = parse(response.rawPayload.toString('utf8').slice(1), { delimiter: ';' });
    expect(records[0]).toEqual(['Dossier', 'Bénéficiaire', 'Chèque', 'Montant (€)', 'Intervention publique (€)', 'Quote-part (€)', 'Quote-part payée le', 'Statut', 'Soldé le', 'Créé le']);
    const listed = (await all({ beneficiaire: 'menuiserie' })).items;
    expect(records.slice(1).map((r) => r[0])).toEqual(listed.map((c) => c.reference));
    const [first] = listed;
    expect(records[1]).toEqual([
      first!.reference,
      'Menuiserie Dupont SRL',
      first!.typeAide,
      first!.montantCheque!.toFixed(2).replace('.', ','),
      first!.interventionPublique!.toFixed(2).replace('.', ','),
      first!.quotePartBeneficiaire!.toFixed(2).replace('.', ','),
      first!.quotePartPayeeLe ? formatDate(first!.quotePartPayeeLe)! : '',
      first!.statut,
      first!.soldeLe ? formatDate(first!.soldeLe)! : '',
      formatDate(first!.createdAt),
    ]);
  });

  it('are the same rows as XLSX, with amounts as numbers and days as dates', async () => {
    const response = await post(t, presta, '/api/cheques/export', { beneficiaire: 'menuiserie', format: 'xlsx' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="cheques-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Chèques')!;
    const rows = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['Dossier', 'Bénéficiaire', 'Chèque', 'Montant (€)', 'Intervention publique (€)', 'Quote-part (€)', 'Quote-part payée le', 'Statut', 'Soldé le', 'Créé le']);
    const listed = (await all({ beneficiaire: 'menuiserie' })).items;
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed.map((c) => c.reference));
    const [first] = listed;
    const [, , , montant, intervention, quotePart, payee, , , cree] = rows[1]!;
    expect([montant, intervention, quotePart]).toEqual([first!.montantCheque, first!.interventionPublique, first!.quotePartBeneficiaire]);
    expect(sheet.getCell('D2').numFmt).toBe('#,##0.00');
    // A day is the spreadsheet's date of that day (midnight UTC): the Brussels day of the timestamp, whatever the hour.
    const spreadsheetDay = (value: unknown) => (value as Date).toISOString().slice(0, 10);
    expect(cree).toBeInstanceOf(Date);
    expect(formatDate(spreadsheetDay(cree))).toBe(formatDate(first!.createdAt));
    expect(payee === undefined ? null : formatDate(spreadsheetDay(payee))).toBe(formatDate(first!.quotePartPayeeLe));
  });

  it('are read in batches: more cheques than a batch come out whole, each once', async () => {
    const many = 1100;
    const [sample] = await t.database.db.select().from(dossiers).where(eq(dossiers.prestataireId, p.prestataire)).limit(1);
    await t.database.db.insert(dossiers).values(
      Array.from({ length: many }, (_, i) => ({ reference: `EXPORT-${i}`, plateformeId: sample!.plateformeId, statutDossierId: S.DOSSIER_EXAMEN, etapeEncodage: sample!.etapeEncodage, beneficiaireId: p.entreprise, prestataireId: p.prestataire, titre: 'Export', montantCheque: 100 })),
    );
    const response = await post(t, presta, '/api/cheques/export', { statutDossierId: [S.DOSSIER_EXAMEN] });
    const references = (parse(response.rawPayload.toString('utf8').slice(1), { delimiter: ';', from_line: 2 }) as string[][]).map((r) => r[0]);
    expect(references.filter((r) => r!.startsWith('EXPORT-'))).toHaveLength(many);
    expect(new Set(references).size).toBe(references.length);
    expect(references.length).toBe((await list({ statutDossierId: [S.DOSSIER_EXAMEN] })).total);
    const xlsx = await post(t, presta, '/api/cheques/export', { statutDossierId: [S.DOSSIER_EXAMEN], format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Chèques')!.rowCount).toBe(references.length + 1);
  });

  it("are the configured platform's only: an energy voucher of the provider's, on a database both platforms share, is neither listed nor exported", async () => {
    const [sample] = await t.database.db.select().from(dossiers).where(eq(dossiers.prestataireId, p.prestataire)).limit(1);
    await t.database.db.insert(dossiers).values({ reference: 'TLPE-AUTRE-PLATEFORME', plateformeId: Plateforme.TLPE.id, statutDossierId: S.DOSSIER_EXAMEN, etapeEncodage: sample!.etapeEncodage, beneficiaireId: p.entreprise, prestataireId: p.prestataire, titre: 'Énergie', montantCheque: 100 });
    const page = await list({ statutDossierId: [S.DOSSIER_EXAMEN], perPage: 100, sort: { field: 'reference', direction: 'desc' } });
    expect(page.items[0]!.reference).not.toBe('TLPE-AUTRE-PLATEFORME');
    const csv = (await post(t, presta, '/api/cheques/export', { statutDossierId: [S.DOSSIER_EXAMEN] })).rawPayload.toString('utf8');
    expect(csv).toContain(page.items[0]!.reference);
    expect(csv).not.toContain('TLPE-AUTRE-PLATEFORME');
  });

  it('are refused to whoever may not view cheques, and their filters checked', async () => {
    expect((await post(t, (await t.login('demo.benef')).authorization, '/api/cheques/export', {})).statusCode).toBe(403);
    expect((await post(t, presta, '/api/cheques/export', { statutDossierId: [S.DOSSIER_INTRODUCTION] })).statusCode).toBe(400);
    expect((await post(t, presta, '/api/cheques/export', { format: 'pdf' })).statusCode).toBe(400);
  });
});
