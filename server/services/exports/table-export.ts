import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { formatDate } from '../../../domain/format';
import type { ExportFormat } from '../../../domain/schemas/exports';

/**
 * A column of an exported list: its header, and its value for a row: text, an amount in euros, or a day (an ISO
 * date or timestamp, written as its day in Brussels).
 */
export type ExportColumn<T> =
  | { header: string; kind: 'text'; value: (row: T) => string | null }
  | { header: string; kind: 'amount' | 'day'; value: (row: T) => number | string | null };

/** How each format is sent: its media type and file extension. */
export const EXPORT_FORMATS: Record<ExportFormat, { contentType: string; extension: string }> = {
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
};

/** An amount as a Belgian spreadsheet reads it in a CSV: a decimal comma, no thousands separator. */
const csvAmount = (value: number | string | null) => (value === null ? '' : Number(value).toFixed(2).replace('.', ','));

/** The Brussels day of a date or timestamp, as a spreadsheet's date (midnight UTC, which spreadsheets show as that day). */
function spreadsheetDay(value: number | string | null): Date | null {
  const day = typeof value === 'string' ? formatDate(value) : null;
  if (!day) return null;
  const [d, m, y] = day.split('/').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
}

function csvCell<T>(column: ExportColumn<T>, row: T): string {
  const value = column.value(row);
  if (column.kind === 'amount') return csvAmount(value);
  if (column.kind === 'day') return typeof value === 'string' ? (formatDate(value) ?? '') : '';
  return value === null ? '' : String(value);
}

function xlsxCell<T>(column: ExportColumn<T>, row: T): string | number | Date | null {
  const value = column.value(row);
  if (column.kind === 'amount') return value === null ? null : Number(value);
  if (column.kind === 'day') return spreadsheetDay(value);
  return value;
}

/** UTF-8 with a byte order mark, semicolons and CRLF: a Belgian spreadsheet opens it as it is. */
function csv<T>(rows: AsyncIterable<T>, columns: ReadonlyArray<ExportColumn<T>>): Readable {
  async function* records() {
    for await (const row of rows) yield columns.map((column) => csvCell(column, row));
  }
  return Readable.from(records()).pipe(stringify({ delimiter: ';', bom: true, header: true, columns: columns.map((c) => c.header), record_delimiter: 'windows' }));
}

/** A workbook of one sheet, written row by row as the rows come (exceljs's streaming writer): amounts and days typed. */
function xlsx<T>(rows: AsyncIterable<T>, columns: ReadonlyArray<ExportColumn<T>>, sheetName: string): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: Math.max(12, column.header.length + 2),
    style: column.kind === 'amount' ? { numFmt: '#,##0.00' } : column.kind === 'day' ? { numFmt: 'dd/mm/yyyy' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    for await (const row of rows) sheet.addRow(columns.map((column) => xlsxCell(column, row))).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** The rows as a file of the format asked, streamed: memory stays flat whatever their number. */
export function tableExport<T>(format: ExportFormat, rows: AsyncIterable<T>, columns: ReadonlyArray<ExportColumn<T>>, sheetName: string): Readable {
  return format === 'xlsx' ? xlsx(rows, columns, sheetName) : csv(rows, columns);
}
