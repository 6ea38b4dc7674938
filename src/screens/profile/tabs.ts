import { lazyRouteComponent } from '@tanstack/react-router';
import { mayOpenArea } from '../../../machines/access/areaAccess';

/**
 * The profile's child paths of spec section 2, in tab order; infos is the default. The labellisations tab is
 * for providers only ("provider-only pages: the labellisations profile tab", section 6): a session under
 * another right neither sees the tab nor may open its path (its `area`). Each tab's code is fetched when it is opened.
 */
export const PROFILE_TABS = [
  { path: 'infos', area: null, component: lazyRouteComponent(() => import('./InfosTab'), 'InfosTab') },
  { path: 'roles', area: null, component: lazyRouteComponent(() => import('./RolesTab'), 'RolesTab') },
  { path: 'organisations', area: null, component: lazyRouteComponent(() => import('./OrganisationsTab'), 'OrganisationsTab') },
  { path: 'labellisations', area: 'provider', component: lazyRouteComponent(() => import('./LabellisationsTab'), 'LabellisationsTab') },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number];

export function mayOpenProfileTab(tab: ProfileTab, droitId: number | null): boolean {
  return tab.area === null || mayOpenArea(droitId, tab.area);
}
