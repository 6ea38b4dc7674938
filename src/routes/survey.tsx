import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadPublicCatalogue } from '../i18n';
import { pageTitle } from './page-title';
import { rootRoute } from './root';

/**
 * /survey/{hash} (spec section 2, Other): the satisfaction survey, opened from its e-mailed link. Outside the public
 * routes, which send a signed-in visitor home, and outside the signed-in frame: the link alone opens it, whether its
 * reader is signed in or not.
 */
export const surveyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'survey/$token',
  beforeLoad: () => loadPublicCatalogue('survey'),
  head: () => pageTitle('layout:titles.survey'),
  component: lazyRouteComponent(() => import('../screens/survey/SurveyScreen'), 'SurveyScreen'),
});
