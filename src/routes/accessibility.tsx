import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadPublicCatalogue } from '../i18n';
import { pageTitle } from './page-title';
import { rootRoute } from './root';

/**
 * /accessibilite: the accessibility statement (docs/accessibility.md), linked from every page's footer. Outside the
 * public routes, which send a signed-in visitor home, and outside the signed-in frame: anyone reads it.
 */
export const accessibilityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'accessibilite',
  beforeLoad: () => loadPublicCatalogue('accessibility'),
  head: () => pageTitle('layout:titles.accessibility'),
  component: lazyRouteComponent(() => import('../screens/accessibility/AccessibilityStatementScreen'), 'AccessibilityStatementScreen'),
});
