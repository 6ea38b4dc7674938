import type { Readable } from 'node:stream';
import { and, desc, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossiers } from '../../db/schema/index';
import { STATUT_DOSSIER_LABELS, type StatutDossierId } from '../../../domain/dossier-status';
import type { DossierExportFilter } from '../../../domain/schemas/dossiers';
import type { DossierScope } from '../../../machines/access/dossierScope';
import { byDescendingId } from '../exports/batches';
import { tableExport, type ExportColumn } from '../exports/table-export';
import { dossierListConditions, filterValues } from './list-query';

const EXPORTED_COLUMNS = {
  id: dossiers.id,
  reference: dossiers.reference,
  statutDossierId: dossiers.statutDossierId,
  beneficiaireNom: dossiers.beneficiaireNom,
  prestataireNom: dossiers.prestataireNom,
  montantTotal: dossiers.montantTotal,
  montantCheque: dossiers.montantCheque,
  dateEcheance: dossiers.dateEcheance,
  createdAt: dossiers.createdAt,
  anciennePlateforme: dossiers.anciennePlateforme,
};

/** A batch of the dossiers the filters select, below an id, newest first. */
const batchReader = (db: Db, scope: DossierScope, filter: DossierExportFilter) => (belowId: number | null, limit: number) =>
  db
    .select(EXPORTED_COLUMNS)
    .from(dossiers)
    .where(and(dossierListConditions(scope, filterValues(scope, filter)), belowId === null ? undefined : lt(dossiers.id, belowId)))
    .orderBy(desc(dossiers.id))
    .limit(limit);

type ExportedDossier = Awaited<ReturnType<ReturnType<typeof batchReader>>>[number];

const COLUMNS: ReadonlyArray<ExportColumn<ExportedDossier>> = [
  { header: 'Référence', kind: 'text', value: (d) => d.reference },
  { header: 'Statut', kind: 'text', value: (d) => STATUT_DOSSIER_LABELS[d.statutDossierId as StatutDossierId] },
  { header: 'Bénéficiaire', kind: 'text', value: (d) => d.beneficiaireNom },
  { header: 'Prestataire', kind: 'text', value: (d) => d.prestataireNom },
  { header: 'Montant total (€)', kind: 'amount', value: (d) => d.montantTotal },
  { header: 'Chèque (€)', kind: 'amount', value: (d) => d.montantCheque },
  { header: 'Échéance', kind: 'day', value: (d) => d.dateEcheance },
  { header: 'Créé le', kind: 'day', value: (d) => d.createdAt.toISOString() },
  { header: 'Ancienne plateforme', kind: 'text', value: (d) => (d.anciennePlateforme ? 'Oui' : 'Non') },
];

/**
 * POST /dossiers/export: every dossier of the caller's scope the list's filters select (not only the page), newest
 * first, as CSV or XLSX, streamed as it is read in batches after the last id seen.
 */
export function dossiersExport(db: Db, scope: DossierScope, filter: DossierExportFilter): Readable {
  return tableExport(filter.format, byDescendingId(batchReader(db, scope, filter)), COLUMNS, 'Dossiers');
}
