import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { STEPS_OF } from '../../machines/accountWizard.types';
import type { SignupType } from '../../domain/schemas/signup';
import { loadPublicCatalogue } from '../i18n';
import { parseAccountWizardSearch, ROOT_PATHS, STEP_PATHS } from '../screens/signup/step-paths';
import { pageTitle } from './page-title';
import { publicRoute } from './public';

/**
 * /signup and /validate-account (spec section 2): public, so only for signed-out visitors; each step's route shows
 * the step the tab's machine is at and sends anyone elsewhere there (machines/access/accountWizardAccess.ts, asked
 * by the guard that comes with the screens, so that the first page carries no statechart of theirs).
 */
function accountWizardRouteTree(type: SignupType) {
  const root = createRoute({
    getParentRoute: () => publicRoute,
    path: ROOT_PATHS[type].slice(1),
    beforeLoad: () => loadPublicCatalogue('signup'),
    head: () => pageTitle(`signup:title.${type}`),
  });
  const steps = STEPS_OF[type].map((step) =>
    createRoute({
      getParentRoute: () => root,
      path: STEP_PATHS[step] || '/',
      validateSearch: parseAccountWizardSearch,
      beforeLoad: async ({ search }) => {
        const { guardAccountStep } = await import('../screens/signup/step-guard');
        const elsewhere = guardAccountStep(type, step, search);
        if (elsewhere !== null) throw redirect({ href: elsewhere, replace: true });
      },
      component: lazyRouteComponent(() => import('../screens/signup/AccountWizardScreen'), type === 'create' ? 'SignupScreen' : 'ValidateAccountScreen'),
    }),
  );
  return root.addChildren(steps);
}

export const signupRouteTree = accountWizardRouteTree('create');
export const validateAccountRouteTree = accountWizardRouteTree('validate');
