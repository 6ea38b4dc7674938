import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cellOf,
  columnOf,
  integerCell,
  parseMarkdownTable,
  readMarkdownTable,
  recordOf,
} from '../../support/markdown-table';

const TABLE = `Copied from SPEC.md section 4, « Dossier statuses ».

| id | meaning |  name |
|---|:---:|---|
|  1 | introduction | DOSSIER_INTRODUCTION |
| 6 | a \\| b |DOSSIER_PRESTATION_CONFIRME|

A sentence after the table.
`;

describe('the spec tables’ Markdown parser', () => {
  it('reads each row as a record keyed by the header, cells trimmed, text around the table ignored', () => {
    expect(parseMarkdownTable(TABLE)).toEqual([
      { id: '1', meaning: 'introduction', name: 'DOSSIER_INTRODUCTION' },
      { id: '6', meaning: 'a | b', name: 'DOSSIER_PRESTATION_CONFIRME' },
    ]);
  });

  it('reads a table without rows as no rows', () => {
    expect(parseMarkdownTable('| id | name |\n|---|---|\n')).toEqual([]);
  });

  it('fails loudly on a ragged row, naming its line', () => {
    const ragged = TABLE.replace('| introduction |', '| introduction | extra |');
    expect(() => parseMarkdownTable(ragged, 'statuses.md')).toThrow(
      /statuses\.md, line 5: 4 cells where the header has 3/,
    );
    expect(() => parseMarkdownTable(TABLE.replace('| introduction ', ''))).toThrow(/2 cells where the header has 3/);
  });

  it('fails on no table, a missing separator, a repeated or empty header word, or a second table', () => {
    expect(() => parseMarkdownTable('no table here')).toThrow(/no Markdown table/);
    expect(() => parseMarkdownTable('| id | name |\n| 1 | a |\n')).toThrow(/not followed by a \|---\| line/);
    expect(() => parseMarkdownTable('| id |\n')).toThrow(/not followed by a \|---\| line/);
    expect(() => parseMarkdownTable('| id | name |\n|---|\n')).toThrow(/not followed by a \|---\| line of as many cells/);
    expect(() => parseMarkdownTable('| id | id |\n|---|---|\n')).toThrow(/name each column once/);
    expect(() => parseMarkdownTable('| id |  |\n|---|---|\n')).toThrow(/name each column once/);
    expect(() => parseMarkdownTable(`${TABLE}\n| other |\n|---|\n| x |\n`)).toThrow(/more than one Markdown table/);
  });

  describe('files', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'markdown-table-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('reads a file by path or URL', () => {
      const file = path.join(dir, 'statuses.md');
      writeFileSync(file, TABLE);
      expect(readMarkdownTable(file)).toHaveLength(2);
      expect(readMarkdownTable(new URL(`file://${file}`))).toEqual(parseMarkdownTable(TABLE));
    });

    it('fails loudly on a missing file, naming it', () => {
      const missing = path.join(dir, 'missing.md');
      expect(() => readMarkdownTable(missing)).toThrow(`no Markdown table file at ${missing}`);
    });
  });

  it('gives columns, records and whole numbers, and refuses a column the header lacks or a number with a typo', () => {
    const rows = parseMarkdownTable(TABLE);
    expect(columnOf(rows, 'name')).toEqual(['DOSSIER_INTRODUCTION', 'DOSSIER_PRESTATION_CONFIRME']);
    expect(recordOf(rows, 'name', 'id', integerCell)).toEqual({ DOSSIER_INTRODUCTION: 1, DOSSIER_PRESTATION_CONFIRME: 6 });
    expect(recordOf(rows, 'id', 'meaning')).toEqual({ 1: 'introduction', 6: 'a | b' });
    expect(() => cellOf({ id: '1' }, 'label')).toThrow(/no column « label »/);
    expect(integerCell('-12')).toBe(-12);
    for (const typo of ['1O', '', '1.5', ' 1']) expect(() => integerCell(typo)).toThrow(/not a whole number/);
  });
});
