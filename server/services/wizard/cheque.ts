import { financialBreakdown } from '../../../domain/financing';
import type { UpdateTypeAidePayload } from '../../../domain/schemas/wizard';
import type { DossierPatch, StepContext } from './save-step';
import { requireTypeAide } from './types-aide';

/**
 * Step 1, POST /dossiers/{id}/update-type-aide: another voucher has another rate, so amounts already
 * encoded are derived again; its limits are checked again at validation (is-valid).
 */
export function applyTypeAide(payload: UpdateTypeAidePayload) {
  return async ({ tx, stored: { row } }: StepContext): Promise<DossierPatch> => {
    const typeAide = await requireTypeAide(tx, payload.typeAideId, row.plateformeId);
    const amounts =
      row.montantTotal !== null && row.montantCheque !== null
        ? financialBreakdown(row.montantTotal, row.montantCheque, typeAide.tauxInterventionPublique)
        : {};
    return { typeAideId: typeAide.id, ...amounts };
  };
}
