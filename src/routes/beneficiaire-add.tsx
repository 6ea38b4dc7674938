import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { beneficiaireCreationOrganisations } from '../../machines/access/beneficiaireCreation';
import { parseOrganisationAddSearch } from '../screens/organisation-wizard/add-search';
import { appRoute } from './app';
import { pageTitle } from './page-title';
import { sessionCaller } from './wizard-paths';
import { refusedHome } from './refused-home';

/**
 * Spec section 2, /beneficiaire: `add` and `porteurProjetAdd`, for a provider's Authority or Reference
 * (spec section 6, "create beneficiary", machines/access/beneficiaireCreation.ts); anyone else goes home, told why.
 * The list and `{orgaId}` are the organisations area's routes.
 */
function requireCreateBeneficiary({ context, preload }: { context: { session: { getSnapshot(): { context: Parameters<typeof sessionCaller>[0] } } }; preload: boolean }) {
  const caller = sessionCaller(context.session.getSnapshot().context);
  if (!caller || beneficiaireCreationOrganisations(caller).length === 0) refusedHome('createBeneficiary', { preload });
}

export const beneficiaireAddRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'beneficiaire/add',
  validateSearch: parseOrganisationAddSearch,
  beforeLoad: requireCreateBeneficiary,
  head: () => pageTitle('organisationWizard:title'),
  component: lazyRouteComponent(() => import('../screens/organisation-wizard/OrganisationWizardScreen'), 'OrganisationWizardScreen'),
});

export const porteurProjetAddRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'beneficiaire/porteurProjetAdd',
  beforeLoad: requireCreateBeneficiary,
  head: () => pageTitle('organisationWizard:porteurTitle'),
  component: lazyRouteComponent(() => import('../screens/organisation-wizard/PorteurProjetScreen'), 'PorteurProjetScreen'),
});
