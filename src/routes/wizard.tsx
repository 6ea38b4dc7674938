import { createRoute, lazyRouteComponent, notFound, Outlet, redirect, type AsyncRouteComponent, type RouteComponent } from '@tanstack/react-router';
import { STEP_SCREENS, type StepScreen, type WizardKind } from '../../domain/wizard-steps';
import type { WizardRouteVerdict } from '../../machines/dossierWizard.state';
import { appRoute } from './app';
import type { RouterContext } from './context';
import { pageTitle } from './page-title';
import { stepTo } from '../paths/wizard-paths';
import { callerOf } from '../session/caller';
import i18n, { loadCatalogues } from '../i18n';
import { RouteRefusal } from '../layout/route-refusal';
import { parseWizardStepSearch } from '../screens/wizard/step-search';
import { STEP_COMPONENTS } from '../screens/wizard/steps';

const ChequeSetupScreen = lazyRouteComponent(() => import('../screens/wizard/ChequeSetupScreen'), 'ChequeSetupScreen');
const WizardLayout = lazyRouteComponent(() => import('../screens/wizard/WizardLayout'), 'WizardLayout');

/** A lazy screen bound to its wizard; the router still preloads its code before showing the route. */
function forWizard(Screen: AsyncRouteComponent<{ wizard: WizardKind }>, wizard: WizardKind): RouteComponent {
  return Object.assign(() => <Screen wizard={wizard} />, { preload: () => Screen.preload?.() });
}

/**
 * The two dossier wizards of spec section 2. Every address restores the wizard's statechart from what the
 * server sent (the dossier, the right and contact types) and asks it (machines/dossierWizard.state.ts): in,
 * not found, a refusal said in words (./route-refusal.ts), or the screen it opens instead.
 */
interface DossierMatch {
  context: RouterContext;
  params: { dossierId: string };
}

// The statecharts, and what restores them from the server's data, come with the wizard's first address, not in the
// first page's bundle.
const verdicts = () => import('../../machines/dossierWizard.state');
const restoring = () => import('../screens/wizard/wizard-dossier');

async function wizardContext(wizard: WizardKind, { context, params }: DossierMatch) {
  const { loadWizardDossier, wizardContextOf } = await restoring();
  const detail = await loadWizardDossier(context.queryClient, params.dossierId);
  return { detail, machine: wizardContextOf(wizard, context.session.getSnapshot().context, detail) };
}

/** Not found, or the refusal said in words: what a verdict says before any screen opens. */
function refuse(verdict: WizardRouteVerdict<WizardKind>, dossierId: number | null): void {
  if ('notFound' in verdict) throw notFound();
  if ('refused' in verdict) throw new RouteRefusal(verdict.refused, dossierId);
}

/** Throws what the verdict says, unless it opens the screen. */
function obey<W extends WizardKind>(wizard: W, verdict: WizardRouteVerdict<W>, match: DossierMatch, dossierId: number | null): void {
  refuse(verdict, dossierId);
  if ('redirect' in verdict) throw redirect({ to: stepTo(wizard, verdict.redirect), params: match.params, replace: true });
}

function stepGuard<W extends WizardKind>(wizard: W, targetScreen: StepScreen<W>) {
  return async (match: DossierMatch) => {
    const [{ detail, machine }, { wizardScreenVerdict }] = await Promise.all([wizardContext(wizard, match), verdicts()]);
    obey(wizard, wizardScreenVerdict(wizard, machine, targetScreen), match, detail?.id ?? null);
  };
}

/** A user who may not complete the dossier is told why, and never shown its forms; so is anyone on a read-only dossier. */
function completionGuard<W extends WizardKind>(wizard: W) {
  return async (match: DossierMatch) => {
    const [{ detail, machine }, { wizardScreenVerdict }] = await Promise.all([wizardContext(wizard, match), verdicts()]);
    const verdict = wizardScreenVerdict(wizard, machine, null);
    if ('refused' in verdict) refuse(verdict, detail?.id ?? null);
    const caller = callerOf(match.context.session);
    // Not loaded, or the other wizard's right: the step's guard answers not found.
    if (!detail || !caller || 'notFound' in verdict) return;
    const { requireCurrentPlatform } = await import('./wizard-completion');
    requireCurrentPlatform(detail, caller);
  };
}

/** {dossierId} alone resumes where the step indicator would: the furthest screen the statechart opens. */
function resumeGuard<W extends WizardKind>(wizard: W) {
  return async (match: DossierMatch) => {
    const [{ detail, machine }, { wizardScreenVerdict }] = await Promise.all([wizardContext(wizard, match), verdicts()]);
    obey(wizard, wizardScreenVerdict(wizard, machine, null), match, detail?.id ?? null);
  };
}

/** The setup screen creates the dossier: it opens when the statechart takes the creation; the other wizard's right gives not found. */
function setupGuard(wizard: WizardKind) {
  return async ({ context }: { context: RouterContext }) => {
    const [{ wizardSetupVerdict }, { wizardContextOf }] = await Promise.all([verdicts(), restoring()]);
    refuse(wizardSetupVerdict(wizard, wizardContextOf(wizard, context.session.getSnapshot().context, null)), null);
  };
}

/** One wizard's routes: '' the setup, {dossierId} resuming, {dossierId}/<screen> each numbered step. */
function wizardRouteTree<W extends WizardKind>(wizard: W, path: 'introduction-dossier' | 'initiation-dossier') {
  const wizardRoute = createRoute({ getParentRoute: () => appRoute, path, loader: () => loadCatalogues('wizard'), component: Outlet });
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
