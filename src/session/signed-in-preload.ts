import type { AnyRouter } from '@tanstack/react-router';
import { loadSignedInCatalogues } from '../i18n';

/**
 * A launch with a stored token is most likely a signed-in page: its texts (the signed-in catalogues) and the chunks
 * of the screens at its address are asked for at once, beside the session's check, instead of after it: the route
 * would otherwise wait for whoami, then the catalogues, then the frame's chunk, then the screen's, one after the
 * other. Only static files: no call with the token leaves before the session has checked it. A failed fetch is the
 * route's to report, when it asks again.
 */
export function preloadSignedInPage(router: AnyRouter) {
  void loadSignedInCatalogues();
  for (const match of router.matchRoutes(router.latestLocation)) {
    void router.loadRouteChunk(router.looseRoutesById[match.routeId]!)?.catch(() => undefined);
  }
}
