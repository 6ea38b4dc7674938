import type { Readable } from 'node:stream';
import { and, desc, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { demandesLabellisation } from '../../db/schema/index';
import type { ExportFormat } from '../../../domain/schemas/exports';
import type { DemandeItem } from '../../../domain/wire/labellisation';
import { byDescendingId, mapRows } from '../exports/batches';
import { tableExport, type ExportColumn } from '../exports/table-export';
import { demandeQuery, toDemandeItem } from './read';

const COLUMNS: ReadonlyArray<ExportColumn<DemandeItem>> = [
  { header: 'Référence', kind: 'text', value: (d) => d.reference },
  { header: 'Prestataire', kind: 'text', value: (d) => d.organisation.nom },
  { header: 'Type', kind: 'text', value: (d) => d.typeLibelle },
  { header: 'Thématique', kind: 'text', value: (d) => d.thematique?.libelle ?? null },
  { header: 'Renouvellement', kind: 'text', value: (d) => d.renouvellement?.libelle ?? null },
  { header: 'Statut', kind: 'text', value: (d) => d.statutLibelle },
  { header: 'Décision', kind: 'text', value: (d) => d.decisionLibelle },
  { header: 'Créée le', kind: 'day', value: (d) => d.createdAt },
  { header: 'Soumise le', kind: 'day', value: (d) => d.soumiseLe },
  { header: 'Traitée le', kind: 'day', value: (d) => d.traiteeLe },
];

/** Every labellisation request the conditions select, newest first, streamed as CSV or XLSX (README, Exports). */
export function demandesExport(db: Db, conditions: SQL | undefined, format: ExportFormat): Readable {
  const rows = byDescendingId((belowId, limit) =>
    demandeQuery(db)
      .where(and(conditions, belowId === null ? undefined : lt(demandesLabellisation.id, belowId)))
      .orderBy(desc(demandesLabellisation.id))
      .limit(limit),
  );
  return tableExport(format, mapRows(rows, toDemandeItem), COLUMNS, 'Demandes de labellisation');
}
