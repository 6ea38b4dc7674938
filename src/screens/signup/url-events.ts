import i18n from '../../i18n';
import type { AccountStep } from '../../../machines/accountWizard.types';
import type { SignupType } from '../../../domain/schemas/signup';
import { contextOf, currentStep, type AccountWizardActor } from './account-wizard';

/** What the account screens' addresses may carry: the e-mailed token, the kept identity's id, the provider's error. */
export interface AccountWizardSearch {
  token?: string;
  id?: string;
  erreur?: string;
}

export function parseAccountWizardSearch(search: Record<string, unknown>): AccountWizardSearch {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return { token: text(search.token), id: text(search.id), erreur: text(search.erreur) };
}

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
export function sendUrlEvents(actor: AccountWizardActor, type: SignupType, target: AccountStep, search: AccountWizardSearch) {
  const context = contextOf(actor);
  const linkStep: AccountStep = type === 'create' ? 'confirmation' : 'foreword';
  if (target === linkStep && search.token && search.token !== context.token) actor.send({ type: 'LINK_OPENED', token: search.token });
  if (target === 'authentication' && search.erreur && currentStep(actor) === 'authentication' && context.refusal === null) {
    actor.send({ type: 'IDENTITY_REFUSED', message: identityErrorMessage(search.erreur) });
  }
  if (target === 'personalData' && search.id && search.id !== context.personalDataId) actor.send({ type: 'AUTHENTICATED', personalDataId: search.id });
}
