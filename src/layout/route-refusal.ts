/**
 * Why a route shows a refusal instead of its screen: the caller may not create a dossier, may not complete
 * this one, or no one may change it.
 */
export type RefusalReason = 'createDossier' | 'completeDossier' | 'readOnly';

/**
 * Thrown by a route guard that knows why the user may not be there: the route's error screen says so, with a
 * way to the dossier they may still read (when there is one), instead of a form the server would refuse on saving.
 */
export class RouteRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly dossierId: number | null,
  ) {
    super(reason);
  }
}
