import { Readable } from 'node:stream';
import { and, desc, lt } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import type { Db } from '../../db/client';
import { dossiers } from '../../db/schema/index';
import { formatDate } from '../../../domain/format';
import type { ChequeExportFilter } from '../../../domain/schemas/cheques';
import type { ChequeItem } from '../../../domain/wire/cheques';
import { chequeConditions, chequeQuery, toChequeItem } from './list';

/** Rows read per query: memory stays flat however many cheques the filters select. */
const EXPORT_BATCH = 1000;

/** Every cheque the filters select, newest first, read in batches after the last id seen (a key, never an offset). */
async function* chequesInBatches(db: Db, prestataireIds: readonly number[], filter: ChequeExportFilter): AsyncGenerator<ChequeItem> {
  let lastId: number | null = null;
  for (;;) {
    const rows = await chequeQuery(db)
      .where(and(chequeConditions(prestataireIds, filter), lastId === null ? undefined : lt(dossiers.id, lastId)))
      .orderBy(desc(dossiers.id))
      .limit(EXPORT_BATCH);
    for (const row of rows) yield toChequeItem(row);
    if (rows.length < EXPORT_BATCH) return;
    lastId = rows.at(-1)!.id;
  }
}

/** An amount as a Belgian spreadsheet reads it: a decimal comma, no thousands separator. */
const amount = (value: number | null) => (value === null ? '' : value.toFixed(2).replace('.', ','));

const COLUMNS: ReadonlyArray<[header: string, value: (c: ChequeItem) => string]> = [
  ['Dossier', (c) => c.reference],
  ['Bénéficiaire', (c) => c.beneficiaire?.nom ?? ''],
  ['Chèque', (c) => c.typeAide ?? ''],
  ['Montant (€)', (c) => amount(c.montantCheque)],
  ['Intervention publique (€)', (c) => amount(c.interventionPublique)],
  ['Quote-part (€)', (c) => amount(c.quotePartBeneficiaire)],
  ['Quote-part payée le', (c) => formatDate(c.quotePartPayeeLe) ?? ''],
  ['Statut', (c) => c.statut],
  ['Soldé le', (c) => formatDate(c.soldeLe) ?? ''],
  ['Créé le', (c) => formatDate(c.createdAt) ?? ''],
];

/**
 * POST /cheques/export: the cheques the filters select as CSV, streamed as they are read: UTF-8 with a byte
 * order mark and semicolons, so that a Belgian spreadsheet opens it as it is.
 */
export function chequesCsv(db: Db, prestataireIds: readonly number[], filter: ChequeExportFilter): Readable {
  async function* lines() {
    for await (const cheque of chequesInBatches(db, prestataireIds, filter)) yield COLUMNS.map(([, value]) => value(cheque));
  }
  return Readable.from(lines()).pipe(stringify({ delimiter: ';', bom: true, header: true, columns: COLUMNS.map(([header]) => header), record_delimiter: 'windows' }));
}
