import { STYLE } from './xlsx-styles';
import { SPREADSHEETML, XML_DECLARATION, xmlText } from './xlsx-xml';

/** A column of a sheet: its header, and how its cells are written (text, or a number shown as an amount or a day). */
export interface SheetColumn {
  header: string;
  kind: 'text' | 'amount' | 'day';
}

/** A cell's value: text for a text column, a number for the others (a day is a spreadsheet's serial day), or empty. */
export type SheetCell = string | number | null;

/** A column's letters: A … Z, AA … */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** An inline string: a spreadsheet would drop leading or trailing spaces unless told to keep them. */
function textCell(ref: string, text: string, style?: number) {
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style ? ` s="${style}"` : ''} t="inlineStr"><is><t${space}>${xmlText(text)}</t></is></c>`;
}

/**
 * A number as XML text, as String() writes it but without V8's number-to-string cache: that cache keeps each string
 * it makes long enough to move it to the old generation, where a million rows' numbers piled up until a full collection.
 */
const numberText = (value: number) => JSON.stringify(value);

/** Characters of XML handed on at a time: enough for deflate to work well, few enough to keep memory flat. */
const CHUNK = 64 * 1024;

/**
 * The worksheet's XML, a chunk at a time, the next row read only when the chunk before has been taken: whoever reads
 * this (the zip's deflate) sets the pace, so memory stays flat however many rows there are. The header row is bold and
 * frozen; amount and day columns carry their number format so that a cell typed in later gets it too.
 */
export async function* sheetXml(columns: ReadonlyArray<SheetColumn>, rows: AsyncIterable<ReadonlyArray<SheetCell>>): AsyncGenerator<string> {
  const letters = columns.map((_, i) => columnLetters(i));
  const styles = columns.map((c) => (c.kind === 'text' ? 0 : STYLE[c.kind]));
  const cols = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${Math.max(12, c.header.length + 2)}"${styles[i] ? ` style="${styles[i]}"` : ''} customWidth="1"/>`)
    .join('');
  let xml =
    `${XML_DECLARATION}<worksheet xmlns="${SPREADSHEETML}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/></sheetView></sheetViews>' +
    `<cols>${cols}</cols><sheetData><row r="1">${columns.map((c, i) => textCell(`${letters[i]}1`, c.header, STYLE.header)).join('')}</row>`;
  let number = 1;
  for await (const row of rows) {
    const rowNumber = numberText(++number);
    let cells = '';
    row.forEach((value, i) => {
      const ref = letters[i] + rowNumber;
      const style = styles[i] ? ` s="${styles[i]}"` : '';
      if (value === null) cells += `<c r="${ref}"${style}/>`;
      else if (typeof value === 'number') cells += `<c r="${ref}"${style}><v>${numberText(value)}</v></c>`;
      else cells += textCell(ref, value);
    });
    xml += `<row r="${rowNumber}">${cells}</row>`;
    if (xml.length >= CHUNK) {
      yield xml;
      xml = '';
    }
  }
  yield `${xml}</sheetData></worksheet>`;
}
