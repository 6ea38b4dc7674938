// Also on PostgreSQL: the export streamed through each driver's cursor.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatutDossier as S, STATUT_DOSSIER_LABELS } from '../../domain/dossier-status';
import { formatDate } from '../../domain/format';
import { post } from '../support/dossiers';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';

let t: TestApp;
let presta: string;
let benef: string;
let gestion: string;
beforeAll(async () => ({ t, presta, benef, gestion } = await demoApp({ presta: ['demo.presta'], benef: ['demo.benef'], gestion: ['demo.gestionnaire'] })));
afterAll(() => t.close());

/** Every dossier of the list for these filters, all pages, newest first by id. */
async function listed(authorization: string, filters: object = {}) {
  const page = (await post(t, authorization, '/api/dossiers', { ...filters, perPage: 100 })).json().result;
  expect(page.totalExact).toBe(true);
  return (page.items as Array<{ id: number; reference: string; StatutDossierId: number; createdAt: string }>).sort((a, b) => b.id - a.id);
}

const csvRecords = (payload: Buffer): string[][] => parse(payload.toString('utf8').slice(1), { delimiter: ';' });

describe('POST /dossiers/export', () => {
  it("holds every dossier of the caller's list the filters select, every page, newest first, as CSV", async () => {
    const response = await post(t, presta, '/api/dossiers/export', {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="dossiers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = csvRecords(response.rawPayload);
    expect(header).toEqual(['Référence', 'Statut', 'Bénéficiaire', 'Prestataire', 'Montant total (€)', 'Chèque (€)', 'Échéance', 'Créé le', 'Ancienne plateforme']);
    const all = await listed(presta);
    expect(rows.map((r) => r[0])).toEqual(all.map((d) => d.reference));
    expect(rows[0]![1]).toBe(STATUT_DOSSIER_LABELS[all[0]!.StatutDossierId as keyof typeof STATUT_DOSSIER_LABELS]);
    expect(rows[0]![7]).toBe(formatDate(all[0]!.createdAt));
  });

  it('applies the filters and the scope: statuses, and a beneficiary sees its own dossiers only', async () => {
    const filters = { statutDossierId: [S.DOSSIER_EXAMEN, S.DOSSIER_PRESTATION_CONFIRME] };
    const filtered = csvRecords((await post(t, presta, '/api/dossiers/export', filters)).rawPayload).slice(1);
    expect(filtered.map((r) => r[0])).toEqual((await listed(presta, filters)).map((d) => d.reference));
    expect(new Set(filtered.map((r) => r[1]))).toEqual(new Set([STATUT_DOSSIER_LABELS[S.DOSSIER_EXAMEN], STATUT_DOSSIER_LABELS[S.DOSSIER_PRESTATION_CONFIRME]]));
    const own = csvRecords((await post(t, benef, '/api/dossiers/export', {})).rawPayload).slice(1);
    expect(own.map((r) => r[0])).toEqual((await listed(benef)).map((d) => d.reference));
    const desk = csvRecords((await post(t, gestion, '/api/dossiers/export', {})).rawPayload).slice(1);
    expect(desk.length).toBeGreaterThan(own.length);
  });

  it('gives the same rows as XLSX, amounts as numbers and days as dates', async () => {
    const response = await post(t, presta, '/api/dossiers/export', { format: 'xlsx' });
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.getWorksheet('Dossiers')!.getSheetValues().slice(2).map((row) => (row as unknown[]).slice(1));
    expect(rows.map((r) => r[0])).toEqual((await listed(presta)).map((d) => d.reference));
    expect(rows.some((r) => typeof r[5] === 'number')).toBe(true);
    expect(rows.every((r) => r[7] instanceof Date)).toBe(true);
  });

  it('refuses what the list refuses, with nothing sent', async () => {
    expect((await post(t, presta, '/api/dossiers/export', { dateFrom: '2026-05-01', dateTo: '2026-04-01' })).statusCode).toBe(400);
    expect((await post(t, presta, '/api/dossiers/export', { format: 'ods' })).statusCode).toBe(400);
    expect((await post(t, presta, '/api/dossiers/export', { page: 2 })).statusCode).toBe(400);
  });
});
