import { lazyRouteComponent } from '@tanstack/react-router';
import type { ActionName } from '../../../domain/permissions';

export type OrganisationArea = 'beneficiaire' | 'prestataire';

/**
 * The child paths of an organisation's area (spec section 2), in tab order, each with the matrix actions it
 * needs (spec section 6: the provider-route guard checks every one with mayActInOrganisation). `editing: true`
 * are editing screens opened from a button, not tabs. Each screen's code is fetched when it is opened.
 */
export const ORGANISATION_TABS = [
  { path: 'recapitulatif', areas: ['beneficiaire', 'prestataire'], actions: ['VIEW_ORGANISATION'], editing: false, component: lazyRouteComponent(() => import('./RecapTab'), 'RecapTab') },
  { path: 'commercial', areas: ['prestataire'], actions: ['VIEW_ORGANISATION'], editing: false, component: lazyRouteComponent(() => import('./commercial/CommercialTab'), 'CommercialTab') },
  { path: 'commercial/modification', areas: ['prestataire'], actions: ['EDIT_ORGANISATION'], editing: true, component: lazyRouteComponent(() => import('./commercial/CommercialEditScreen'), 'CommercialEditScreen') },
  { path: 'contacts', areas: ['beneficiaire', 'prestataire'], actions: ['VIEW_ORGANISATION'], editing: false, component: lazyRouteComponent(() => import('./contacts/ContactsTabRoute'), 'ContactsTabRoute') },
  { path: 'adresses', areas: ['beneficiaire', 'prestataire'], actions: ['VIEW_ORGANISATION'], editing: false, component: lazyRouteComponent(() => import('./addresses/AddressesTabRoute'), 'AddressesTabRoute') },
  { path: 'dossiers', areas: ['beneficiaire', 'prestataire'], actions: ['VIEW_DOSSIER'], editing: false, component: lazyRouteComponent(() => import('./dossiers/OrganisationDossiersTab'), 'OrganisationDossiersTab') },
  { path: 'modification', areas: ['beneficiaire', 'prestataire'], actions: ['EDIT_ORGANISATION'], editing: true, component: lazyRouteComponent(() => import('./edit/OrganisationEditScreen'), 'OrganisationEditScreen') },
] as const satisfies ReadonlyArray<{ path: string; areas: readonly OrganisationArea[]; actions: readonly ActionName[]; editing: boolean; component: unknown }>;

export type OrganisationTab = (typeof ORGANISATION_TABS)[number];

export const tabsOfArea = (area: OrganisationArea) => ORGANISATION_TABS.filter((tab) => (tab.areas as readonly OrganisationArea[]).includes(area));

type BeneficiaireTabPath = Extract<OrganisationTab, { areas: readonly ['beneficiaire', ...unknown[]] }>['path'];

/** The typed router path of a tab of an area (its `to`). */
export type AreaTabTo = `/beneficiaire/$orgaId/${BeneficiaireTabPath}` | `/prestataire/$orgaId/${OrganisationTab['path']}`;

export const areaTabTo = (area: OrganisationArea, path: OrganisationTab['path']) => `/${area}/$orgaId/${path}` as AreaTabTo;
