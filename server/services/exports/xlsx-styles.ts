import { SPREADSHEETML, XML_DECLARATION } from './xlsx-xml';

/** The cell styles an exported sheet uses, by their index in xl/styles.xml below. */
export const STYLE = { amount: 1, day: 2, header: 3 } as const;

const cellFormat = (numFmtId: number, fontId: number) =>
  `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"${numFmtId ? ' applyNumberFormat="1"' : ''}${fontId ? ' applyFont="1"' : ''}/>`;

/** At the indexes of STYLE: the default, an amount (built-in format 4, `#,##0.00`), a day (format 164), a header (bold font 1). */
const CELL_FORMATS = [cellFormat(0, 0), cellFormat(4, 0), cellFormat(164, 0), cellFormat(0, 1)];

const font = (bold: boolean) => `<font>${bold ? '<b/>' : ''}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;

/** xl/styles.xml: Calibri 11 and its bold, no fill or border but the two a spreadsheet requires first, the cell formats. */
export const STYLES_XML =
  `${XML_DECLARATION}<styleSheet xmlns="${SPREADSHEETML}">` +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts>' +
  `<fonts count="2">${font(false)}${font(true)}</fonts>` +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  `<cellXfs count="${CELL_FORMATS.length}">${CELL_FORMATS.join('')}</cellXfs>` +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';
