import { TypeOrganisation } from '../../domain/organisation-types';

export type OrganisationArea = 'beneficiaire' | 'prestataire';

/**
 * The child paths of an organisation's area (spec section 2), in tab order. The reading tabs open to whoever the
 * server reads the organisation to; `editing: true` are editing screens opened from a button, not tabs, which the
 * contact-link chart opens (src/routes/organisation-loading.ts). The provider area adds its commercial ones.
 */
export const ORGANISATION_TAB_PATHS = [
  { path: 'recapitulatif', areas: ['beneficiaire', 'prestataire'], editing: false },
  { path: 'commercial', areas: ['prestataire'], editing: false },
  { path: 'commercial/modification', areas: ['prestataire'], editing: true },
  { path: 'contacts', areas: ['beneficiaire', 'prestataire'], editing: false },
  { path: 'adresses', areas: ['beneficiaire', 'prestataire'], editing: false },
  { path: 'dossiers', areas: ['beneficiaire', 'prestataire'], editing: false },
  { path: 'modification', areas: ['beneficiaire', 'prestataire'], editing: true },
] as const satisfies ReadonlyArray<{ path: string; areas: readonly OrganisationArea[]; editing: boolean }>;

type OrganisationTabEntry = (typeof ORGANISATION_TAB_PATHS)[number];

/** Any child path of an organisation's area. */
export type AreaTabPath = OrganisationTabEntry['path'];

/** The tabs both areas have. */
export type OrganisationTabPath = Extract<OrganisationTabEntry, { areas: readonly ['beneficiaire', ...unknown[]] }>['path'];

/** The typed router path of a tab of an area (its `to`). */
export type AreaTabTo = `/beneficiaire/$orgaId/${OrganisationTabPath}` | `/prestataire/$orgaId/${AreaTabPath}`;

/** An area's child paths in tab order. */
export const organisationTabsOfArea = (area: OrganisationArea) =>
  ORGANISATION_TAB_PATHS.filter((tab) => (tab.areas as readonly OrganisationArea[]).includes(area));

export const areaTabTo = (area: OrganisationArea, path: AreaTabPath) => `/${area}/$orgaId/${path}` as AreaTabTo;

/**
 * Where an organisation is read: a provider in the provider area (/prestataire), any other organisation in
 * the beneficiary area (/beneficiaire). Every link to an organisation asks here.
 */
export function organisationAreaLink(typeOrganisationId: number, organisationId: number, tab: OrganisationTabPath = 'recapitulatif') {
  const area = typeOrganisationId === TypeOrganisation.PRESTATAIRE ? 'prestataire' : 'beneficiaire';
  return { to: areaTabTo(area, tab), params: { orgaId: String(organisationId) } };
}
