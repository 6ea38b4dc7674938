import { lazyRouteComponent } from '@tanstack/react-router';
import { Droit } from '../../../domain/droits';

/**
 * The profile's child paths of spec section 2, in tab order; infos is the default. The labellisations tab is
 * for providers only ("provider-only pages: the labellisations profile tab", section 6): a session under
 * another right neither sees the tab nor may open its path. Each tab's code is fetched when it is opened.
 */
export const PROFILE_TABS = [
  { path: 'infos', providerOnly: false, component: lazyRouteComponent(() => import('./InfosTab'), 'InfosTab') },
  { path: 'roles', providerOnly: false, component: lazyRouteComponent(() => import('./RolesTab'), 'RolesTab') },
  { path: 'organisations', providerOnly: false, component: lazyRouteComponent(() => import('./OrganisationsTab'), 'OrganisationsTab') },
  { path: 'labellisations', providerOnly: true, component: lazyRouteComponent(() => import('./LabellisationsTab'), 'LabellisationsTab') },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number];

export function mayOpenProfileTab(tab: ProfileTab, droitId: number | null): boolean {
  return !tab.providerOnly || droitId === Droit.Prestataire;
}
