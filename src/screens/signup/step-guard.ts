import i18n from '../../i18n';
import type { AccountStep } from '../../../machines/accountWizard.types';
import type { SignupType } from '../../../domain/schemas/signup';
import { accountStepPath, type AccountWizardSearch } from './step-paths';
import { accountStepAccess } from '../../../machines/access/accountWizardAccess';
import { accountWizard, contextOf, currentStep, resetAccountWizard, type AccountWizardActor } from './account-wizard';

/** The French message of an error code the sign-up callback sends back to step 2. */
export function identityErrorMessage(code: string): string {
  const key = `signup:authentication.errors.${code}`;
  return i18n.exists(key) ? i18n.t(key) : i18n.t('signup:authentication.errors.other', { code });
}

/**
 * Tells the machine what the address brings before the route asks where it is: the link's token (the foreword of
 * /validate-account, the confirmation of /signup), the identity provider's way back (the id at step 3, or an error
 * at step 2). The machine ignores what its state does not accept.
 */
function sendUrlEvents(actor: AccountWizardActor, type: SignupType, target: AccountStep, search: AccountWizardSearch) {
  const context = contextOf(actor);
  const linkStep: AccountStep = type === 'create' ? 'confirmation' : 'foreword';
  if (target === linkStep && search.token && search.token !== context.token) actor.send({ type: 'LINK_OPENED', token: search.token });
  if (target === 'authentication' && search.erreur && currentStep(actor) === 'authentication' && context.refusal === null) {
    actor.send({ type: 'IDENTITY_REFUSED', message: identityErrorMessage(search.erreur) });
  }
  if (target === 'personalData' && search.id && search.id !== context.personalDataId) {
    // From the provider's way back at step 2, or from an eID sign-in that found no account (the foreword, /signup only).
    actor.send({ type: currentStep(actor) === 'foreword' ? 'IDENTITY_CARRIED' : 'AUTHENTICATED', personalDataId: search.id });
  }
}

/**
 * The routes' guard (loaded with the screens, not in the first bundle): the address's events sent, the step the tab's
 * machine is at; null when the route's step is that one, else where to go.
 */
export function guardAccountStep(type: SignupType, step: AccountStep, search: AccountWizardSearch): string | null {
  // A tab whose account is confirmed starts afresh anywhere but on the confirmed page (another sign-up, a link reopened).
  const actor = accountWizard(type).getSnapshot().status === 'done' && step !== 'confirmed' ? resetAccountWizard(type) : accountWizard(type);
  sendUrlEvents(actor, type, step, search);
  const access = accountStepAccess(currentStep(actor), step);
  return 'redirect' in access ? accountStepPath(type, access.redirect) : null;
}
