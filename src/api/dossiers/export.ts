import { platformToday } from '../../../domain/sme';
import type { ExportFormat } from '../../../domain/schemas/exports';
import { requestBlob } from '../client';
import { saveBlob } from '../documents/download';
import type { DossierListQuery } from './list';

/** POST /dossiers/export: every dossier the list's filters select (every page), as a CSV or XLSX file saved by the browser. */
export async function exportDossiers(query: DossierListQuery, format: ExportFormat) {
  const { sort: _sort, page: _page, perPage: _perPage, ...filters } = query;
  saveBlob(await requestBlob('/dossiers/export', { method: 'POST', body: { ...filters, format } }), `dossiers-${platformToday()}.${format}`);
}
