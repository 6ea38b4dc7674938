import type { EmailListFilter } from '../../../domain/schemas/emails';
import type { ExportFormat } from '../../../domain/schemas/exports';
import { downloadExport, type ExportOptions } from '../exports';

/** POST /emails/export: every message of the history the filters select (every page), without their contents. */
export function exportEmails(filters: Pick<Partial<EmailListFilter>, 'recherche' | 'organisationId' | 'dateFrom' | 'dateTo'>, format: ExportFormat, options?: ExportOptions) {
  return downloadExport('/emails/export', filters, 'e-mails', format, options);
}
