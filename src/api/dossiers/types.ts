/** The dossier's wire types, written once as schemas in domain/wire/dossiers.ts (type-only: no schema reaches the bundle). */
export type {
  DossierSummary,
  DossierPage,
  DossierOrganisationDetail,
  DossierHistoryEntry,
  DossierRemark,
  SuiviInterne,
  DossierDetailWithTabs as DossierDetail,
} from '../../../domain/wire/dossiers';
export type { DossierDocument } from '../../../domain/wire/service-report';
