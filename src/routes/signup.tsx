import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { accountStepAccess } from '../../machines/access/accountWizardAccess';
import { STEPS_OF } from '../../machines/accountWizard.types';
import type { SignupType } from '../../domain/schemas/signup';
import { loadSignupCatalogue } from '../i18n';
import { accountStepPath, accountWizard, currentStep, resetAccountWizard, ROOT_PATHS, STEP_PATHS } from '../screens/signup/account-wizard';
import { parseAccountWizardSearch, sendUrlEvents } from '../screens/signup/url-events';
import { pageTitle } from './page-title';
import { publicRoute } from './public';

/**
 * /signup and /validate-account (spec section 2): public, so only for signed-out visitors; each step's route shows
 * the step the tab's machine is at and sends anyone elsewhere there (machines/access/accountWizardAccess.ts).
 */
function accountWizardRouteTree(type: SignupType) {
  const root = createRoute({
    getParentRoute: () => publicRoute,
    path: ROOT_PATHS[type].slice(1),
    beforeLoad: () => loadSignupCatalogue(),
    head: () => pageTitle(`signup:title.${type}`),
  });
  const steps = STEPS_OF[type].map((step) =>
    createRoute({
      getParentRoute: () => root,
      path: STEP_PATHS[step] || '/',
      validateSearch: parseAccountWizardSearch,
      beforeLoad: ({ search }) => {
        // A tab whose account is confirmed starts afresh anywhere but on the confirmed page (another sign-up, a link reopened).
        const actor = accountWizard(type).getSnapshot().status === 'done' && step !== 'confirmed' ? resetAccountWizard(type) : accountWizard(type);
        sendUrlEvents(actor, type, step, search);
        const access = accountStepAccess(currentStep(actor), step);
        if ('redirect' in access) throw redirect({ href: accountStepPath(type, access.redirect), replace: true });
      },
      component: lazyRouteComponent(() => import('../screens/signup/AccountWizardScreen'), type === 'create' ? 'SignupScreen' : 'ValidateAccountScreen'),
    }),
  );
  return root.addChildren(steps);
}

export const signupRouteTree = accountWizardRouteTree('create');
export const validateAccountRouteTree = accountWizardRouteTree('validate');
