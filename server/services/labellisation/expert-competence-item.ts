import { STATUT_CHEQUE_EXPERT_LABELS } from '../../../domain/labellisation';
import type { CompetenceRef, ExpertCompetenceItem } from '../../../domain/wire/competences';
import type { contactCompetences } from '../../db/schema/index';

/** An expert's voucher as the screens show it. */
export function expertCompetenceToWire(
  row: typeof contactCompetences.$inferSelect,
  competence: CompetenceRef,
  organisation: { id: number; nom: string } | null,
): ExpertCompetenceItem {
  return {
    competence,
    statut: row.statut,
    statutLibelle: STATUT_CHEQUE_EXPERT_LABELS[row.statut],
    organisation,
    accordeLe: row.accordeLe,
    expireLe: row.expireLe,
    updatedAt: row.updatedAt.toISOString(),
    demandeId: row.demandeId,
    version: row.version,
  };
}
