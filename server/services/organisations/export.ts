import type { Readable } from 'node:stream';
import { and, desc, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations } from '../../db/schema/index';
import { formatBce } from '../../../domain/format';
import { SOUS_TYPE_ORGANISATION_LABELS, TYPE_PME_LABELS, type SousTypeOrganisationId, type TypePmeId } from '../../../domain/organisation-types';
import type { OrganisationExportFilter } from '../../../domain/schemas/organisations';
import { byDescendingId } from '../exports/batches';
import { tableExport, type ExportColumn } from '../exports/table-export';
import { headOfficeLocalities, organisationListConditions, type BeneficiaryScope } from './list';

/** A batch of the beneficiaries the filters select, below an id, with their head office's locality. */
const batchReader = (db: Db, scope: BeneficiaryScope, filter: OrganisationExportFilter) => async (belowId: number | null, limit: number) => {
  const rows = await db
    .select({
      id: organisations.id,
      nom: organisations.nomLong,
      sousType: organisations.sousTypeOrganisationId,
      typePme: organisations.typePme,
      numeroBce: organisations.numeroBce,
      numeroIdentification: organisations.numeroIdentification,
    })
    .from(organisations)
    .where(and(organisationListConditions(scope, filter), belowId === null ? undefined : lt(organisations.id, belowId)))
    .orderBy(desc(organisations.id))
    .limit(limit);
  const localities = await headOfficeLocalities(db, rows.map((r) => r.id));
  return rows.map((row) => ({ ...row, localite: localities.get(row.id) ?? null }));
};

type ExportedBeneficiary = Awaited<ReturnType<ReturnType<typeof batchReader>>>[number];

const COLUMNS: ReadonlyArray<ExportColumn<ExportedBeneficiary>> = [
  { header: 'Nom', kind: 'text', value: (o) => o.nom },
  { header: 'Type', kind: 'text', value: (o) => (o.sousType === null ? null : SOUS_TYPE_ORGANISATION_LABELS[o.sousType as SousTypeOrganisationId]) },
  { header: 'Taille', kind: 'text', value: (o) => (o.typePme === null ? null : TYPE_PME_LABELS[o.typePme as TypePmeId]) },
  { header: "Numéro d'entreprise", kind: 'text', value: (o) => formatBce(o.numeroBce) },
  { header: "Numéro d'identification", kind: 'text', value: (o) => o.numeroIdentification },
  { header: 'Localité du siège social', kind: 'text', value: (o) => o.localite },
];

/** POST /organisations/export: every beneficiary of the provider's list the filters select, newest first, as CSV or XLSX. */
export function beneficiariesExport(db: Db, scope: BeneficiaryScope, filter: OrganisationExportFilter): Readable {
  return tableExport(filter.format, byDescendingId(batchReader(db, scope, filter)), COLUMNS, 'Bénéficiaires');
}
