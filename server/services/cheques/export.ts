import type { Readable } from 'node:stream';
import { and, desc, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossiers } from '../../db/schema/index';
import type { ChequeExportFilter } from '../../../domain/schemas/cheques';
import type { ChequeItem } from '../../../domain/wire/cheques';
import { chequeConditions, chequeQuery, toChequeItem, type ChequeScope } from './list';
import { tableExport, type ExportColumn } from '../exports/table-export';
import { byDescendingId, mapRows } from '../exports/batches';

/** Every cheque the filters select, newest first. */
function chequesInBatches(db: Db, scope: ChequeScope, filter: ChequeExportFilter): AsyncGenerator<ChequeItem> {
  return mapRows(
    byDescendingId((belowId, limit) =>
      chequeQuery(db)
        .where(and(chequeConditions(scope, filter), belowId === null ? undefined : lt(dossiers.id, belowId)))
        .orderBy(desc(dossiers.id))
        .limit(limit),
    ),
    toChequeItem,
  );
}

const COLUMNS: ReadonlyArray<ExportColumn<ChequeItem>> = [
  { header: 'Dossier', kind: 'text', value: (c) => c.reference },
  { header: 'Bénéficiaire', kind: 'text', value: (c) => c.beneficiaire?.nom ?? null },
  { header: 'Chèque', kind: 'text', value: (c) => c.typeAide },
  { header: 'Montant (€)', kind: 'amount', value: (c) => c.montantCheque },
  { header: 'Intervention publique (€)', kind: 'amount', value: (c) => c.interventionPublique },
  { header: 'Quote-part (€)', kind: 'amount', value: (c) => c.quotePartBeneficiaire },
  { header: 'Quote-part payée le', kind: 'day', value: (c) => c.quotePartPayeeLe },
  { header: 'Statut', kind: 'text', value: (c) => c.statut },
  { header: 'Soldé le', kind: 'day', value: (c) => c.soldeLe },
  { header: 'Créé le', kind: 'day', value: (c) => c.createdAt },
];

/**
 * POST /cheques/export: the cheques the filters select, streamed as they are read, as CSV (UTF-8 with a byte order
 * mark and semicolons, so that a Belgian spreadsheet opens it as it is) or XLSX (amounts and dates typed).
 */
export function chequesExport(db: Db, scope: ChequeScope, filter: ChequeExportFilter): Readable {
  return tableExport(filter.format, chequesInBatches(db, scope, filter), COLUMNS, 'Chèques');
}
