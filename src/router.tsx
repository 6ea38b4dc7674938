import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { rootRoute } from './routes/root';
import { gestiaLoginRoute, loginRoute, publicRoute } from './routes/public';
import { resetPasswordRouteTree } from './routes/reset-password';
import { appRoute, homeRoute } from './routes/app';
import { dossierEditRoute, dossierIndexRoute, dossierListRoute, dossierRoute, dossiersRoute, dossierTabRoutes } from './routes/dossiers';
import { drcAnswerRoute, drcConfirmationRoute, drcRoute } from './routes/drc';
import { emailsRoute } from './routes/emails';
import { reportIndexRoute, reportRoute, reportStepRoutes } from './routes/report';
import { gestionClosingDaysRoute, gestionDossierIndexRoute, gestionDossierRoute, gestionDossierTabRoutes, gestionQueueRoute, gestionRoute, gestionSurveysRoute, gestionWebhookDeliveriesRoute, gestionWebhooksRoute } from './routes/gestion';
import { initiationRouteTree, introductionRouteTree } from './routes/wizard';
import { beneficiaireListRoute, beneficiaireOrganisationIndexRoute, beneficiaireOrganisationRoute, beneficiaireRoute, beneficiaireTabRoutes } from './routes/beneficiaire';
import { prestataireOrganisationIndexRoute, prestataireOrganisationRoute, prestataireRoute, prestataireTabRoutes } from './routes/prestataire';
import { profileIndexRoute, profileRoute, profileTabRoutes } from './routes/profile';
import { contactRouteTree } from './routes/contact';
import { beneficiaireAddRoute, porteurProjetAddRoute } from './routes/beneficiaire-add';
import { chequesRoute } from './routes/cheques';
import { labellisationRouteTree } from './routes/labellisation';
import { statechartRoute, statechartsRoute } from './routes/statecharts';
import type { SessionActor } from './session/session-actor';
import { APP_BASEPATH } from './paths/href';
import { RouteError } from './layout/RouteError';
import { signupRouteTree, validateAccountRouteTree } from './routes/signup';
import { surveyRoute } from './routes/survey';
import { devMailboxRoute } from './routes/dev-mailbox';
import { accessibilityRoute } from './routes/accessibility';

const routeTree = rootRoute.addChildren([publicRoute.addChildren([loginRoute, gestiaLoginRoute, signupRouteTree, validateAccountRouteTree, resetPasswordRouteTree]), surveyRoute, devMailboxRoute, accessibilityRoute, appRoute.addChildren([
    homeRoute,
    dossiersRoute.addChildren([dossierListRoute, dossierEditRoute, dossierRoute.addChildren([dossierIndexRoute, ...dossierTabRoutes])]),
    drcRoute.addChildren([drcAnswerRoute, drcConfirmationRoute]),
    reportRoute.addChildren([reportIndexRoute, ...reportStepRoutes]),
    emailsRoute,
    gestionRoute.addChildren([gestionQueueRoute, gestionClosingDaysRoute, gestionSurveysRoute, gestionWebhooksRoute, gestionWebhookDeliveriesRoute, gestionDossierRoute.addChildren([gestionDossierIndexRoute, ...gestionDossierTabRoutes])]),
    introductionRouteTree,
    initiationRouteTree,
    beneficiaireRoute.addChildren([beneficiaireListRoute, beneficiaireOrganisationRoute.addChildren([beneficiaireOrganisationIndexRoute, ...beneficiaireTabRoutes])]),
    prestataireRoute.addChildren([prestataireOrganisationRoute.addChildren([prestataireOrganisationIndexRoute, ...prestataireTabRoutes])]),
    profileRoute.addChildren([profileIndexRoute, ...profileTabRoutes]),
    contactRouteTree,
    beneficiaireAddRoute,
    porteurProjetAddRoute,
    chequesRoute,
    labellisationRouteTree,
    statechartsRoute,
    statechartRoute,
  ])]);

/** `history`: the browser's by default; the build's pre-rendering (src/prerender.tsx) gives a page's address in memory. */
export function createAppRouter(context: { session: SessionActor; queryClient: QueryClient }, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    basepath: APP_BASEPATH,
    context,
    // Spec section 2: scroll to the top on navigation unless restoring a saved position.
    scrollRestoration: true,
    defaultPreload: 'intent',
    // A route that cannot show its screen says why inside the layout (403 and 404 have already left).
    defaultErrorComponent: RouteError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
