import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One row of a Markdown table, its cells keyed by the header's words. */
export type MarkdownRow = Readonly<Record<string, string>>;

/** The cells of one `| a | b |` line, trimmed; `\|` stands for a pipe inside a cell. */
function cellsOf(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.replaceAll('\\|', '|').trim());
}

const SEPARATOR_CELL = /^:?-{3,}:?$/;

/**
 * The one table of a Markdown text, as rows keyed by its header. The lines around it (the spec section it is
 * copied from, a quoted sentence) are free text; a second table, a missing separator line, a row with more or
 * fewer cells than the header, or a repeated header word throw, so a bad edit of an oracle fails loudly
 * instead of checking less.
 */
export function parseMarkdownTable(text: string, source = 'the text'): MarkdownRow[] {
  const isTableLine = (line: string) => line.trimStart().startsWith('|');
  const lines = text.split(/\r?\n/);
  const first = lines.findIndex(isTableLine);
  const end = lines.findIndex((line, index) => index > first && !isTableLine(line));
  const [headerLine, separatorLine, ...rowLines] = lines.slice(first, end < 0 ? undefined : end);
  if (first < 0 || headerLine === undefined) throw new Error(`${source}: no Markdown table`);
  if (end >= 0 && lines.slice(end).some(isTableLine)) throw new Error(`${source}: more than one Markdown table`);
  const header = cellsOf(headerLine);
  if (header.some((word) => word === '') || new Set(header).size !== header.length) {
    throw new Error(`${source}: the header must name each column once: ${headerLine}`);
  }
  const separator = separatorLine === undefined ? [] : cellsOf(separatorLine);
  if (separator.length !== header.length || !separator.every((cell) => SEPARATOR_CELL.test(cell))) {
    throw new Error(`${source}: the header is not followed by a |---| line of as many cells`);
  }
  return rowLines.map((line, index) => {
    const cells = cellsOf(line);
    if (cells.length !== header.length) {
      throw new Error(
        `${source}, line ${first + 3 + index}: ${cells.length} cells where the header has ${header.length}: ${line}`,
      );
    }
    return Object.fromEntries(header.map((word, column) => [word, cells[column] ?? '']));
  });
}

/** The one table of a Markdown file; a missing file throws with its path. */
export function readMarkdownTable(file: string | URL): MarkdownRow[] {
  const path = file instanceof URL ? fileURLToPath(file) : file;
  if (!existsSync(path)) throw new Error(`no Markdown table file at ${path}`);
  return parseMarkdownTable(readFileSync(path, 'utf8'), path);
}

/** One column's cells, in the table's order. */
export function columnOf(rows: readonly MarkdownRow[], column: string): string[] {
  return rows.map((row) => cellOf(row, column));
}

/** A cell; a column the header does not name throws rather than reading `undefined`. */
export function cellOf(row: MarkdownRow, column: string): string {
  const cell = row[column];
  if (cell === undefined) throw new Error(`no column « ${column} » in ${Object.keys(row).join(', ')}`);
  return cell;
}

/** `{ [key cell]: value cell }` over the rows, each value read by `read` (the cell as text by default). */
export function recordOf<V = string>(
  rows: readonly MarkdownRow[],
  key: string,
  value: string,
  read: (cell: string) => V = (cell) => cell as V,
): Record<string, V> {
  return Object.fromEntries(rows.map((row) => [cellOf(row, key), read(cellOf(row, value))]));
}

/** A cell read as a whole number; anything else throws, so a typo in an id is not read as NaN. */
export function integerCell(cell: string): number {
  if (!/^-?\d+$/.test(cell)) throw new Error(`« ${cell} » is not a whole number`);
  return Number(cell);
}
