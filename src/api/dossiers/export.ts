import type { ExportFormat } from '../../../domain/schemas/exports';
import { downloadExport, type ExportOptions } from '../exports';
import type { DossierListQuery } from './list';

/** POST /dossiers/export: every dossier the list's filters select (every page), whatever its sort and page. */
export function exportDossiers(query: DossierListQuery, format: ExportFormat, options?: ExportOptions) {
  const { sort: _sort, page: _page, perPage: _perPage, ...filters } = query;
  return downloadExport('/dossiers/export', filters, 'dossiers', format, options);
}
