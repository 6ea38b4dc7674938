import type { Db } from '../../db/client';
import { closingDaySetIn } from '../calendar/closing-days';
import { reportValidationDeadline } from '../../../machines/dossierStatus.answers';
import type { DossierDetailParts } from '../../db/dossier-parts';
import { loadDossierParties, loadDossierTabs } from './detail';
import type { StoredDossier } from '../../db/rows';

/** Loads what the detail shows of a dossier the caller may see: the parties always, the tabs and tooltips when asked. */
export async function loadDossierDetailParts(
  db: Db,
  stored: StoredDossier,
  { tabs, tooltips }: { tabs: boolean; tooltips: boolean },
): Promise<DossierDetailParts> {
  return {
    stored,
    parties: await loadDossierParties(db, stored),
    tabs: tabs ? await loadDossierTabs(db, stored) : null,
    tooltips,
    echeanceValidation: reportValidationDeadline(stored),
    closingDays: await closingDaySetIn(db),
  };
}
