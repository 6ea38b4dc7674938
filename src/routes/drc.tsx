import { createRoute, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import type { DrcScreen } from '../../machines/drcAnswer.machine';
import { appRoute } from './app';
import type { RouterContext } from './context';
import { dossierIdParams, dossierTitle, loadDossierDetail } from './dossier-loading';
import { dossierViewLink } from '../paths/dossier-paths';
import { droitIdOf } from '../session/caller';
import { loadCatalogues } from '../i18n';

/** /drc/{dossierId}: the answer to the administration's request for information (spec section 2, DRC). */
export const drcRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'drc/$dossierId',
  params: dossierIdParams,
  loader: () => loadCatalogues('dossiers', 'wizard'),
  component: Outlet,
});

/** Each step loads only when the answer's statechart, restored from the dossier's status, opens it (machines/access/drcAccess.ts); otherwise the dossier's own page. */
const loadStep =
  (screen: DrcScreen) =>
  async ({ context, params }: { context: RouterContext; params: { dossierId: string } }) => {
    // The guard comes with the step, not in the first page's bundle.
    const [dossier, { drcScreen }] = await Promise.all([loadDossierDetail({ context, params }), import('../../machines/access/drcAccess')]);
    if (!drcScreen(dossier, screen)) throw redirect(dossierViewLink(droitIdOf(context.session), dossier.id));
    return dossier;
  };

export const drcAnswerRoute = createRoute({
  getParentRoute: () => drcRoute,
  path: 'reponse',
  loader: loadStep('reponse'),
  head: ({ loaderData }) => dossierTitle(loaderData),
  component: lazyRouteComponent(() => import('../screens/drc/DrcAnswerScreen'), 'DrcAnswerScreen'),
});

export const drcConfirmationRoute = createRoute({
  getParentRoute: () => drcRoute,
  path: 'confirmation',
  loader: loadStep('confirmation'),
  head: ({ loaderData }) => dossierTitle(loaderData),
  component: lazyRouteComponent(() => import('../screens/drc/DrcConfirmationScreen'), 'DrcConfirmationScreen'),
});
