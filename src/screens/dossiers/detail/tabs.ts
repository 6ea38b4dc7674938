import { lazyRouteComponent } from '@tanstack/react-router';

/**
 * The detail's child paths of spec section 2, in tab order. The spec names nine tabs (summary,
 * organisation, beneficiary, provider, ...) for eight child paths: the organisation tab gets a ninth path,
 * `organisation`, the dossier's organisations at a glance, each party keeping its own tab. Each tab's code
 * is fetched when the tab is opened (or hovered).
 */
export const DOSSIER_TABS = [
  { path: 'recapitulatif', component: lazyRouteComponent(() => import('./RecapTab'), 'RecapTab') },
  { path: 'organisation', component: lazyRouteComponent(() => import('./OrganisationsTab'), 'OrganisationsTab') },
  { path: 'beneficiaire', component: lazyRouteComponent(() => import('./OrganisationTab'), 'BeneficiaireTab') },
  { path: 'prestataire', component: lazyRouteComponent(() => import('./OrganisationTab'), 'PrestataireTab') },
  { path: 'prestation', component: lazyRouteComponent(() => import('./PrestationTab'), 'PrestationTab') },
  { path: 'specificites', component: lazyRouteComponent(() => import('./SpecificitesTab'), 'SpecificitesTab') },
  { path: 'documents', component: lazyRouteComponent(() => import('./DocumentsTab'), 'DocumentsTab') },
  { path: 'remarques', component: lazyRouteComponent(() => import('./RemarquesTab'), 'RemarquesTab') },
  { path: 'historique', component: lazyRouteComponent(() => import('./HistoriqueTab'), 'HistoriqueTab') },
] as const;

export type DossierTabPath = (typeof DOSSIER_TABS)[number]['path'];
