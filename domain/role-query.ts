import { Droit, type DroitId } from './droits';

/** The `role` query parameter (spec section 2): `benef` or `presta` selects the right at launch. */
export const ROLE_QUERY_PARAM = 'role';
const ROLE_QUERY_VALUES: Record<string, DroitId> = { benef: Droit.Beneficiaire, presta: Droit.Prestataire };

export function droitFromRoleQuery(value: unknown): DroitId | undefined {
  return typeof value === 'string' ? ROLE_QUERY_VALUES[value] : undefined;
}

/**
 * The droit a location's role query asks for, and the same location with the role query cleared,
 * which is where the user returns after login.
 */
export function splitRoleQuery(href: string): { droitId: DroitId | undefined; href: string } {
  const url = new URL(href, 'http://app.invalid');
  const droitId = droitFromRoleQuery(url.searchParams.get(ROLE_QUERY_PARAM));
  url.searchParams.delete(ROLE_QUERY_PARAM);
  return { droitId, href: `${url.pathname}${url.search}${url.hash}` };
}
