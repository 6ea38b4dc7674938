import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { sheetXml, type SheetCell, type SheetColumn } from './xlsx-sheet';
import { STYLES_XML } from './xlsx-styles';
import { SPREADSHEETML, XML_DECLARATION, xmlText } from './xlsx-xml';

/*
 * The parts of a one-sheet workbook, written here rather than by exceljs's streaming writer: that writer hands its
 * sheet to its zip without ever waiting for the deflate, so a long export piled up the XML outside the JS heap (RSS
 * growing with the rows). A workbook of one sheet of plain cells needs only these few fixed parts, and the sheet
 * becomes a stream that the zip pulls at its own pace.
 */

const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const relationships = (targets: Array<[type: string, target: string]>) =>
  `${XML_DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${targets
    .map(([type, target], i) => `<Relationship Id="rId${i + 1}" Type="${RELATIONSHIPS}/${type}" Target="${target}"/>`)
    .join('')}</Relationships>`;

const CONTENT_TYPES =
  `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPE}.worksheet+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${TYPE}.styles+xml"/></Types>`;

const workbook = (sheetName: string) =>
  `${XML_DECLARATION}<workbook xmlns="${SPREADSHEETML}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** A workbook of one sheet, streamed: the rows are read only as fast as the zip compresses them. */
export function xlsxWorkbook(sheetName: string, columns: ReadonlyArray<SheetColumn>, rows: AsyncIterable<ReadonlyArray<SheetCell>>): Readable {
  const sheet = Readable.from(sheetXml(columns, rows), { objectMode: false });
  const archive = new ZipArchive({ zlib: { level: 6 } });
  archive.append(CONTENT_TYPES, { name: '[Content_Types].xml' });
  archive.append(relationships([['officeDocument', 'xl/workbook.xml']]), { name: '_rels/.rels' });
  archive.append(workbook(sheetName), { name: 'xl/workbook.xml' });
  archive.append(relationships([['worksheet', 'worksheets/sheet1.xml'], ['styles', 'styles.xml']]), { name: 'xl/_rels/workbook.xml.rels' });
  archive.append(STYLES_XML, { name: 'xl/styles.xml' });
  archive.append(sheet, { name: 'xl/worksheets/sheet1.xml' });
  // A failed read ends the download with that error (unheard, it would end the process); a dropped download ends the reads.
  sheet.once('error', (error) => archive.destroy(error));
  archive.once('close', () => sheet.destroy());
  // A failure of the zip reaches the reader as the archive's error: its promise is not left to reject unheard.
  void archive.finalize().catch(() => {});
  return archive;
}
