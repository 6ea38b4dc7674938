import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { tableExport, type ExportColumn } from '../../server/services/exports/table-export';

interface Row {
  text: string | null;
  amount: string | null;
  day: string | null;
}

const COLUMNS: ReadonlyArray<ExportColumn<Row>> = [
  { header: 'Texte & <nom>', kind: 'text', value: (r) => r.text },
  { header: 'Montant (€)', kind: 'amount', value: (r) => r.amount },
  { header: 'Jour', kind: 'day', value: (r) => r.day },
];

async function* rows(count: number): AsyncGenerator<Row> {
  yield { text: ' <a & b> "c" \'d\' ', amount: '1234.50', day: '2026-03-01T23:30:00Z' };
  yield { text: 'bell\u0001 and a lone \uD800 surrogate, an emoji 😀', amount: null, day: null };
  for (let i = 3; i <= count; i++) yield { text: `ligne ${i}`, amount: String(i / 4), day: '2025-12-31' };
}

async function workbookOf(count: number) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await buffer(tableExport('xlsx', rows(count), COLUMNS, 'Feuille'))) as unknown as ArrayBuffer);
  return workbook.getWorksheet('Feuille')!;
}

describe('the XLSX of an export', () => {
  it('has a bold frozen header, text kept as it is, amounts and days typed', async () => {
    const sheet = await workbookOf(3);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Texte & <nom>', 'Montant (€)', 'Jour']);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getCell('A2').value).toBe(' <a & b> "c" \'d\' ');
    expect(sheet.getCell('B2').value).toBe(1234.5);
    expect(sheet.getCell('B2').numFmt).toBe('#,##0.00');
    // The Brussels day of the timestamp (already 2 March there), as the spreadsheet's date of that day.
    expect(sheet.getCell('C2').value).toEqual(new Date(Date.UTC(2026, 2, 2)));
    expect(sheet.getCell('C2').numFmt).toBe('dd/mm/yyyy');
    // What XML cannot hold is dropped rather than making the file unreadable.
    expect(sheet.getCell('A3').value).toBe('bell and a lone  surrogate, an emoji 😀');
    expect(sheet.getCell('B3').value).toBeNull();
  });

  it('holds every row of an export longer than a chunk, in order', async () => {
    const sheet = await workbookOf(5000);
    expect(sheet.rowCount).toBe(5001);
    expect(sheet.getCell('A5001').value).toBe('ligne 5000');
    expect(sheet.getCell('B5001').value).toBe(1250);
  });
});
