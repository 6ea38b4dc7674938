import { createRoute, lazyRouteComponent, notFound, Outlet, redirect, type AsyncRouteComponent, type RouteComponent } from '@tanstack/react-router';
import { STEP_SCREENS, type StepScreen, type WizardKind } from '../../domain/wizard-steps';
import { furthestOpenScreen, WIZARD_DROIT, wizardAccess, wizardOfDroit } from '../../machines/access/wizardAccess';
import { appRoute } from './app';
import type { RouterContext } from './context';
import { pageTitle } from './page-title';
import { sessionCaller, stepTo } from './wizard-paths';
import i18n from '../i18n';
import { toWizardDossier } from '../api/wizard/wizard-dossier';
import { parseWizardStepSearch } from '../screens/wizard/step-search';
import { loadWizardDossier } from '../screens/wizard/wizard-dossier';
import { STEP_COMPONENTS } from '../screens/wizard/steps';

const ChequeSetupScreen = lazyRouteComponent(() => import('../screens/wizard/ChequeSetupScreen'), 'ChequeSetupScreen');
const WizardLayout = lazyRouteComponent(() => import('../screens/wizard/WizardLayout'), 'WizardLayout');

/** A lazy screen bound to its wizard; the router still preloads its code before showing the route. */
function forWizard(Screen: AsyncRouteComponent<{ wizard: WizardKind }>, wizard: WizardKind): RouteComponent {
  return Object.assign(() => <Screen wizard={wizard} />, { preload: () => Screen.preload?.() });
}

/**
 * The two dossier wizards of spec section 2. Every step entry asks the wizard guard
 * (machines/access/wizardAccess.ts): not found, a redirect to the screen it names, or in.
 */
interface DossierMatch {
  context: RouterContext;
  params: { dossierId: string };
}

async function guardInput<W extends WizardKind>(wizard: W, { context, params }: DossierMatch) {
  const detail = await loadWizardDossier(context.queryClient, params.dossierId);
  return { wizard, dossierIdParam: params.dossierId, dossier: detail && toWizardDossier(detail), droitId: context.session.getSnapshot().context.droitId };
}

function stepGuard<W extends WizardKind>(wizard: W, targetScreen: StepScreen<W>) {
  return async (match: DossierMatch) => {
    const access = wizardAccess({ ...(await guardInput(wizard, match)), targetScreen });
    if ('notFound' in access) throw notFound();
    if ('redirect' in access) throw redirect({ to: stepTo(wizard, access.redirect), params: match.params, replace: true });
  };
}

/** A user who may not complete the dossier is told why (./wizard-completion.ts), and never shown its forms. */
function completionGuard(wizard: WizardKind) {
  return async ({ context, params }: DossierMatch) => {
    const detail = await loadWizardDossier(context.queryClient, params.dossierId);
    const caller = sessionCaller(context.session.getSnapshot().context);
    // Not loaded, or the other wizard's right: the step's guard answers not found.
    if (!detail || !caller || caller.droitId !== WIZARD_DROIT[wizard]) return;
    const { requireCompletion } = await import('./wizard-completion');
    requireCompletion(detail, caller);
  };
}

/** {dossierId} alone resumes where the step indicator would: the furthest screen the guard opens. */
function resumeGuard(wizard: WizardKind) {
  return async (match: DossierMatch) => {
    const screen = furthestOpenScreen(await guardInput(wizard, match));
    if (screen === null) throw notFound();
    throw redirect({ to: stepTo(wizard, screen), params: match.params, replace: true });
  };
}

/** The setup screen has no dossier yet: only the guard's role rule applies ("the wrong role gives not found"). */
function setupGuard(wizard: WizardKind) {
  return ({ context }: { context: RouterContext }) => {
    const droitId = context.session.getSnapshot().context.droitId;
    if (droitId === null || wizardOfDroit(droitId) !== wizard) throw notFound();
  };
}

/** One wizard's routes: '' the setup, {dossierId} resuming, {dossierId}/<screen> each numbered step. */
function wizardRouteTree<W extends WizardKind>(wizard: W, path: 'introduction-dossier' | 'initiation-dossier') {
  const wizardRoute = createRoute({ getParentRoute: () => appRoute, path, component: Outlet });
  const setupRoute = createRoute({
    getParentRoute: () => wizardRoute,
    path: '/',
    beforeLoad: setupGuard(wizard),
    head: () => pageTitle('layout:titles.chequeSetup'),
    component: forWizard(ChequeSetupScreen, wizard),
  });
  const dossierRoute = createRoute({
    getParentRoute: () => wizardRoute,
    path: '$dossierId',
    beforeLoad: completionGuard(wizard),
    component: forWizard(WizardLayout, wizard),
  });
  const resumeRoute = createRoute({ getParentRoute: () => dossierRoute, path: '/', beforeLoad: resumeGuard(wizard) });
  const steps: ReadonlyArray<{ screen: StepScreen<W>; number: number }> = STEP_SCREENS[wizard];
  const stepRoutes = steps.map(({ screen, number }) =>
    createRoute({
      getParentRoute: () => dossierRoute,
      path: screen,
      staticData: { wizardScreen: screen },
      validateSearch: parseWizardStepSearch,
      beforeLoad: stepGuard(wizard, screen),
      head: () => pageTitle('layout:titles.wizardStep', { number, count: steps.length, step: i18n.t(`wizard:steps.${screen}`) }),
      component: STEP_COMPONENTS[screen],
    }),
  );
  return wizardRoute.addChildren([setupRoute, dossierRoute.addChildren([resumeRoute, ...stepRoutes])]);
}

export const introductionRouteTree = wizardRouteTree('introduction', 'introduction-dossier');
export const initiationRouteTree = wizardRouteTree('initiation', 'initiation-dossier');
