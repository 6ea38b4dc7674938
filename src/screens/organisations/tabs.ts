import { lazyRouteComponent } from '@tanstack/react-router';

export type OrganisationArea = 'beneficiaire' | 'prestataire';

/**
 * The child paths of an organisation's area (spec section 2), in tab order. The reading tabs open to whoever the
 * server reads the organisation to; `editing: true` are editing screens opened from a button, not tabs, which the
 * contact-link chart opens (src/routes/organisation-loading.ts). Each screen's code is fetched when it is opened.
 */
export const ORGANISATION_TABS = [
  { path: 'recapitulatif', areas: ['beneficiaire', 'prestataire'], editing: false, component: lazyRouteComponent(() => import('./RecapTab'), 'RecapTab') },
  { path: 'commercial', areas: ['prestataire'], editing: false, component: lazyRouteComponent(() => import('./commercial/CommercialTab'), 'CommercialTab') },
  { path: 'commercial/modification', areas: ['prestataire'], editing: true, component: lazyRouteComponent(() => import('./commercial/CommercialEditScreen'), 'CommercialEditScreen') },
  { path: 'contacts', areas: ['beneficiaire', 'prestataire'], editing: false, component: lazyRouteComponent(() => import('./contacts/ContactsTabRoute'), 'ContactsTabRoute') },
  { path: 'adresses', areas: ['beneficiaire', 'prestataire'], editing: false, component: lazyRouteComponent(() => import('./addresses/AddressesTabRoute'), 'AddressesTabRoute') },
  { path: 'dossiers', areas: ['beneficiaire', 'prestataire'], editing: false, component: lazyRouteComponent(() => import('./dossiers/OrganisationDossiersTab'), 'OrganisationDossiersTab') },
  { path: 'modification', areas: ['beneficiaire', 'prestataire'], editing: true, component: lazyRouteComponent(() => import('./edit/OrganisationEditScreen'), 'OrganisationEditScreen') },
] as const satisfies ReadonlyArray<{ path: string; areas: readonly OrganisationArea[]; editing: boolean; component: unknown }>;

export type OrganisationTab = (typeof ORGANISATION_TABS)[number];

export const tabsOfArea = (area: OrganisationArea) => ORGANISATION_TABS.filter((tab) => (tab.areas as readonly OrganisationArea[]).includes(area));

type BeneficiaireTabPath = Extract<OrganisationTab, { areas: readonly ['beneficiaire', ...unknown[]] }>['path'];

/** The typed router path of a tab of an area (its `to`). */
export type AreaTabTo = `/beneficiaire/$orgaId/${BeneficiaireTabPath}` | `/prestataire/$orgaId/${OrganisationTab['path']}`;

export const areaTabTo = (area: OrganisationArea, path: OrganisationTab['path']) => `/${area}/$orgaId/${path}` as AreaTabTo;
