import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseOrganisationAddSearch } from '../screens/organisation-wizard/add-search';
import { appRoute } from './app';
import type { RouterContext } from './context';
import { pageTitle } from './page-title';
import { callerOf } from '../session/caller';
import { refusedHome } from './refused-home';
import { loadCatalogues } from '../i18n';

/**
 * Spec section 2, /beneficiaire: `add` and `porteurProjetAdd`. Both create the organisation (POST /organisations/add):
 * they open when the organisation wizard's chart opens for the session (a provider's Authority or Reference, spec
 * section 6, "create beneficiary"); anyone else goes home, told why. The list and `{orgaId}` are the organisations
 * area's routes.
 */
async function requireCreateBeneficiary({ context, preload }: { context: RouterContext; preload: boolean }) {
  // The chart loads with the screen's guard, not with the first page.
  const { organisationWizardOpens } = await import('../../machines/organisationWizard.state');
  const creator = callerOf(context.session);
  if (!creator || !organisationWizardOpens(creator)) refusedHome('createBeneficiary', { preload });
}

export const beneficiaireAddRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'beneficiaire/add',
  validateSearch: parseOrganisationAddSearch,
  beforeLoad: requireCreateBeneficiary,
  head: () => pageTitle('organisationWizard:title'),
  loader: () => loadCatalogues('organisationWizard'),
  component: lazyRouteComponent(() => import('../screens/organisation-wizard/OrganisationWizardScreen'), 'OrganisationWizardScreen'),
});

export const porteurProjetAddRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'beneficiaire/porteurProjetAdd',
  beforeLoad: requireCreateBeneficiary,
  head: () => pageTitle('organisationWizard:porteurTitle'),
  loader: () => loadCatalogues('organisationWizard'),
  component: lazyRouteComponent(() => import('../screens/organisation-wizard/PorteurProjetScreen'), 'PorteurProjetScreen'),
});
