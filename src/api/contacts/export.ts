import type { ExportFormat } from '../../../domain/schemas/exports';
import { downloadExport, type ExportOptions } from '../exports';
import type { ContactListQuery } from './contacts';

/** POST /contacts/export: every contact the list's filters select (every page). */
export function exportContacts({ origine, recherche, organisationId }: ContactListQuery, format: ExportFormat, options?: ExportOptions) {
  return downloadExport('/contacts/export', { origine, recherche, organisationId }, 'contacts', format, options);
}
