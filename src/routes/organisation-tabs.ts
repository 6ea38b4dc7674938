import { lazyRouteComponent } from '@tanstack/react-router';
import { organisationTabsOfArea, type AreaTabPath, type OrganisationArea } from '../paths/organisation-paths';

/** Each child path's screen; its code is fetched when it is opened. The dossiers tab is the dossier area's list. */
const TAB_SCREENS = {
  recapitulatif: lazyRouteComponent(() => import('../screens/organisations/RecapTab'), 'RecapTab'),
  commercial: lazyRouteComponent(() => import('../screens/organisations/commercial/CommercialTab'), 'CommercialTab'),
  'commercial/modification': lazyRouteComponent(() => import('../screens/organisations/commercial/CommercialEditScreen'), 'CommercialEditScreen'),
  contacts: lazyRouteComponent(() => import('../screens/organisations/contacts/ContactsTabRoute'), 'ContactsTabRoute'),
  adresses: lazyRouteComponent(() => import('../screens/organisations/addresses/AddressesTabRoute'), 'AddressesTabRoute'),
  dossiers: lazyRouteComponent(() => import('../screens/dossiers/OrganisationDossiersTab'), 'OrganisationDossiersTab'),
  modification: lazyRouteComponent(() => import('../screens/organisations/edit/OrganisationEditScreen'), 'OrganisationEditScreen'),
} satisfies Record<AreaTabPath, unknown>;

/** An area's child paths in tab order, each with its screen, for the routes and the tab strip. */
export const tabsOfArea = (area: OrganisationArea) => organisationTabsOfArea(area).map((tab) => ({ ...tab, component: TAB_SCREENS[tab.path] }));
