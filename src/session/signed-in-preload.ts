import { loadSignedInCatalogues } from '../i18n';

/**
 * A launch with a stored token is most likely a signed-in page: its texts (the fifteen signed-in catalogues) are
 * asked for at once, beside the session's check, instead of once the first render's route guard asks for them,
 * after the constants and whoami have answered. Only static files: no call with the token leaves before the session
 * has checked it. A failed fetch is the guard's to report, when it asks again.
 */
export function preloadSignedInPage() {
  loadSignedInCatalogues().catch(() => undefined);
}
