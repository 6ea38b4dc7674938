import { columnOf, integerCell, type MarkdownRow, readMarkdownTable, recordOf } from '../../support/markdown-table';

/**
 * The spec's tables as the domain tests read them: one Markdown file per table in this folder, kept by hand from
 * SPEC.md and never from the code they check.
 */
export function specTable(name: string): MarkdownRow[] {
  return readMarkdownTable(new URL(`./${name}.md`, import.meta.url));
}

/** An enumeration as the code writes it: `{ [name]: id }`. */
export function idsByName(rows: readonly MarkdownRow[]): Record<string, number> {
  return recordOf(rows, 'name', 'id', integerCell);
}

/** The French labels as the code writes them: `{ [id]: label }`. */
export function labelsById(rows: readonly MarkdownRow[]): Record<string, string> {
  return recordOf(rows, 'id', 'label');
}

/** The ids, in the table's order. */
export function idsOf(rows: readonly MarkdownRow[]): number[] {
  return columnOf(rows, 'id').map(integerCell);
}
