/** The screen a visit of /dossiers/{id}/modification sees: the edit itself, or the dossier's recap. */
export type DossierEditScreen = 'modification' | 'recapitulatif';

/**
 * The dossier-edit guard (spec section 2): only for a dossier in status 5 ('more info requested') or 9
 * ('service awaiting info'), and only to an Authority or Reference contact of the provider; anyone else goes
 * to the recap. Both conditions are the `edit` action's rule (machines/access/dossierActions.ts), which the
 * server sends with the dossier and asks again on every edit call.
 */
export function dossierEditScreen(dossier: { actions: { edit: boolean } }): DossierEditScreen {
  return dossier.actions.edit ? 'modification' : 'recapitulatif';
}
