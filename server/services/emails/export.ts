import type { Readable } from 'node:stream';
import { and, desc, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema/index';
import { formatDateTime } from '../../../domain/format';
import type { EmailExportFilter } from '../../../domain/schemas/emails';
import { OUTBOX_STATUS_LABELS } from '../../../domain/wire/emails';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { byDescendingId } from '../exports/batches';
import { tableExport, type ExportColumn } from '../exports/table-export';
import { emailListConditions, LIST_COLUMNS } from './history';

/** A batch of the messages under these conditions, below an id, newest first. */
const batchReader = (db: Db, where: SQL | undefined) => (belowId: number | null, limit: number) =>
  db
    .select(LIST_COLUMNS)
    .from(outbox)
    .where(and(where, belowId === null ? undefined : lt(outbox.id, belowId)))
    .orderBy(desc(outbox.id))
    .limit(limit);

type ExportedEmail = Awaited<ReturnType<ReturnType<typeof batchReader>>>[number];

// The contents are not exported: they may hold a recipient's personal link, which only the screen masks per reader.
const COLUMNS: ReadonlyArray<ExportColumn<ExportedEmail>> = [
  { header: 'Date', kind: 'text', value: (m) => formatDateTime(m.createdAt.toISOString()) },
  { header: 'Objet', kind: 'text', value: (m) => m.subject },
  { header: 'Destinataire', kind: 'text', value: (m) => m.recipient },
  { header: 'Envoi', kind: 'text', value: (m) => OUTBOX_STATUS_LABELS[m.status] },
  { header: 'Envoyé le', kind: 'text', value: (m) => (m.sentAt ? formatDateTime(m.sentAt.toISOString()) : null) },
];

/** POST /emails/export: every message of the history the filters select, newest first, as CSV or XLSX (403 as the list). */
export function emailsExport(db: Db, caller: DossierCaller, filter: EmailExportFilter): Readable {
  return tableExport(filter.format, byDescendingId(batchReader(db, emailListConditions(db, caller, filter))), COLUMNS, 'E-mails');
}
