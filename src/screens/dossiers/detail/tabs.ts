import type { ComponentType } from 'react';
import { RecapTab } from './RecapTab';
import { BeneficiaireTab, PrestataireTab } from './OrganisationTab';
import { PrestationTab } from './PrestationTab';
import { SpecificitesTab } from './SpecificitesTab';
import { DocumentsTab } from './DocumentsTab';
import { RemarquesTab } from './RemarquesTab';
import { HistoriqueTab } from './HistoriqueTab';

/**
 * The detail's child paths of spec section 2, in tab order. The spec names nine tabs (summary,
 * organisation, beneficiary, provider, ...) for eight child paths: the organisations are shown in the
 * summary and each party in its own tab.
 */
export const DOSSIER_TABS = [
  { path: 'recapitulatif', component: RecapTab },
  { path: 'beneficiaire', component: BeneficiaireTab },
  { path: 'prestataire', component: PrestataireTab },
  { path: 'prestation', component: PrestationTab },
  { path: 'specificites', component: SpecificitesTab },
  { path: 'documents', component: DocumentsTab },
  { path: 'remarques', component: RemarquesTab },
  { path: 'historique', component: HistoriqueTab },
] as const satisfies ReadonlyArray<{ path: string; component: ComponentType }>;

export type DossierTabPath = (typeof DOSSIER_TABS)[number]['path'];
