import type { TFunction } from 'i18next';

/** The refusals the login page is pre-rendered with (src/prerender.tsx); any other code reads "La connexion a échoué". */
export const LOGIN_REFUSALS = ['invalid_credentials', 'TooManyAttempts', 'Forbidden', 'Under maintenance'] as const;

/**
 * The French message of a refusal the plain login form came back with (`?erreur=`, its code only: no text of the
 * address is ever shown). The API's wording for wrong credentials; for the others, the screen's own.
 */
export function loginRefusalMessage(t: TFunction<['auth', 'errors']>, code: string): string {
  if (code === 'invalid_credentials') return t('errors:invalidCredentials');
  if (code === 'TooManyAttempts' || code === 'Forbidden') return t(`auth:login.refused.${code}`);
  if (code === 'Under maintenance') return t('auth:login.refused.maintenance');
  return t('auth:login.refused.other');
}
