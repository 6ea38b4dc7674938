import { lazyRouteComponent } from '@tanstack/react-router';
import { DOSSIER_TAB_PATHS, type DossierTabPath } from '../paths/dossier-paths';

/** Each tab's screen; its code is fetched when the tab is opened (or hovered). */
const TAB_SCREENS = {
  recapitulatif: lazyRouteComponent(() => import('../screens/dossiers/detail/RecapTab'), 'RecapTab'),
  organisation: lazyRouteComponent(() => import('../screens/dossiers/detail/OrganisationsTab'), 'OrganisationsTab'),
  beneficiaire: lazyRouteComponent(() => import('../screens/dossiers/detail/OrganisationTab'), 'BeneficiaireTab'),
  prestataire: lazyRouteComponent(() => import('../screens/dossiers/detail/OrganisationTab'), 'PrestataireTab'),
  prestation: lazyRouteComponent(() => import('../screens/dossiers/detail/PrestationTab'), 'PrestationTab'),
  specificites: lazyRouteComponent(() => import('../screens/dossiers/detail/SpecificitesTab'), 'SpecificitesTab'),
  documents: lazyRouteComponent(() => import('../screens/dossiers/detail/DocumentsTab'), 'DocumentsTab'),
  remarques: lazyRouteComponent(() => import('../screens/dossiers/detail/RemarquesTab'), 'RemarquesTab'),
  historique: lazyRouteComponent(() => import('../screens/dossiers/detail/HistoriqueTab'), 'HistoriqueTab'),
} satisfies Record<DossierTabPath, unknown>;

/** The detail's tabs in the order of `DOSSIER_TAB_PATHS`, each with its screen, for the routes and the tab strip. */
export const DOSSIER_TABS = DOSSIER_TAB_PATHS.map((path) => ({ path, component: TAB_SCREENS[path] }));
