import type { Db } from '../../db/client';
import { closingDaySetIn } from '../calendar/closing-days';
import { reportValidationDeadline } from '../../../machines/dossierStatus.state';
import { loadDossierParties, loadDossierTabs, type DossierOrganisation, type DossierTabs } from './detail';
import type { StoredDossier } from './stored';

export interface DossierDetailParts {
  stored: StoredDossier;
  parties: { beneficiaire: DossierOrganisation | null; prestataire: DossierOrganisation | null };
  /** Loaded with `with[]=detailDossierAll`. */
  tabs: DossierTabs | null;
  tooltips: boolean;
  /** The last day the beneficiary may decide the report waiting for it (ISO day). */
  echeanceValidation: string | null;
  /** The platform's closing days, for the working days left. */
  closingDays: ReadonlySet<string>;
}

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
