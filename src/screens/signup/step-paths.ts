import type { AccountStep } from '../../../machines/accountWizard.types';
import type { SignupType } from '../../../domain/schemas/signup';

/** The account screens' addresses, apart from their statecharts: the routes, in the first bundle, need only these. */

/** The route path of each step, in French as the app's other paths. */
export const STEP_PATHS: Record<AccountStep, string> = {
  foreword: '',
  authentication: 'authentification',
  personalData: 'donnees-personnelles',
  validation: 'validation',
  confirmation: 'confirmation',
  confirmed: 'confirme',
};
export const ROOT_PATHS: Record<SignupType, '/signup' | '/validate-account'> = { create: '/signup', validate: '/validate-account' };

/** The address of a step of /signup or /validate-account, for navigate's and redirect's href (inside the basepath). */
export function accountStepPath(type: SignupType, step: AccountStep) {
  const segment = STEP_PATHS[step];
  return (segment ? `${ROOT_PATHS[type]}/${segment}` : ROOT_PATHS[type]);
}

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
