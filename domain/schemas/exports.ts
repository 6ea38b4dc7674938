import { enums, type Infer } from 'superstruct';

/** The formats every list exports in (issue 17): CSV for any tool, XLSX for a spreadsheet with typed amounts and dates. */
export const ExportFormat = enums(['csv', 'xlsx']);
export type ExportFormat = Infer<typeof ExportFormat>;
