import escapeHtml from 'escape-html';

/** The first line of every part of a workbook. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The namespace of a workbook's own parts (its sheets, styles and workbook). */
export const SPREADSHEETML = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** Characters XML 1.0 cannot hold, even escaped (a lone surrogate included): dropped, as a spreadsheet would refuse the file. */
// eslint-disable-next-line no-control-regex -- control characters are what it is for
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\p{Cs}]/gu;

/** Text as XML character data or an attribute's value. */
export const xmlText = (text: string) => escapeHtml(text.replace(NOT_XML, ''));
