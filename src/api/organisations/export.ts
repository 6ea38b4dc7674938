import type { ExportFormat } from '../../../domain/schemas/exports';
import { downloadExport, type ExportOptions } from '../exports';
import type { OrganisationListQuery } from './list';

/** POST /organisations/export: every beneficiary the list's filters select (every page). */
export function exportBeneficiaries({ categorie, recherche }: OrganisationListQuery, format: ExportFormat, options?: ExportOptions) {
  return downloadExport('/organisations/export', { categorie, recherche }, 'beneficiaires', format, options);
}
