import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { formatDate } from '../../../domain/format';
import type { ExportFormat } from '../../../domain/schemas/exports';
import { mapRows } from './batches';
import type { SheetCell } from './xlsx-sheet';
import { xlsxWorkbook } from './xlsx-workbook';

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

/** Days from a spreadsheet's day zero (30 December 1899) to 1 January 1970. */
const UNIX_EPOCH_DAY = 25569;

/** The Brussels day of a date or timestamp, as a spreadsheet's serial day (which its date format shows as that day). */
function spreadsheetDay(value: number | string | null): number | null {
  const day = typeof value === 'string' ? formatDate(value) : null;
  if (!day) return null;
  const [d, m, y] = day.split('/').map(Number);
  return Date.UTC(y!, m! - 1, d!) / 86_400_000 + UNIX_EPOCH_DAY;
}

/**
 * A text a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return before one) gets a leading
 * apostrophe, as OWASP's "CSV injection" advice says: a contact named `=HYPERLINK(…)` reaches a manager's
 * spreadsheet as text. Amounts and days are written by us, never from what a user typed, so they need none.
 */
const formulaSafe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

function csvCell<T>(column: ExportColumn<T>, row: T): string {
  const value = column.value(row);
  if (column.kind === 'amount') return csvAmount(value);
  if (column.kind === 'day') return typeof value === 'string' ? (formatDate(value) ?? '') : '';
  return value === null ? '' : formulaSafe(String(value));
}

function xlsxCell<T>(column: ExportColumn<T>, row: T): SheetCell {
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

/** A workbook of one sheet, amounts and days typed, streamed at the pace its compression reads the rows. */
function xlsx<T>(rows: AsyncIterable<T>, columns: ReadonlyArray<ExportColumn<T>>, sheetName: string): Readable {
  return xlsxWorkbook(sheetName, columns, mapRows(rows, (row) => columns.map((column) => xlsxCell(column, row))));
}

/** The rows as a file of the format asked, streamed: memory stays flat whatever their number. */
export function tableExport<T>(format: ExportFormat, rows: AsyncIterable<T>, columns: ReadonlyArray<ExportColumn<T>>, sheetName: string): Readable {
  return format === 'xlsx' ? xlsx(rows, columns, sheetName) : csv(rows, columns);
}
