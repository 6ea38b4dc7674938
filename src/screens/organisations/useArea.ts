import { useRouterState } from '@tanstack/react-router';
import type { OrganisationArea } from '../../paths/organisation-paths';

/** The area the organisation is read in, from the path: the same screens serve both. */
export function useArea(): OrganisationArea {
  return useRouterState({ select: (s) => (s.location.pathname.includes('/prestataire/') ? 'prestataire' : 'beneficiaire') });
}
